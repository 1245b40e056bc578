// The named scenarios (issue 50, "Start anywhere"): a table opened at a point of a match instead of played
// to it. Each is data: who sits where, the table options, the seed of the deals and where to stop. The
// moves from the deal to that point are played by the engine (build.ts: a simple deterministic player),
// so a scenario is a seed plus moves, and the table it opens is checked like a save (table-save.ts).
// Test and development only: a scenario's seed is public, so anyone who knows it knows every hand.
import type { TableOptions } from '../engine'
import type { BotLevel } from '../protocol/vocabulary'

/** A seat of a scenario's table. A human seat is held for its player (by the seat token the host gives
 *  it); `away`: the player is gone past the grace period and a bot plays for them. A bot's `level` is its
 *  own (else the table's bot level). */
export type ScenarioSeat =
  | { kind: 'human'; name: string; away?: boolean }
  | { kind: 'bot'; name: string; level?: BotLevel }

/** Where the moves stop. */
export type StopAt =
  /** `seat` leads with its last card (its only move): that play ends the round, and the match when
   *  `endsMatch` (else the match goes on). The round is the first in which this happens. */
  | { kind: 'lastCard'; seat: number; endsMatch: boolean }
  /** The match is over. */
  | { kind: 'matchOver' }
  /** Round `round` was just dealt; nobody has played in it. */
  | { kind: 'roundStart'; round: number }
  /** After the first `moves` moves of round 1. */
  | { kind: 'afterMoves'; moves: number }
  /** Round `round` under way, `seat` on turn with `cards` cards in hand (the first time this happens). */
  | { kind: 'onTurn'; round: number; seat: number; cards: number }

export interface ScenarioDefinition {
  readonly name: string
  /** One line for the CLI's help and log. */
  readonly description: string
  readonly seats: readonly ScenarioSeat[]
  readonly options: Partial<TableOptions>
  /** Every deal follows from it (as with the host's --seed). */
  readonly seed: number
  readonly stop: StopAt
}

const human = (name: string, away = false): ScenarioSeat => ({ kind: 'human', name, ...(away ? { away } : {}) })
const bot = (seat: number, level?: BotLevel): ScenarioSeat => ({ kind: 'bot', name: `Bot ${seat}`, ...(level ? { level } : {}) })
const SOLO_FOUR = [human('Ada'), bot(2), bot(3), bot(4)]
/** Two people at a two-player table playing two hands (R2.two). */
const ADA_AND_BEA_TWO_HANDS = { seats: [human('Ada'), human('Bea')], options: { twoPlayerGame: 'two-hands' } } as const

/** Every scenario, by name. Seeds were picked so that each reaches its point (scenarios.test.ts checks). */
export const SCENARIOS = [
  {
    name: 'last-trick',
    description: "a round's last trick: Ada and three bots, round 1, Ada leads her last card; the match goes on",
    seats: SOLO_FOUR,
    options: {},
    seed: 6,
    stop: { kind: 'lastCard', seat: 0, endsMatch: false }
  },
  {
    name: 'last-round',
    description: "a match's last round: Ada and three bots, Ada leads her last card, which ends the match",
    seats: SOLO_FOUR,
    options: {},
    seed: 1,
    stop: { kind: 'lastCard', seat: 0, endsMatch: true }
  },
  {
    name: 'match-over',
    description: 'a finished match with its record: Ada and a bot, two hands, both played',
    seats: [human('Ada'), bot(2)],
    options: { twoPlayerGame: 'two-hands' },
    seed: 1,
    stop: { kind: 'matchOver' }
  },
  {
    name: 'match-over-four',
    description: 'a finished four-player match: Ada and three bots; Ada ends it holding eight cards',
    seats: SOLO_FOUR,
    options: {},
    seed: 10,
    stop: { kind: 'matchOver' }
  },
  {
    name: 'hand-2',
    description: 'a two-hand match at hand 2: Ada and Bea, hand 2 just dealt',
    seats: [human('Ada'), human('Bea')],
    options: { twoPlayerGame: 'two-hands' },
    seed: 1,
    stop: { kind: 'roundStart', round: 2 }
  },
  {
    name: 'player-away',
    description: 'a table with a player away: Ada, Bea (away: a bot plays for her) and two bots, round 1 under way',
    seats: [human('Ada'), human('Bea', true), bot(3), bot(4)],
    options: {},
    seed: 1,
    stop: { kind: 'afterMoves', moves: 6 }
  },
  {
    name: 'dimmed-cards',
    description: "Ada on turn against a pair of 14s: most of her cards fit no play and are dimmed; an easy, a medium and a hard bot",
    seats: [human('Ada'), bot(2, 'easy'), bot(3, 'medium'), bot(4, 'hard')],
    options: {},
    seed: 7,
    stop: { kind: 'afterMoves', moves: 8 }
  },
  {
    name: 'away-last-round',
    description:
      "a match's last round with a player away: Ada, Bea (away: a bot plays for her) and two bots; Ada leads her last card, which ends the match",
    seats: [human('Ada'), human('Bea', true), bot(3), bot(4)],
    options: {},
    seed: 1,
    stop: { kind: 'lastCard', seat: 0, endsMatch: true }
  },
  {
    name: 'two-hands-last-trick',
    description: "Ada and Bea, two hands: hand 1's last trick, Ada leads her last card; hand 2 follows",
    ...ADA_AND_BEA_TWO_HANDS,
    seed: 6,
    stop: { kind: 'lastCard', seat: 0, endsMatch: false }
  },
  {
    name: 'two-hands-last-round',
    description: "Ada and Bea, two hands: hand 2's last trick, Ada leads her last card, which ends the match",
    ...ADA_AND_BEA_TWO_HANDS,
    seed: 3,
    stop: { kind: 'lastCard', seat: 0, endsMatch: true }
  },
  {
    name: 'eight-clears',
    description:
      'Ada on turn against a central meld in round 1: a bot has passed, two ranks of her hand are dimmed, and a play with her 8 clears the trick',
    seats: SOLO_FOUR,
    options: {},
    seed: 1208,
    stop: { kind: 'afterMoves', moves: 14 }
  },
  {
    name: 'waiting-turn',
    description:
      "two bots to play before Ada in round 1's open trick: whatever they play, her turn comes before the trick ends",
    seats: SOLO_FOUR,
    options: {},
    seed: 1,
    stop: { kind: 'afterMoves', moves: 8 }
  },
  {
    name: 'solo-last-hand',
    description: "Ada and a bot, two hands: late in hand 2, Ada on turn with six cards; a few moves end the match",
    seats: [human('Ada'), bot(2)],
    options: { twoPlayerGame: 'two-hands' },
    seed: 2,
    stop: { kind: 'onTurn', round: 2, seat: 0, cards: 6 }
  },
  {
    name: 'six-seats',
    description:
      "the fullest table: Ada, Bob Marleyson (a person, not connected) and four bots; Ada on turn in round 1 with ten cards",
    seats: [human('Ada'), human('Bob Marleyson'), bot(3), bot(4), bot(5), bot(6)],
    options: {},
    seed: 1,
    stop: { kind: 'afterMoves', moves: 3 }
  }
] as const satisfies readonly ScenarioDefinition[]

export type ScenarioName = (typeof SCENARIOS)[number]['name']

export const SCENARIO_NAMES: readonly ScenarioName[] = SCENARIOS.map((s) => s.name)

export function findScenario(name: string): ScenarioDefinition | null {
  return SCENARIOS.find((s) => s.name === name) ?? null
}

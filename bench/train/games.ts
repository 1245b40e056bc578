// Training data for the learned evaluation: whole matches of bots, every decision recorded as the
// features of what the acting seat knew and the move it made (src/bots/learned/features.ts, from its
// BotInput only), with the target that seat's Monte Carlo return — the reward of the round's end for it
// (reward.ts: penalty against the others' mean, plus the going-out bonus), as the search values a round.
// The match's result is not in the target yet: the search this value will serve scores rounds.
import { Rng, applyOrThrow, movesFor, newMatch, nextRound, viewFor } from '../../src/engine/index'
import type { MatchState, Move } from '../../src/engine/index'
import { botInput, hardMove, mediumMove } from '../../src/bots/index'
import type { BotInput } from '../../src/bots/index'
import { ownCounts } from '../../src/bots/cards'
import { rewardOf } from '../../src/bots/reward'
import { DEFAULT_TUNING } from '../../src/bots/search'
import { INPUT_SIZE, MOVE_SIZE, STATE_SIZE, decisionFeatures } from '../../src/bots/learned/features'
import type { Mlp } from '../../src/bots/learned/mlp'
import { highestRow, qValues } from '../../src/bots/learned/mlp'
import { CounterStream, TRAIN_STREAM, hashed, tableFor } from './deals'

export type Player = 'medium' | 'hard' | 'learned'

/** Rows of network input and their targets, grown as games are played. */
export class Samples {
  x = new Float32Array(1024 * INPUT_SIZE)
  y = new Float32Array(1024)
  n = 0

  add(state: Float32Array, moves: Float32Array, row: number): number {
    if (this.n === this.y.length) {
      const x = new Float32Array(this.x.length * 2)
      x.set(this.x)
      const y = new Float32Array(this.y.length * 2)
      y.set(this.y)
      this.x = x
      this.y = y
    }
    const at = this.n * INPUT_SIZE
    this.x.set(state, at)
    this.x.set(moves.subarray(row * MOVE_SIZE, (row + 1) * MOVE_SIZE), at + STATE_SIZE)
    return this.n++
  }
}

export interface PlayConfig {
  /** Who plays each game's seats (drawn per seat, by game index). */
  mix: Readonly<Partial<Record<Player, number>>>
  /** The chance any seat plays a uniformly random legal move instead, so other moves get values too. */
  epsilon: number
  /** The hard bot's search iterations per decision (small: the data should come fast). */
  hardIterations: number
  /** The network the learned seats play (greedy, besides epsilon); needed when the mix has them. */
  model: Mlp | null
}

export interface GameStats {
  decisions: number
  recorded: number
  rounds: number
}

/** The seats of game `game`: each drawn from the mix; a mix with learned seats always seats one. */
export function seatsFor(game: number, players: number, mix: PlayConfig['mix']): Player[] {
  const r = new CounterStream(TRAIN_STREAM ^ 0x5ea7, game)
  const entries = Object.entries(mix) as [Player, number][]
  const total = entries.reduce((a, [, w]) => a + w, 0)
  const seats: Player[] = []
  for (let s = 0; s < players; s++) {
    let u = r.next() * total
    const pick = entries.find(([, w]) => (u -= w) < 0) ?? entries[entries.length - 1]!
    seats.push(pick[0])
  }
  if ((mix.learned ?? 0) > 0 && !seats.includes('learned')) seats[r.int(players)] = 'learned'
  return seats
}

function choose(
  who: Player,
  input: BotInput,
  legal: Move[],
  rng: Rng,
  config: PlayConfig
): { move: Move; features: ReturnType<typeof decisionFeatures>; row: number } {
  if (rng.next() < config.epsilon) {
    const row = rng.int(legal.length)
    return { move: legal[row]!, features: decisionFeatures(input, legal), row }
  }
  if (who === 'learned') {
    if (config.model === null) throw new Error('A learned seat needs a model.')
    const features = decisionFeatures(input, legal)
    const row = highestRow(qValues(config.model, features.state, features.moves, features.count))
    return { move: legal[row]!, features, row }
  }
  // A hard seat plays the plain search by iterations alone (the hard bot before issue 53 folded the
  // expert into it): cheap, and the training games stay as they were.
  const hardLimits = { tuning: DEFAULT_TUNING, maxIterations: config.hardIterations, maxWork: Infinity }
  const move = who === 'medium' ? mediumMove(input, rng) : hardMove(input, rng, hardLimits)
  return { move, features: decisionFeatures(input, [move]), row: 0 }
}

/** Plays training game `game` to the match's end, adding every choice with more than one legal move. */
export function playTrainingGame(game: number, config: PlayConfig, into: Samples): GameStats {
  const table = tableFor(game)
  const seats = seatsFor(game, table.players, config.mix)
  const deals = new CounterStream(TRAIN_STREAM, game)
  const made = newMatch(table.players, table.options, deals)
  if (!made.ok) throw new Error(made.error.message)
  let state: MatchState = made.value
  const rng = new Rng(hashed(TRAIN_STREAM ^ 0xb075, game, 0))
  const stats: GameStats = { decisions: 0, recorded: 0, rounds: 0 }
  for (;;) {
    const pending: { index: number; seat: number }[] = []
    while (state.phase === 'playing' && state.turn !== null) {
      const seat = state.turn
      const input = botInput(viewFor(state, seat))
      const legal = movesFor(ownCounts(input), input.meld, input.copies, input.overwrite)
      stats.decisions++
      let move = legal[0]!
      if (legal.length > 1) {
        const chosen = choose(seats[seat]!, input, legal, rng, config)
        move = chosen.move
        pending.push({ index: into.add(chosen.features.state, chosen.features.moves, chosen.row), seat })
      }
      state = applyOrThrow(state, seat, move).state
    }
    const result = state.results[state.results.length - 1]!
    for (const p of pending)
      into.y[p.index] = rewardOf(result.penalties, result.wentOut, p.seat, state.players)
    stats.recorded += pending.length
    stats.rounds++
    if (state.phase === 'matchOver') return stats
    const next = nextRound(state, deals)
    if (!next.ok) throw new Error(next.error.message)
    state = next.value
  }
}

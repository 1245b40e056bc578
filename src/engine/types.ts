// The engine's public vocabulary. Everything here is plain JSON-friendly data so a state can be saved,
// sent and compared with `structuredClone`/`JSON.stringify` without custom codecs.
// Layer rule: nothing in src/engine imports Node, the DOM or Electron.
import type { ChoiceOptions } from './option-list'
import type { Refusal } from './result'

/** The thirteen ranks of RULES.md R1: no 6s and no 10s. */
export const RANKS = [1, 2, 3, 4, 5, 7, 8, 9, 11, 12, 13, 14, 15] as const
export type Rank = (typeof RANKS)[number]

/** R1: the weather group printed on a card. */
export const WEATHERS = ['rain', 'cloud', 'sun'] as const
export type Weather = (typeof WEATHERS)[number]

/**
 * Cards have no suits (R1), so a multiset of cards is a count per rank. Index = rank (0..15);
 * indexes 0, 6 and 10 are always 0. Length is always 16.
 */
export type RankCounts = number[]

/** Penalty points per rank (R1.points). Index = rank, length 16, unused indexes 0. */
export type PointsTable = number[]

export const MELD_TYPES = ['single', 'set', 'run'] as const
export type MeldType = (typeof MELD_TYPES)[number]

/** A meld on the table (R4). `cards` ascending. */
export interface Meld {
  type: MeldType
  cards: Rank[]
}

/** The moves that put cards down (R5); the fourth kind is a pass. */
export const PLAY_KINDS = ['lead', 'overwrite', 'add'] as const
export const MOVE_KINDS = [...PLAY_KINDS, 'pass'] as const
export type MoveKind = (typeof MOVE_KINDS)[number]

/** A move (R5). `cards` are ranks from the mover's hand, ascending. */
export type Move =
  | { kind: 'lead'; cards: Rank[] }
  | { kind: 'overwrite'; cards: Rank[] }
  | { kind: 'add'; cards: Rank[] }
  | { kind: 'pass' }

/** R2.two and R2.variants: how two players play a match — two hands from one deal, or rounds to the target. */
export const TWO_PLAYER_GAMES = ['two-hands', 'to-target'] as const
export type TwoPlayerGame = (typeof TWO_PLAYER_GAMES)[number]
/** R2.variants: cards in each hand with three players — 13, or 16 with the extra card deal. */
export const THREE_PLAYER_HANDS = [13, 16] as const
export type ThreePlayerHand = (typeof THREE_PLAYER_HANDS)[number]
/** R5.overwrite, and R2.variants' bigger overwrites: a play with more cards overwrites too. */
export const OVERWRITE_RULES = ['same-size', 'bigger'] as const
export type OverwriteRule = (typeof OVERWRITE_RULES)[number]

/** Table options (every RULES.md decision and variant is an option, default in parentheses). */
/** Every table option: the choices of CHOICE_OPTIONS (option-list.ts: the two-player game, the
 *  three-player hand, the overwrite rule), and the ones no form offers. */
export interface TableOptions extends ChoiceOptions {
  /** D1: penalty points per rank (default: DEFAULT_POINTS). */
  points: PointsTable
  /** D3: seat that leads the first round, or 'random' (random). */
  firstLeader: number | 'random'
  /** D5: the match ends after a round in which a total reaches this (20). */
  target: number
  /**
   * A tournament stage (issue 52, docs/tournament.md): the match is exactly this many rounds and the
   * target ends nothing, so every table of a stage plays all its deals. Absent at every ordinary table
   * (R8: to the target). Two players playing two hands keep their two rounds (R2.two).
   */
  fixedDeals?: number
}

export const PHASES = ['playing', 'roundOver', 'matchOver'] as const
export type Phase = (typeof PHASES)[number]

/** Why a trick was cleared (R6), in the order they are checked. */
export type ClearReason = 'eight' | 'set' | 'run' | 'pass'

/** One entry of the move log of the current round: replaying it from the deal gives the same state. */
export interface LoggedMove {
  seat: number
  move: Move
}

/** Result of one finished round. `hands` are every hand as it was at the end (D6: revealed to all). */
export interface RoundResult {
  round: number
  leader: number
  wentOut: number
  penalties: number[]
  hands: Rank[][]
}

/**
 * What every seat may know of a match (R9): the public part the MatchState and each SeatView share.
 */
export interface PublicRound {
  players: number
  options: TableOptions
  /** 1-based round number. */
  round: number
  /** The leader of the current round. */
  roundLeader: number
  phase: Phase
  /**
   * R2.two: the cards of this deal's earlier hands (round 2: every first hand), else all 0. Public:
   * every one of them was played or shown when its round ended (D6).
   */
  retired: RankCounts
  /**
   * Cards played this round that are out of play: cleared tricks and overwritten melds. Public.
   * Conservation: hands + meld.cards + cleared + undealt + reserve + retired = the deck, at every
   * moment of a round.
   */
  cleared: RankCounts
  /** The central meld, or null when the next play is a lead. */
  meld: Meld | null
  /** Seat that made the last play of the current trick, null before the lead. */
  lastPlayer: number | null
  /** Number of plays (not passes) made in the current trick: the lead is play 1 (R6.eight). */
  playsInTrick: number
  /** Seats that have passed in the current trick. */
  passed: boolean[]
  /** Seat to act, or null when the round is over. */
  turn: number | null
  /** Running totals (R7, R8). */
  totals: number[]
  /** Every finished round of this match, oldest first, each with every hand revealed (D6). */
  results: RoundResult[]
  /** Winners once the match is over (R8), else []. */
  winners: number[]
  /** This round's public move log (every played card is public), for replay. */
  log: LoggedMove[]
}

/** The whole authoritative state of a match. Secret: only the host holds it (R9). */
export interface MatchState extends PublicRound {
  /**
   * Save-format version of this shape. 2: no seed or RNG state any more (format 1 kept both, and every
   * later deal of the match followed from them): each deal draws fresh randomness from its caller.
   * 3: the R2.variants options, and `reserve`/`retired` for two-hands matches (R2.two).
   */
  format: 3
  /** First leader of round 1 (D3). */
  matchLeader: number
  /** Hands per seat as counts. */
  hands: RankCounts[]
  /** Cards dealt to nobody: secret to everyone (R2, R9). With R2.two the same 4 for the whole match. */
  undealt: RankCounts
  /**
   * R2.two: the hands dealt for later rounds of this deal, one per seat (round 1 of a two-hands match:
   * every second hand), else []. Secret to everyone, their owners included (R9, D2).
   */
  reserve: RankCounts[]
  /** The deal of this round, so a replay of the log can start it. */
  dealt: RankCounts[]
  dealtUndealt: RankCounts
}

/** Something that happened because of a move, in order: what a table UI animates and announces. */
export type EngineEvent =
  | { type: 'played'; seat: number; move: Move; meld: Meld }
  | { type: 'passed'; seat: number }
  | { type: 'trickCleared'; seat: number; reason: ClearReason; meld: Meld | null }
  | { type: 'roundEnded'; result: RoundResult }
  | { type: 'matchEnded'; winners: number[]; totals: number[] }

export const ERROR_CODES = [
  'bad-seat', // not a seat of this table
  'round-over', // the round (or match) is over: no moves until the next round
  'not-your-turn',
  'bad-move', // malformed: unknown kind, no cards, more than three cards, not ranks
  'not-in-hand', // the cards are not all in the mover's hand
  'not-a-meld', // the cards do not form a meld by themselves (D4)
  'leader-cannot-pass', // R5.lead
  'must-lead', // overwrite/add with no central meld
  'cannot-lead', // lead while there is a central meld
  'wrong-size', // overwrite with another number of cards than the central meld (R5.overwrite)
  'wrong-type', // overwrite of the same size but another type: a set on a run or a run on a set (R5.overwrite)
  'too-weak', // overwrite not stronger
  'cannot-overwrite-long', // central meld of four or more cards (R5.overwrite)
  'cannot-add', // the cards do not extend the central meld (R5.add)
  // Added by the engine for setting a table up rather than playing a move:
  'bad-options', // table options or player count out of range (resolveOptions, newMatch)
  'bad-deal', // hands that do not fit the deck (roundFromHands)
  'round-not-over' // nextRound while the current round is still being played
] as const
export type EngineErrorCode = (typeof ERROR_CODES)[number]

/** A refusal by the engine. Result and Refusal have one home: result.ts. */
export type EngineError = Refusal<EngineErrorCode>
export type { Result } from './result'

export interface Applied {
  state: MatchState
  events: EngineEvent[]
}

/** What one seat may know (R9). Spectators get the same shape with `seat: null` and `hand: null`. */
export interface SeatView extends PublicRound {
  seat: number | null
  /** This seat's hand, ascending ranks; null for spectators. */
  hand: Rank[] | null
  /** How many cards each hand holds. */
  handCounts: number[]
  /** Copies of each rank in this deck (R1), and how many cards were left undealt (count only). */
  copies: number
  undealtCount: number
  /** R2.two: cards in the hands dealt for later rounds (counts only, every seat's together), else 0. */
  reserveCount: number
}

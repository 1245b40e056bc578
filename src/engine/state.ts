// Building and copying MatchState. States are values: every public function returns a fresh copy and
// never shares an array with its input, so a caller may keep or mutate old states safely.
import type {
  LoggedMove,
  Meld,
  MatchState,
  Move,
  PublicRound,
  RankCounts,
  RoundResult,
  TableOptions
} from './types'
import { emptyCounts } from './cards'

export function cloneMove(move: Move): Move {
  return move.kind === 'pass' ? { kind: 'pass' } : { kind: move.kind, cards: [...move.cards] }
}

export function cloneMeld<T extends Meld | null>(meld: T): T {
  return (meld === null ? null : { type: meld.type, cards: [...meld.cards] }) as T
}

export function cloneLogged(entry: LoggedMove): LoggedMove {
  return { seat: entry.seat, move: cloneMove(entry.move) }
}

export function cloneResult(r: RoundResult): RoundResult {
  return {
    round: r.round,
    leader: r.leader,
    wentOut: r.wentOut,
    penalties: [...r.penalties],
    hands: r.hands.map((h) => [...h])
  }
}

export function cloneOptions(o: TableOptions): TableOptions {
  // A spread, not a field list: every option of the list (option-list.ts) comes along, and V8 copies a
  // spread of a plain object fast (a search clones states by the thousand).
  return { ...o, points: [...o.points] }
}

/**
 * A fresh copy of the public part of a round, field by field: the view of a seat is built from it, so
 * nothing secret of a MatchState can slip into a view through it.
 */
export function clonePublicRound(s: PublicRound): PublicRound {
  return {
    players: s.players,
    options: cloneOptions(s.options),
    round: s.round,
    roundLeader: s.roundLeader,
    phase: s.phase,
    retired: [...s.retired],
    cleared: [...s.cleared],
    meld: cloneMeld(s.meld),
    lastPlayer: s.lastPlayer,
    playsInTrick: s.playsInTrick,
    passed: [...s.passed],
    turn: s.turn,
    totals: [...s.totals],
    results: s.results.map(cloneResult),
    winners: [...s.winners],
    log: s.log.map(cloneLogged)
  }
}

export function cloneState(s: MatchState): MatchState {
  return {
    format: 3,
    ...clonePublicRound(s),
    matchLeader: s.matchLeader,
    hands: s.hands.map((h) => [...h]),
    undealt: [...s.undealt],
    reserve: s.reserve.map((h) => [...h]),
    dealt: s.dealt.map((h) => [...h]),
    dealtUndealt: [...s.dealtUndealt]
  }
}

export interface RoundStart {
  players: number
  options: TableOptions
  round: number
  matchLeader: number
  roundLeader: number
  totals: readonly number[]
  results: readonly RoundResult[]
  hands: readonly RankCounts[]
  undealt: RankCounts
  /** R2.two: hands dealt for later rounds ([] when none) and the cards of earlier hands (public). */
  reserve: readonly RankCounts[]
  retired: RankCounts
}

/** A round as dealt: nothing played, the leader on turn (R5.lead), the deal kept for replay. */
export function startRound(r: RoundStart): MatchState {
  return {
    format: 3,
    players: r.players,
    options: cloneOptions(r.options),
    round: r.round,
    matchLeader: r.matchLeader,
    roundLeader: r.roundLeader,
    phase: 'playing',
    hands: r.hands.map((h) => [...h]),
    undealt: [...r.undealt],
    reserve: r.reserve.map((h) => [...h]),
    retired: [...r.retired],
    cleared: emptyCounts(),
    meld: null,
    lastPlayer: null,
    playsInTrick: 0,
    passed: new Array<boolean>(r.players).fill(false),
    turn: r.roundLeader,
    totals: [...r.totals],
    results: r.results.map(cloneResult),
    winners: [],
    log: [],
    dealt: r.hands.map((h) => [...h]),
    dealtUndealt: [...r.undealt]
  }
}

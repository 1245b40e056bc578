// Proves that a table's engine state changes only by the rules. Feed it every (version, state) the table
// commits (Table.onChange): each new MatchState must be one legal move of the seat on turn applied to the
// previous state, the next round or a new match (the first or a rematch) exactly as the engine deals
// them for some shuffle. Deals are fresh randomness that no state carries, so the checker logs each deal
// it saw (`stackedDeck` replays it). An old state that was mutated in place is caught too (states are
// values). `replay()` rebuilds the final state from the logged transitions alone.
import { apply, deepEqual, newMatch, nextRound } from '../../src/engine'
import type { MatchState, Move } from '../../src/engine'
import { stackedDeck } from '../engine/stacked-deck'

export type Transition =
  | { kind: 'move'; version: number; seat: number; move: Move }
  | { kind: 'nextRound'; version: number; dealt: MatchState }
  | { kind: 'newMatch'; version: number; dealt: MatchState }

export interface TransitionOptions {
  /** Keep every transition for `replay()` (the soak keeps none, to stay bounded). */
  keepLog?: boolean
  /**
   * Who may have made this move, asked for every accepted move: null when allowed, else why not.
   * `version` is the table version the move was accepted at (the new state has version + 1).
   */
  authorize?: (seat: number, version: number, move: Move) => string | null
}

export class TransitionChecker {
  readonly violations: string[] = []
  readonly log: Transition[] = []
  moves = 0
  rounds = 0
  matches = 0
  private first: MatchState | null = null
  private last: MatchState | null = null
  private lastText = 'null'
  private lastVersion: number | null = null

  constructor(private readonly options: TransitionOptions = {}) {}

  /** One committed version of the table and its engine state (null in the lobby). */
  observe(version: number, state: MatchState | null): void {
    const fail = (why: string): void => {
      if (this.violations.length < 50) this.violations.push(`version ${version}: ${why}`)
    }
    if (this.lastVersion !== null && version !== this.lastVersion + 1) {
      fail(`the version jumped from ${this.lastVersion}`)
    }
    const previous = this.last
    if (previous !== null && JSON.stringify(previous) !== this.lastText) {
      fail('the previous engine state was changed in place')
    }
    this.lastVersion = version
    if (state === previous) return
    const text = JSON.stringify(state)
    if (state === null) fail('the match disappeared')
    else if (previous === null || previous.phase === 'matchOver') this.newMatch(version, state, fail)
    else if (previous.phase === 'roundOver') this.nextRound(version, previous, state, fail)
    else this.move(version, previous, state, fail)
    this.first ??= state
    this.last = state
    this.lastText = text
  }

  /** Checks that nothing changed the last state since it was observed (call at the end). */
  finish(current: MatchState | null): void {
    if (current !== this.last) this.violations.push('the final state was never committed')
    else if (JSON.stringify(current) !== this.lastText)
      this.violations.push('the final state was changed in place')
  }

  /** The final state rebuilt from the first deal and the logged transitions (needs keepLog). */
  replay(): MatchState | null {
    let state: MatchState | null = null
    for (const t of this.log) {
      if (t.kind === 'newMatch') {
        // The first match and every rematch: the same players and options, and the logged deal.
        const like = state ?? this.first
        if (like === null) return null
        const result = newMatch(like.players, like.options, stackedDeck(t.dealt, t.dealt.matchLeader))
        if (!result.ok) throw new Error(`replay: new match at version ${t.version}: ${result.error.message}`)
        state = result.value
      } else if (state === null) {
        throw new Error(`replay: a ${t.kind} at version ${t.version} before any match`)
      } else if (t.kind === 'move') {
        const result = apply(state, t.seat, t.move)
        if (!result.ok)
          throw new Error(`replay: move at version ${t.version} refused: ${result.error.message}`)
        state = result.value.state
      } else {
        const result = nextRound(state, stackedDeck(t.dealt))
        if (!result.ok) throw new Error(`replay: next round at version ${t.version}: ${result.error.message}`)
        state = result.value
      }
    }
    return state
  }

  private record(t: Transition): void {
    if (this.options.keepLog) this.log.push(t)
  }

  private newMatch(version: number, state: MatchState, fail: (why: string) => void): void {
    const leader = state.options.firstLeader === 'random' ? state.matchLeader : null
    if (!isDealt(() => newMatch(state.players, state.options, stackedDeck(state, leader)), state))
      return fail('a new match that is not a deal')
    this.matches++
    this.record({ kind: 'newMatch', version, dealt: state })
  }

  private nextRound(
    version: number,
    previous: MatchState,
    state: MatchState,
    fail: (why: string) => void
  ): void {
    if (!isDealt(() => nextRound(previous, stackedDeck(state)), state))
      return fail('a new round that is not the next deal')
    this.rounds++
    this.record({ kind: 'nextRound', version, dealt: state })
  }

  private move(version: number, previous: MatchState, state: MatchState, fail: (why: string) => void): void {
    const entry = state.log[state.log.length - 1]
    if (entry === undefined || state.log.length !== previous.log.length + 1) {
      return fail(`a change that is not one move (log ${previous.log.length} → ${state.log.length})`)
    }
    if (entry.seat !== previous.turn)
      return fail(`a move by seat ${entry.seat} on seat ${String(previous.turn)}'s turn`)
    const result = apply(previous, entry.seat, entry.move)
    if (!result.ok) return fail(`an illegal move was applied: ${result.error.code}`)
    if (!deepEqual(result.value.state, state)) return fail('the state is not the result of its last move')
    const refused = this.options.authorize?.(entry.seat, version - 1, entry.move) ?? null
    if (refused !== null) fail(refused)
    this.moves++
    this.record({ kind: 'move', version, seat: entry.seat, move: entry.move })
  }
}

/** Whether `deal()` (the engine dealing the state's own cards) gives exactly `state`. */
function isDealt(deal: () => ReturnType<typeof nextRound>, state: MatchState): boolean {
  try {
    const dealt = deal()
    return dealt.ok && deepEqual(dealt.value, state)
  } catch {
    return false
  }
}

// One step of the table's rules while it is being worked out: a copy of the state to change and the
// effects the shell must carry out. Every command module (join-, play-, round- and host-commands.ts)
// changes a Step and returns null, or returns a refusal and leaves the step unused; reducer.ts decides
// which command runs and turns the step into the outcome.
import type { EngineEvent, SeatView } from '../../engine'
import type { RandomSource } from '../random-source'
import { inGrace } from './seat'
import type { SeatRecord } from './seat'
import type { HostSettings } from './table-config'
import type { Refusal, TableEvent } from './table-events'
import type { TableState } from './table-state'
import type { HintLevel } from '../../protocol/vocabulary'

export interface RuleContext {
  host: HostSettings
  /** Seat tokens for new players, and every deal: each round draws fresh from it. */
  random: RandomSource
  /** The running turn timer's time left (ms), null when none runs: a pause keeps it (match-controls.ts). */
  turnMsLeft?: () => number | null
}

export type DismissReason = 'left' | 'replaced' | 'kicked'

/** What the shell must do because of a step, in this order. `changed` (the version went up) comes last. */
export type Effect =
  | { type: 'welcome'; member: number }
  | { type: 'dismiss'; member: number; reason: DismissReason; message: string }
  /** The current state to one member (a `sync`). */
  | { type: 'resync'; member: number }
  | { type: 'hint'; member: number; view: SeatView; level: HintLevel; version: number }
  | { type: 'graceStart'; token: string }
  | { type: 'graceStop'; token: string }
  | { type: 'log'; event: TableEvent }
  | { type: 'changed'; events: EngineEvent[] }

/** The state being built (a copy of the input's seats, members and settings) and the effects so far. */
export class Step {
  readonly state: TableState
  readonly effects: Effect[] = []
  readonly #matchBefore: TableState['match']

  constructor(
    input: TableState,
    readonly context: RuleContext
  ) {
    this.#matchBefore = input.match
    this.state = {
      ...input,
      settings: { ...input.settings },
      seats: input.seats.map((s) => ({ ...s })),
      members: input.members.map((m) => ({ ...m }))
    }
  }

  effect(effect: Effect): void {
    this.effects.push(effect)
  }

  log(event: TableEvent): void {
    this.effects.push({ type: 'log', event })
  }

  /** Every change bumps the version once, carrying the engine events that produced it; a change of the
   *  match (the engine's states are never changed in place, so a new one is a new object) is a game change. */
  commit(events: EngineEvent[] = []): null {
    this.state.version++
    this.#rememberHostSeat()
    if (this.state.match !== this.#matchBefore) {
      this.state.gameVersion = this.state.version
      this.#keepTimedOutOfThisRound()
    }
    this.effects.push({ type: 'changed', events })
    return null
  }

  /** The seat the host plays now, by its token, so it stays theirs while they are gone (table-state.ts). */
  #rememberHostSeat(): void {
    const host = this.state.members.find((m) => m.isHost && m.seat !== null)
    const token = host?.seat === null || host?.seat === undefined ? null : this.state.seats[host.seat]?.token
    if (token !== null && token !== undefined) this.state.hostToken = token
  }

  /** The moves the turn timer and stand-ins made belong to one round's log: a new deal empties it, undo
   *  shortens it. The round's undos stay with their round (a new deal or match drops them: round-commands). */
  #keepTimedOutOfThisRound(): void {
    const { match } = this.state
    for (const key of ['timedOut', 'standIn'] as const) {
      const marked = this.state[key]
      if (marked === undefined) continue
      const moves = match === null || match.round !== marked.round ? [] : marked.moves.filter((i) => i < match.log.length)
      if (moves.length === 0) delete this.state[key]
      else this.state[key] = { round: marked.round, moves }
    }
    if (this.state.undone !== undefined && match?.round !== this.state.undone.round) delete this.state.undone
  }

  removeMember(id: number): void {
    this.state.members = this.state.members.filter((m) => m.id !== id)
  }

  /** The seat's player is back or gone for good: their grace timer, if one runs, stops. */
  stopGrace(seat: SeatRecord): void {
    if (inGrace(seat) && seat.token !== null) this.effect({ type: 'graceStop', token: seat.token })
  }
}

/** Whether a move, hint or undo was made on the current game: the client sends the version of the state it
 *  acted on, which is current for the game when no game change came after it (room changes may have). */
export function onCurrentGame(state: TableState, version: number): boolean {
  return version >= state.gameVersion && version <= state.version
}

/** An action based on an older version. The shell follows this refusal with the current state. */
export function stale(state: TableState): Refusal {
  return { code: 'stale', message: `The table is at version ${state.version}: here is the current state.` }
}

export const notInLobby: Refusal = {
  code: 'not-in-lobby',
  message: 'Seats and settings change only in the lobby.'
}

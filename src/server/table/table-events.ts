// What happens at a table that the person running the host wants to know (CLI log, Electron UI).
// Never sent to clients; round results are public by then (RULES.md D6).
import type { RoundResult } from '../../engine'
import type { Refusal as RefusalOf, Result } from '../../engine/result'
import type { DeviceInfo } from '../../protocol/device'
import type { ErrorCode } from '../../protocol/messages'
import type { MatchRecord } from '../../protocol/match-record'

export type TableEvent =
  /** `isHost`: joined with the host key (the desktop app follows its own window's seat by it) */
  | { type: 'joined'; seat: number | null; name: string; rejoined: boolean; isHost?: boolean }
  | { type: 'disconnected'; seat: number | null; name: string }
  | { type: 'left'; seat: number | null; name: string; kicked?: boolean }
  | { type: 'away'; seat: number; name: string }
  | { type: 'matchStarted'; players: number }
  | { type: 'roundStarted'; round: number }
  | { type: 'roundEnded'; result: RoundResult; totals: number[] }
  /** `practice`: a move was taken back in this match, before or after a restart (its history entry says
   *  so, and it stays out of the statistics). `record`: the whole match (issue 26), unless the table
   *  missed a round of it (restored mid-match). */
  | {
      type: 'matchEnded'
      winners: number[]
      totals: number[]
      practice: boolean
      record?: MatchRecord
      /** The host ended it before its target (server/table/match-controls.ts, engine/early-end.ts). */
      endedEarly?: true
    }
  /** A solo player took a move back: the match is practice from here on (its history entry says so). */
  | { type: 'undone'; seat: number }
  | { type: 'saveFailed'; where: string; error: RefusalOf }
  | { type: 'saveRecovered'; where: string }
  | { type: 'botFailed'; seat: number; error: Error }
  // From the WebSocket edge (transport), not the rules: who was turned away at the door, and why.
  | {
      type: 'pinRefused'
      address: string
      why: 'wrong' | 'locked'
      scope: 'address' | 'table'
      retryInMs: number
    }
  | { type: 'connectionRefused'; address: string; reason: string }
  /** The knock list (door-keeper.ts): someone knocked, was let in, turned away, or stopped waiting. */
  | {
      type: 'knock'
      name: string
      address: string
      device: DeviceInfo | null
      outcome: 'waiting' | 'let-in' | 'turned-away' | 'gone'
    }

/** Why the table refused a message; sent to the client as {type:'error', code, message, version}. */
export type Refusal = RefusalOf<ErrorCode>

/** A table decision (admission, a lobby change, undo): its value, or the refusal to send. */
export type TableResult<T> = Result<T, Refusal>

// Which table screen a session shows, and two facts about the seat read from the view. Pure.
import type { SeatView } from '../../../engine/types'
import type { Session } from './session'

export type Screen = 'connecting' | 'knocking' | 'join' | 'lobby' | 'playing' | 'roundOver' | 'matchOver' | 'closed'

export function screenOf(s: Session): Screen {
  if (s.knocking && s.joinError === null) return 'knocking' // waiting, or turned away (closed)
  if (s.closed !== null) return 'closed'
  if (s.joinError !== null) return 'join'
  if (s.table === null) return 'connecting'
  if (s.table.status === 'lobby' || s.view === null) return 'lobby'
  if (s.view.phase === 'matchOver') return 'matchOver'
  if (s.view.phase === 'roundOver') return 'roundOver'
  return 'playing'
}

/** A round is being played and `seat` is on turn. */
export function isTurnOf(view: SeatView | null, seat: number | null): boolean {
  return view !== null && view.phase === 'playing' && seat !== null && view.turn === seat
}

/** "Pass until this trick ends" can be switched on: a trick is being played and `seat` is in it. */
export function canAutoPassIn(view: SeatView | null, seat: number | null): boolean {
  return (
    view !== null &&
    view.phase === 'playing' &&
    view.meld !== null &&
    seat !== null &&
    view.passed[seat] !== true &&
    view.lastPlayer !== seat
  )
}

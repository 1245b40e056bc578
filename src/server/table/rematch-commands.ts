// The host's Rematch (issue 23): it no longer replaces everyone's results at once. By default it waits
// until every connected player has said ready (the host's own seat says ready by asking); `now` starts it
// without the players still reading, which the host chooses knowingly. The wait can be cancelled. The
// table stays the authority: whatever the host's screen showed, the rematch starts here, when the rules
// say so, and a command that no longer fits (the match is not over, nothing waits) changes nothing.
import { advance, readyToAdvance } from './round-commands'
import type { Step } from './step'
import type { Refusal } from './table-events'

const notOver: Refusal = { code: 'wrong-phase', message: 'The match is not over.' }
const nothingWaits: Refusal = { code: 'wrong-phase', message: 'No rematch is waiting to start.' }

/** `hostSeat`: the seat of the host who asks, if they play (their asking is their own ready). */
export function rematch(step: Step, hostSeat: number | null, now: boolean): Refusal | null {
  const { state } = step
  if (state.match?.phase !== 'matchOver') return notOver
  const seat = hostSeat === null ? undefined : state.seats[hostSeat]
  if (seat?.kind === 'human') seat.ready = true
  state.rematchWaits = true
  return now || readyToAdvance(state) ? advance(step) : step.commit()
}

/** The host takes the waiting rematch back; their own seat is not ready any more, so the last player's
 *  ready does not start it after all. */
export function cancelRematch(step: Step, hostSeat: number | null): Refusal | null {
  const { state } = step
  if (state.match?.phase !== 'matchOver') return notOver
  if (state.rematchWaits !== true) return nothingWaits
  const seat = hostSeat === null ? undefined : state.seats[hostSeat]
  if (seat?.kind === 'human') seat.ready = false
  state.rematchWaits = false
  return step.commit()
}

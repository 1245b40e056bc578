// The host's controls during a match (issue 51): pause and resume, the turn timer (from the next turn, or
// at once when it was off),
// and ending the match now. Reached like the lobby's host commands (host-commands.ts): reducer.ts checks
// the host key first, these check the phase. A refusal changes nothing.
import { endMatchNow } from '../../engine'
import type { MatchState } from '../../engine'
import type { Step } from './step'
import type { Refusal } from './table-events'
import type { TableState } from './table-state'

export const matchControlRefusals = {
  noRound: { code: 'wrong-phase', message: 'The match can be paused only while a round is being played.' },
  alreadyPaused: { code: 'wrong-phase', message: 'The match is already paused.' },
  notPaused: { code: 'wrong-phase', message: 'The match is not paused.' },
  noMatch: { code: 'not-playing', message: 'No match is being played.' },
  sameTimer: { code: 'bad-settings', message: 'The turn timer already has this length.' },
  paused: { code: 'paused', message: 'The host paused the match: wait until it goes on.' }
} satisfies Record<string, Refusal>

/** Whether a match is running (started and not over): what the timer and the early end apply to. */
function running(state: TableState): MatchState | null {
  return state.match !== null && state.match.phase !== 'matchOver' ? state.match : null
}

/** Nobody moves and no timer runs (turn-policy.ts); the turn timer's time left is kept for the resume. */
export function pause(step: Step): Refusal | null {
  const { state } = step
  if (state.paused !== undefined) return matchControlRefusals.alreadyPaused
  if (state.match?.phase !== 'playing') return matchControlRefusals.noRound
  state.paused = { turnMsLeft: step.context.turnMsLeft?.() ?? null }
  return step.commit()
}

/** The same turn goes on with the time it had left (a bot's turn starts its pause again). */
export function resume(step: Step): Refusal | null {
  const { state } = step
  const paused = state.paused
  if (paused === undefined || state.match === null) return matchControlRefusals.notPaused
  if (paused.turnMsLeft !== null) state.heldTurn = { match: state.match, ms: paused.turnMsLeft }
  delete state.paused
  return step.commit()
}

/**
 * A new length applies from the next turn: the turn being played keeps the timer it started with — except
 * when the timer was off. A host turns it on because the table waits for someone who walked away, so that
 * turn is timed at once, with the whole new length from now.
 */
export function setTurnTimer(step: Step, seconds: number): Refusal | null {
  const { state } = step
  const match = running(state)
  if (match === null) return matchControlRefusals.noMatch
  if (seconds === state.settings.turnSeconds) return matchControlRefusals.sameTimer
  const before = state.settings.turnSeconds
  if (before > 0 && state.heldTurn?.match !== match) state.heldTurn = { match, ms: before * 1000 }
  state.settings.turnSeconds = seconds
  return step.commit()
}

/** The match over as it stands (engine/early-end.ts says how it is scored): everyone sees its end. */
export function endMatch(step: Step): Refusal | null {
  const { state } = step
  const match = running(state)
  if (match === null) return matchControlRefusals.noMatch
  const ended = endMatchNow(match)
  state.match = ended
  delete state.paused
  delete state.heldTurn
  state.phaseVersion = state.version + 1
  for (const seat of state.seats) seat.ready = false
  const { winners, totals } = ended
  step.log({ type: 'matchEnded', winners, totals, practice: state.practice, endedEarly: true })
  return step.commit([{ type: 'matchEnded', winners: [...winners], totals: [...totals] }])
}

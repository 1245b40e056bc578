// Starting a match and moving between rounds: start, ready, the next round or a rematch, and what a
// change sets off by itself (the auto start, the next round once nobody is waited for).
import { newMatch, nextRound, rematch } from '../../engine'
import type { MatchState } from '../../engine'
import { isWaitedFor } from './seat'
import { stale } from './step'
import type { Step } from './step'
import type { HostSettings } from './table-config'
import type { Refusal } from './table-events'
import type { Member, TableState } from './table-state'

export function start(step: Step): Refusal | null {
  const { state, context } = step
  if (state.seats.some((s) => s.kind === 'empty')) {
    return { code: 'seats-not-filled', message: 'Every seat needs a player or a bot.' }
  }
  const { dealer } = context.host
  const created = dealer ? dealer(null) : newMatch(state.seats.length, state.settings.options, context.random)
  if (!created.ok) return { code: 'bad-settings', message: created.error.message }
  state.match = created.value
  state.undo = []
  delete state.undone
  state.practice = false
  state.startHeld = false
  for (const seat of state.seats) seat.ready = false
  step.log({ type: 'matchStarted', players: created.value.players })
  step.log({ type: 'roundStarted', round: 1 })
  return step.commit()
}

export function ready(step: Step, member: Member, version: number): Refusal | null {
  const { state } = step
  if (member.seat === null) return { code: 'not-seated', message: 'Spectators need not be ready.' }
  const seat = state.seats[member.seat]
  if (state.match === null || state.match.phase === 'playing' || seat === undefined) {
    return { code: 'wrong-phase', message: 'Ready is for the end of a round or match.' }
  }
  if (version < state.phaseVersion) return stale(state)
  seat.ready = true
  return readyToAdvance(state) ? advance(step) : step.commit()
}

/** Every connected human is ready (bots always are, away players count as ready). A rematch also needs
 *  someone to have asked for it (a player's ready, or the host's waiting Rematch), so a table of bots (or
 *  of away players) does not play on forever. */
export function readyToAdvance(state: TableState): boolean {
  const phase = state.match?.phase
  if (phase !== 'roundOver' && phase !== 'matchOver') return false
  if (state.seats.some(isWaitedFor)) return false
  if (phase === 'roundOver' || state.rematchWaits === true) return true
  return state.seats.some((s) => s.kind === 'human' && s.ready && !s.away)
}

/** The next round, or a rematch with the same seats. */
export function advance(step: Step): Refusal | null {
  const { state } = step
  const match = state.match
  if (match === null || match.phase === 'playing') {
    return { code: 'wrong-phase', message: 'The round is not over.' }
  }
  const { random, host } = step.context
  const next = host.dealer
    ? host.dealer(match)
    : match.phase === 'roundOver'
      ? nextRound(match, random)
      : rematch(match, random)
  if (!next.ok) return { code: 'wrong-phase', message: next.error.message }
  for (const seat of state.seats) seat.ready = false
  state.match = next.value
  state.undo = []
  delete state.undone
  state.rematchWaits = false
  if (match.phase === 'matchOver') {
    state.practice = false // a rematch is a new match: nothing of it was taken back yet
    step.log({ type: 'matchStarted', players: next.value.players })
  }
  step.log({ type: 'roundStarted', round: next.value.round })
  return step.commit()
}

/** Whether the match starts by itself once every seat is taken: the host's auto start, unless the host
 *  brought the table back to the lobby (then the seats are full already and the host starts it). */
export function startsWhenFull(state: TableState, host: HostSettings): boolean {
  return host.autoStart && state.startHeld !== true
}

/** What a change may set off: the auto start, or (after a pause) the next round when nobody is waited for. */
export type FollowUp = { type: 'autoStart' } | { type: 'advanceSoon'; match: MatchState } | null

export function followUp(state: TableState, host: HostSettings): FollowUp {
  if (state.match === null) {
    return startsWhenFull(state, host) && state.seats.every((s) => s.kind !== 'empty')
      ? { type: 'autoStart' }
      : null
  }
  return readyToAdvance(state) ? { type: 'advanceSoon', match: state.match } : null
}

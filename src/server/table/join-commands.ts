// Joining and leaving: a hello (admission.ts decides who may join, and as what), a Leave, a dropped
// connection, and the end of a dropped player's grace period.
import { distinctName } from '../../protocol/display-names'
import { watchesWithoutPin } from '../../protocol/watching'
import { admit } from './admission'
import type { Hello } from './admission'
import { emptySeat, humanSeat } from './seat'
import type { SeatRecord } from './seat'
import type { Step } from './step'
import type { Refusal } from './table-events'
import { memberOf, spectatorCount } from './table-state'
import type { Member, TableState } from './table-state'

export function hello(step: Step, id: number, hello: Hello): Refusal | null {
  const { state, context } = step
  const admission = admit(hello, {
    seats: state.seats,
    pin: state.settings.pin,
    watchWithoutPin: watchesWithoutPin(state.settings.watchWithoutPin, state.settings.pin !== null),
    hostKey: state.settings.hostKey,
    inLobby: state.match === null,
    spectators: spectatorCount(state),
    maxSpectators: context.host.maxSpectators,
    alreadyJoined: memberOf(state, id) !== undefined
  })
  if (!admission.ok) return admission.error
  const admitted = admission.value
  // A tournament's table keeps out watchers while a deal they may not see is played (issue 52).
  if (admitted.as === 'spectator' && admitted.playsElsewhere === undefined && !admitted.isHost) {
    const gated = context.host.watchGate?.() ?? null
    if (gated !== null) return gated
  }
  const seat = admitted.as === 'spectator' ? null : admitted.seat
  const name = nameAtTable(state, hello.name, seat)
  if (admitted.as === 'returning') reclaimSeat(step, admitted.seat, id, name)
  if (admitted.as === 'new-player') {
    const token = context.random.token()
    state.seats[admitted.seat] = humanSeat(name, token, context.host.standInLevel, id)
  }
  const withoutPin =
    admitted.as === 'spectator' && admitted.withoutPin === true ? { withoutPin: true as const } : {}
  const elsewhere =
    admitted.as === 'spectator' && admitted.playsElsewhere !== undefined ? { playsElsewhere: admitted.playsElsewhere } : {}
  state.members.push({ id, seat, isHost: admitted.isHost, name, ...withoutPin, ...elsewhere })
  step.effect({ type: 'welcome', member: id })
  step.log({ type: 'joined', seat, name, rejoined: admitted.as === 'returning', isHost: admitted.isHost })
  return step.commit()
}

/**
 * Two people at a table never share a name, as read by display-names.ts (so "Ann" and "Аnn" in Cyrillic
 * are one name): the second "Ann" plays as "Ann 2" and sees it on their seat. Renaming rather than
 * refusing, because at a party two friends called Ann both just want to sit down; the number tells them
 * apart on every screen and in the log. A player is compared with the other seats (spectators, whom
 * players never see, do not rename them); a spectator with everyone. A returning "Ann 2" stays "Ann 2".
 */
export function nameAtTable(state: TableState, wanted: string, seat: number | null): string {
  const seatNames = state.seats.flatMap((s, i) => (i === seat || s.name === null ? [] : [s.name]))
  const watching = seat === null ? state.members.filter((m) => m.seat === null).map((m) => m.name) : []
  return distinctName(
    wanted,
    [...seatNames, ...watching],
    seat === null ? null : (state.seats[seat]?.name ?? null)
  )
}

/** A returning player takes the seat back from a stale connection (or their other window: moveSeatHere)
 *  and from the stand-in bot. The older connection hears `replaced` and may take it back the same way. */
export function reclaimSeat(step: Step, index: number, id: number, name: string): void {
  const seat = step.state.seats[index] as SeatRecord
  const previous = seat.connection === null ? undefined : memberOf(step.state, seat.connection)
  if (previous !== undefined) {
    step.removeMember(previous.id)
    const message = 'Your seat was taken over by a newer connection.'
    step.effect({ type: 'dismiss', member: previous.id, reason: 'replaced', message })
  }
  step.stopGrace(seat)
  Object.assign(seat, { connection: id, away: false, name })
}

/** Leaving is not final at once: the leaver's token keeps the seat for them. In the lobby the seat is held
 *  for the grace period (then freed), so a mistaken Leave is undone by rejoining from the same browser; in
 *  a match a bot plays it at once, so nobody waits, and the token still brings them back. */
export function leave(step: Step, member: Member): Refusal | null {
  const { state } = step
  step.removeMember(member.id)
  step.effect({ type: 'dismiss', member: member.id, reason: 'left', message: 'You left the table.' })
  const seat = member.seat === null ? undefined : state.seats[member.seat]
  if (seat !== undefined && seat.connection === member.id && member.seat !== null) {
    seat.connection = null
    if (state.match !== null) seat.away = true
    else if (seat.token !== null) step.effect({ type: 'graceStart', token: seat.token })
  }
  step.log({ type: 'left', seat: member.seat, name: member.name })
  return step.commit()
}

export function disconnected(step: Step, member: Member): Refusal | null {
  step.removeMember(member.id)
  step.log({ type: 'disconnected', seat: member.seat, name: member.name })
  const seat = member.seat === null ? undefined : step.state.seats[member.seat]
  if (seat !== undefined && seat.connection === member.id) {
    seat.connection = null
    if (seat.kind === 'human' && seat.token !== null) step.effect({ type: 'graceStart', token: seat.token })
  }
  return step.commit()
}

/** The player did not come back in time: in a match a bot stands in; in the lobby the seat is freed.
 *  Found by token, since the host may have moved the seat meanwhile. */
export function graceOver(step: Step, token: string): Refusal | null {
  const { state } = step
  const index = state.seats.findIndex((s) => s.kind === 'human' && s.token === token)
  const seat = state.seats[index]
  if (seat === undefined || seat.connection !== null) return null
  const name = seat.name ?? ''
  if (state.match === null) {
    state.seats[index] = emptySeat(step.context.host.standInLevel)
    step.log({ type: 'left', seat: index, name })
  } else {
    seat.away = true
    step.log({ type: 'away', seat: index, name })
  }
  return step.commit()
}

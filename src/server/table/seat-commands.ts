// A spectator becomes a player: in the lobby by taking a free seat (`takeSeat`), during a match by the
// host granting the spectator's request (seat-desk.ts turns a grant into `giveSeat`). Either way the seat
// gets a fresh token, sent only to its new player in the welcome, and from the next state on that player
// receives exactly that seat's view and nothing else (RULES.md R9).
//
// What "free" means depends on the phase:
// - in the lobby, an empty seat: a seat the host gave a bot stays the bot's (the host clears it first);
// - during a match no seat is empty (a match starts only with every seat filled), so the seats a spectator
//   may ask for are those a bot plays: a bot seat, or the stand-in for a player who left or stayed away
//   past the grace period. Nobody's own hand is handed over, and the host decides. A dropped player still
//   within the grace period keeps the seat. Handing over a departed player's seat voids their token, as a
//   kick does: the seat has a new player now.
import { isBotControlled, humanSeat } from './seat'
import type { Step } from './step'
import type { Refusal } from './table-events'
import { hostSeatOf, memberOf } from './table-state'
import type { Member, TableState } from './table-state'
import { nameAtTable, reclaimSeat } from './join-commands'
import { safeEqual } from './safe-equal'

const refusals = {
  seated: { code: 'bad-seat-change', message: 'You already have a seat.' },
  withoutPin: { code: 'wrong-pin', message: 'You watch without the PIN: join with the PIN to take a seat.' },
  gone: { code: 'no-seat-request', message: 'The spectator who asked is no longer at the table.' },
  staleToken: { code: 'bad-token', message: 'This seat token does not belong to this table.' }
} satisfies Record<string, Refusal>

/** Why `index` is not a seat a spectator may have now, or null when it is (see the header). */
export function seatNotFree(state: TableState, index: number): Refusal | null {
  const seat = state.seats[index]
  if (seat === undefined) {
    return { code: 'seat-not-free', message: `This table has ${state.seats.length} seats.` }
  }
  const free = state.match === null ? seat.kind === 'empty' : isBotControlled(seat)
  // An away host's seat waits for them: they run the table, and nobody could grant it while they are gone.
  if (free && state.match !== null && hostSeatOf(state) === index) {
    return { code: 'seat-not-free', message: `Seat ${index + 1} is the host's: it waits for them.` }
  }
  if (free) return null
  const what = state.match === null ? 'is not empty' : 'has a player'
  return { code: 'seat-not-free', message: `Seat ${index + 1} ${what}.` }
}

/** A spectator takes a free seat in the lobby (no PIN: they passed the door when they joined). */
export function takeSeat(step: Step, member: Member, index: number): Refusal | null {
  if (step.state.match !== null) {
    return { code: 'not-in-lobby', message: 'During a match, ask the host for a seat.' }
  }
  // Watching without the PIN (issue 25) is no way past it: only the host's grant (during a match) seats them.
  if (member.withoutPin === true) return refusals.withoutPin
  return seat(step, member, index)
}

/** The host granted a spectator's request (seat-desk.ts): the same change, checked again now. */
export function giveSeat(step: Step, memberId: number, index: number): Refusal | null {
  const member = memberOf(step.state, memberId)
  return member === undefined ? refusals.gone : seat(step, member, index)
}

function seat(step: Step, member: Member, index: number): Refusal | null {
  const { state, context } = step
  if (member.seat !== null) return refusals.seated
  const notFree = seatNotFree(state, index)
  if (notFree !== null) return notFree
  const name = nameAtTable(state, member.name, index)
  const level = state.seats[index]?.level ?? context.host.standInLevel
  state.seats[index] = humanSeat(name, context.random.token(), level, member.id)
  Object.assign(memberOf(state, member.id) as Member, { seat: index, name })
  step.effect({ type: 'welcome', member: member.id })
  step.log({ type: 'joined', seat: index, name, rejoined: false })
  return step.commit()
}

/**
 * Issue 51: a second window of the same player moves the seat to itself. The token is the only proof: a
 * host key, an address or a name never moves anyone's seat (a LAN guest holding a host link included).
 * The window that played the seat is closed as `replaced` and takes it back the same way (its hello with
 * the token). Checks: watching (`bad-seat-change`) → a token of this table (`bad-token`: a stale one, the
 * seat was cleared or handed on) → the token's seat is the one asked for (`not-your-seat`).
 */
export function moveSeatHere(step: Step, member: Member, index: number, token: string): Refusal | null {
  const { state } = step
  if (member.seat !== null) return refusals.seated
  const holds = state.seats.findIndex((s) => s.kind === 'human' && s.token !== null && safeEqual(s.token, token))
  if (holds < 0) return refusals.staleToken
  if (holds !== index) return { code: 'not-your-seat', message: `Seat ${index + 1} is not yours.` }
  // The seat keeps its name: this window may have been told "Ann 2" while it watched beside Ann.
  const name = state.seats[index]?.name ?? member.name
  reclaimSeat(step, index, member.id, name)
  const moved = memberOf(state, member.id) as Member
  Object.assign(moved, { seat: index, name })
  delete moved.playsElsewhere
  step.effect({ type: 'welcome', member: member.id })
  step.log({ type: 'joined', seat: index, name, rejoined: true, isHost: member.isHost })
  return step.commit()
}

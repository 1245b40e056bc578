// Lobby control: the host's seat and setting changes (worked out by lobby.ts), start, rematch, back to the
// lobby and kick; during a match, the match controls (match-controls.ts). Reached by the host process directly and by hostKey holders over the wire (reducer.ts
// checks who may give them before they get here).
import type { ClientMessage } from '../../protocol/messages'
import * as lobby from './lobby'
import { endMatch, pause, resume, setTurnTimer } from './match-controls'
import { cancelRematch, rematch } from './rematch-commands'
import { start } from './round-commands'
import { notInLobby } from './step'
import type { Step } from './step'
import type { Refusal, TableResult } from './table-events'

const HOST_COMMANDS = [
  'addBot',
  'setBotLevel',
  'clearSeat',
  'moveSeat',
  'configure',
  'start',
  'rematch',
  'cancelRematch',
  'backToLobby',
  'kick',
  'pause',
  'resume',
  'setTurnTimer',
  'endMatch'
] as const

/** Lobby control, allowed to hostKey holders over the wire and to the host process directly. */
export type HostCommand = Extract<ClientMessage, { type: (typeof HOST_COMMANDS)[number] }>

export function isHostCommand(command: { type: string }): command is HostCommand {
  return (HOST_COMMANDS as readonly string[]).includes(command.type)
}

/** `hostSeat`: the seat of the host giving the command, if they play (the host process has none). */
export function hostCommand(step: Step, command: HostCommand, hostSeat: number | null = null): Refusal | null {
  const { state } = step
  const level = step.context.host.standInLevel
  const inLobby = state.match === null
  switch (command.type) {
    case 'addBot':
      if (!inLobby) return notInLobby
      return changeSeats(step, lobby.addBot(state.seats, command.seat, command.level))
    case 'setBotLevel':
      return changeSeats(step, lobby.setLevel(state.seats, command.seat, command.level))
    case 'clearSeat':
      return changeSeats(step, lobby.clearSeat(state.seats, command.seat, inLobby, level))
    case 'moveSeat':
      if (!inLobby) return notInLobby
      return changeSeats(step, lobby.moveSeat(state.seats, command.from, command.to))
    case 'configure': {
      if (!inLobby) return notInLobby
      const configured = lobby.configure(state.settings, state.seats, command.settings, level)
      if (!configured.ok) return configured.error
      Object.assign(state, configured.value)
      return step.commit()
    }
    case 'start':
      return inLobby ? start(step) : notInLobby
    case 'rematch':
      return rematch(step, hostSeat, command.now === true)
    case 'cancelRematch':
      return cancelRematch(step, hostSeat)
    case 'backToLobby':
      return backToLobby(step)
    case 'kick':
      return kick(step, command.seat)
    case 'pause':
      return pause(step)
    case 'resume':
      return resume(step)
    case 'setTurnTimer':
      return setTurnTimer(step, command.seconds)
    case 'endMatch':
      return endMatch(step)
  }
}

/** After the match: the same seats in the lobby, where the host changes seats and settings and starts. */
function backToLobby(step: Step): Refusal | null {
  const { state } = step
  if (state.match?.phase !== 'matchOver') {
    return { code: 'wrong-phase', message: 'The table goes back to the lobby only after the match.' }
  }
  state.match = null
  state.practice = false
  state.startHeld = true
  state.rematchWaits = false
  for (const seat of state.seats) seat.ready = false
  return step.commit()
}

const KICKED = 'The host took you off the table.'

/** The host takes a player off their seat (in a match a bot plays it, in the lobby it is empty) and closes
 *  their connection. The seat's token dies with the seat, so that browser cannot take it back: with no
 *  accounts a kick cannot be a ban (a new browser is a new person), but it cannot be undone by a reload. */
function kick(step: Step, index: number): Refusal | null {
  const { state } = step
  const seat = state.seats[index]
  if (seat?.kind !== 'human') {
    return { code: 'bad-seat-change', message: `Seat ${index + 1} has no player to remove.` }
  }
  const change = lobby.clearSeat(state.seats, index, state.match === null, step.context.host.standInLevel)
  if (!change.ok) return change.error
  state.seats = change.value.seats
  for (const member of state.members.filter((m) => m.seat === index)) {
    step.removeMember(member.id)
    step.effect({ type: 'dismiss', member: member.id, reason: 'kicked', message: KICKED })
  }
  step.stopGrace(seat)
  step.log({ type: 'left', seat: index, name: seat.name ?? '', kicked: true })
  return step.commit()
}

/** Applies a lobby change: moved players are told their new seat, a removed player stays as a spectator. */
function changeSeats(step: Step, result: TableResult<lobby.SeatChange>): Refusal | null {
  if (!result.ok) return result.error
  const change = result.value
  const { state } = step
  state.seats = change.seats
  const moved = new Map(change.moved)
  for (const member of state.members) {
    if (member.seat === null) continue
    const to = moved.get(member.seat)
    const removed = change.removed?.seat === member.seat
    if (to === undefined && !removed) continue
    member.seat = removed ? null : (to as number)
    step.effect({ type: 'welcome', member: member.id })
  }
  if (change.removed !== null) {
    step.stopGrace(change.removed.record)
    step.log({ type: 'left', seat: change.removed.seat, name: change.removed.record.name ?? '' })
  }
  return step.commit()
}

// The rules of one table as a pure step: (state, actor, command) → the next state and the effects of the
// change, or a refusal. No I/O: the shell (table.ts) sends, saves and runs the timers as the effects say.
// Tokens and deals come from the random source in the context (fresh cryptographic randomness on a real
// table), so a seeded source makes every step repeatable in tests. The input state is never changed.
//
// This file only decides which command runs; the commands live by group:
//   join-commands.ts   hello, leave, a dropped connection, grace over
//   play-commands.ts   move, undo, hint, the moves the table plays for a seat
//   round-commands.ts  start, ready, next round / rematch, the auto start
//   host-commands.ts   lobby control: seats, settings, start, rematch, back to the lobby, kick
//   match-controls.ts  the host during a match: pause, resume, the turn timer, end the match now
//   rematch-commands.ts  the host's Rematch: now, or once everyone is ready (and cancelling that wait)
//   seat-commands.ts   a spectator takes a free seat (lobby) or is given one (a granted request), or a
//                      second window of a player moves the player's seat to itself (issue 51)
//
// Validation order (DESIGN.md, "Authority and secrets"); the first check that fails is the refusal, and a
// refused step changes nothing:
//   1. who: a connection gives only client messages, the table only its own commands (timers,
//      follow-ups), the host process only host commands (`bad-message` otherwise).
//   2. joined: a connection says hello first (`hello-first`); the hello's own checks are admission.ts's.
//   3. may it: a connection's host commands need the host key (`not-host`), and a host does not kick
//      their own seat (`bad-seat-change`); the command's own checks follow (host-commands.ts).
//   4. for a move: seated (`not-seated`) → match started (`not-playing`) → round still being played
//      (`round-over`) → whose turn (`not-your-turn`) → made on the current game (`stale`: the match
//      changed after the version it names; room changes do not count, step.ts) → legal (the engine's
//      code). Hints and undo check the same way as far as they apply; ready checks the phase, then the
//      version of the round's end.
import type { MatchState, Move } from '../../engine'
import type { ClientMessage } from '../../protocol/messages'
import { hostCommand, isHostCommand } from './host-commands'
import { disconnected, graceOver, hello, leave } from './join-commands'
import { hint, move, playFor, undo } from './play-commands'
import { DEFAULT_HINT_LEVEL } from './hint-desk'
import { advance, followUp, readyToAdvance, ready, start } from './round-commands'
import { giveSeat, moveSeatHere, takeSeat } from './seat-commands'
import { Step } from './step'
import type { Effect, RuleContext } from './step'
import type { Refusal, TableResult } from './table-events'
import { memberOf } from './table-state'
import type { TableState } from './table-state'

export type { HostCommand } from './host-commands'
export type { DismissReason, Effect, RuleContext } from './step'

/** What the table does by itself: its follow-ups and its timers firing. */
export type TableCommand =
  | { type: 'autoStart' }
  | { type: 'graceOver'; token: string }
  /** The pause after a round or match ran out; `match` is the state it was started for. */
  | { type: 'advanceDue'; match: MatchState }
  /** A bot's move, or an expired turn's; null when no move could be chosen (a legal one is played). */
  | { type: 'playFor'; seat: number; match: MatchState; move: Move | null; timedOut?: boolean }
  /** The host granted a spectator's request for a seat (seat-desk.ts). */
  | { type: 'giveSeat'; member: number; seat: number }

/** A member's connection closed. */
export type Disconnected = { type: 'disconnected' }

/** A connection (by its member id), the host process itself, or the table (timers, follow-ups). */
export type Actor = { kind: 'member'; id: number } | { kind: 'host' } | { kind: 'table' }

export type Command = ClientMessage | Disconnected | TableCommand

export type Outcome = TableResult<{ state: TableState; effects: Effect[] }>

const refusals = {
  helloFirst: { code: 'hello-first', message: 'Say hello before anything else.' },
  notHost: { code: 'not-host', message: 'Only the host can change the table.' },
  notYours: { code: 'bad-message', message: 'This command is not yours to give.' },
  kickSelf: { code: 'bad-seat-change', message: 'You cannot remove yourself: use Leave.' }
} satisfies Record<string, Refusal>

export function reduce(state: TableState, actor: Actor, command: Command, context: RuleContext): Outcome {
  const step = new Step(state, context)
  const refusal = dispatch(step, actor, command)
  return refusal === null
    ? { ok: true, value: { state: step.state, effects: step.effects } }
    : { ok: false, error: refusal }
}

function dispatch(step: Step, actor: Actor, command: Command): Refusal | null {
  switch (actor.kind) {
    case 'host':
      return isHostCommand(command) ? hostCommand(step, command) : refusals.notYours
    case 'table':
      return isTableCommand(command) ? tableCommand(step, command) : refusals.notYours
    case 'member':
      return isTableCommand(command) ? refusals.notYours : memberCommand(step, actor.id, command)
  }
}

function isTableCommand(command: Command): command is TableCommand {
  return ['autoStart', 'graceOver', 'advanceDue', 'playFor', 'giveSeat'].includes(command.type)
}

function memberCommand(step: Step, id: number, command: ClientMessage | Disconnected): Refusal | null {
  if (command.type === 'hello') return hello(step, id, command)
  const member = memberOf(step.state, id)
  if (member === undefined) return command.type === 'disconnected' ? null : refusals.helloFirst
  switch (command.type) {
    case 'disconnected':
      return disconnected(step, member)
    case 'move':
      return move(step, member, command.version, command.move)
    case 'hint':
      return hint(step, member, command.version, command.level ?? DEFAULT_HINT_LEVEL)
    case 'ready':
      return ready(step, member, command.version)
    case 'sync':
      step.effect({ type: 'resync', member: id })
      return null
    case 'leave':
      return leave(step, member)
    case 'undo':
      return undo(step, member, command.version)
    case 'takeSeat':
      return takeSeat(step, member, command.seat)
    case 'moveSeatHere':
      return moveSeatHere(step, member, command.seat, command.token)
    case 'knock':
    case 'letIn':
    case 'turnAway':
    case 'react':
    case 'askSeat':
    case 'grantSeat':
    case 'declineSeat':
      // The door (door-keeper.ts), the reaction desk (reaction-desk.ts) and the seat desk (seat-desk.ts)
      // answer these: they never reach the rules.
      return refusals.notYours
    default:
      if (!member.isHost) return refusals.notHost
      if (command.type === 'kick' && command.seat === member.seat) return refusals.kickSelf
      return hostCommand(step, command, member.seat)
  }
}

function tableCommand(step: Step, command: TableCommand): Refusal | null {
  const { state, context } = step
  switch (command.type) {
    case 'autoStart':
      return followUp(state, context.host)?.type === 'autoStart' ? start(step) : null
    case 'graceOver':
      return graceOver(step, command.token)
    case 'advanceDue':
      return state.match === command.match && readyToAdvance(state) ? advance(step) : null
    case 'playFor':
      return playFor(step, command.seat, command.match, command.move, command.timedOut === true)
    case 'giveSeat':
      return giveSeat(step, command.member, command.seat)
  }
}

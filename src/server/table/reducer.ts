// The rules of one table as a pure step: (state, actor, command) → the next state and the effects of the
// change, or a refusal. Joining and leaving, lobby control, start, moves, hints, ready/advance, grace over
// and the turns the table plays itself (bots, expired turns). No I/O: the shell (table.ts) sends, saves
// and runs the timers as the effects say. Tokens and deals come from the random source in the context
// (fresh cryptographic randomness on a real table), so a seeded source makes every step repeatable in
// tests. The input state is never changed.
import { apply, legalMoves, newMatch, nextRound, rematch, viewFor } from '../../engine'
import type { EngineEvent, MatchState, Move, SeatView } from '../../engine'
import { distinctName } from '../../protocol/display-names'
import type { ClientMessage } from '../../protocol/messages'
import type { RandomSource } from '../random-source'
import { admit } from './admission'
import type { Hello } from './admission'
import * as lobby from './lobby'
import { emptySeat, humanSeat, isBotControlled, isWaitedFor } from './seat'
import type { SeatRecord } from './seat'
import type { HostSettings } from './table-config'
import { TRICK_HOLD_PAUSES } from './table-config'
import type { Refusal, TableEvent } from './table-events'
import { memberOf, spectatorCount } from './table-state'
import type { Member, TableState } from './table-state'
import type { WantedTurn } from './turn-driver'
import { remember, takeBack, undoAllowed } from './undo'

const HOST_COMMANDS = [
  'addBot',
  'setBotLevel',
  'clearSeat',
  'moveSeat',
  'configure',
  'start',
  'rematch',
  'backToLobby',
  'kick'
] as const

/** Lobby control, allowed to hostKey holders over the wire and to the host process directly. */
export type HostCommand = Extract<ClientMessage, { type: (typeof HOST_COMMANDS)[number] }>

/** What the table does by itself: its follow-ups and its timers firing. */
export type TableCommand =
  | { type: 'autoStart' }
  | { type: 'graceOver'; token: string }
  /** The pause after a round or match ran out; `match` is the state it was started for. */
  | { type: 'advanceDue'; match: MatchState }
  /** A bot's move, or an expired turn's; null when no move could be chosen (a legal one is played). */
  | { type: 'playFor'; seat: number; match: MatchState; move: Move | null }

/** A member's connection closed. */
export type Disconnected = { type: 'disconnected' }

/** A connection (by its member id), the host process itself, or the table (timers, follow-ups). */
export type Actor = { kind: 'member'; id: number } | { kind: 'host' } | { kind: 'table' }

export type Command = ClientMessage | Disconnected | TableCommand

export type DismissReason = 'left' | 'replaced' | 'kicked'

/** What the shell must do because of a step, in this order. `changed` (the version went up) comes last. */
export type Effect =
  | { type: 'welcome'; member: number }
  | { type: 'dismiss'; member: number; reason: DismissReason; message: string }
  /** The current state to one member (a `sync`). */
  | { type: 'resync'; member: number }
  | { type: 'hint'; member: number; view: SeatView; level: 'medium' | 'hard'; version: number }
  | { type: 'graceStart'; token: string }
  | { type: 'graceStop'; token: string }
  | { type: 'log'; event: TableEvent }
  | { type: 'changed'; events: EngineEvent[] }

export type Outcome = { state: TableState; effects: Effect[] } | Refusal

export interface RuleContext {
  host: HostSettings
  /** Seat tokens for new players, and every deal: each round draws fresh from it. */
  random: RandomSource
}

const refusals = {
  helloFirst: { code: 'hello-first', message: 'Say hello before anything else.' },
  notHost: { code: 'not-host', message: 'Only the host can change the table.' },
  notYours: { code: 'bad-message', message: 'This command is not yours to give.' },
  notInLobby: { code: 'not-in-lobby', message: 'Seats and settings change only in the lobby.' },
  kickSelf: { code: 'bad-seat-change', message: 'You cannot remove yourself: use Leave.' }
} satisfies Record<string, Refusal>

export function reduce(state: TableState, actor: Actor, command: Command, context: RuleContext): Outcome {
  const step = new Step(state, context)
  const refusal = dispatch(step, actor, command)
  return refusal ?? { state: step.state, effects: step.effects }
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

function isHostCommand(command: Command): command is HostCommand {
  return (HOST_COMMANDS as readonly string[]).includes(command.type)
}

function isTableCommand(command: Command): command is TableCommand {
  return ['autoStart', 'graceOver', 'advanceDue', 'playFor'].includes(command.type)
}

/** The state being built (a copy of the input's seats, members and settings) and the effects so far. */
class Step {
  readonly state: TableState
  readonly effects: Effect[] = []

  constructor(
    input: TableState,
    readonly context: RuleContext
  ) {
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

  /** Every change bumps the version once, carrying the engine events that produced it. */
  commit(events: EngineEvent[] = []): null {
    this.state.version++
    this.effects.push({ type: 'changed', events })
    return null
  }

  removeMember(id: number): void {
    this.state.members = this.state.members.filter((m) => m.id !== id)
  }
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
      return hint(step, member, command.version, command.level ?? 'medium')
    case 'ready':
      return ready(step, member, command.version)
    case 'sync':
      step.effect({ type: 'resync', member: id })
      return null
    case 'leave':
      return leave(step, member)
    case 'undo':
      return undo(step, member, command.version)
    case 'knock':
    case 'letIn':
    case 'turnAway':
      return refusals.notYours // the table's door answers these (door-keeper.ts), never the rules
    default:
      if (!member.isHost) return refusals.notHost
      if (command.type === 'kick' && command.seat === member.seat) return refusals.kickSelf
      return hostCommand(step, command)
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
      return playFor(step, command.seat, command.match, command.move)
  }
}

// ---------- joining and leaving ----------

function hello(step: Step, id: number, hello: Hello): Refusal | null {
  const { state, context } = step
  const admission = admit(hello, {
    seats: state.seats,
    pin: state.settings.pin,
    hostKey: state.settings.hostKey,
    inLobby: state.match === null,
    spectators: spectatorCount(state),
    maxSpectators: context.host.maxSpectators,
    alreadyJoined: memberOf(state, id) !== undefined
  })
  if ('code' in admission) return admission
  const seat = admission.as === 'spectator' ? null : admission.seat
  const name = nameAtTable(state, hello.name, seat)
  if (admission.as === 'returning') reclaimSeat(step, admission.seat, id, name)
  if (admission.as === 'new-player') {
    const token = context.random.token()
    state.seats[admission.seat] = humanSeat(name, token, context.host.standInLevel, id)
  }
  state.members.push({ id, seat, isHost: admission.isHost, name })
  step.effect({ type: 'welcome', member: id })
  step.log({ type: 'joined', seat, name, rejoined: admission.as === 'returning' })
  return step.commit()
}

/**
 * Two people at a table never share a name, as read by display-names.ts (so "Ann" and "Аnn" in Cyrillic
 * are one name): the second "Ann" plays as "Ann 2" and sees it on their seat. Renaming rather than
 * refusing, because at a party two friends called Ann both just want to sit down; the number tells them
 * apart on every screen and in the log. A player is compared with the other seats (spectators, whom
 * players never see, do not rename them); a spectator with everyone. A returning "Ann 2" stays "Ann 2".
 */
function nameAtTable(state: TableState, wanted: string, seat: number | null): string {
  const seatNames = state.seats.flatMap((s, i) => (i === seat || s.name === null ? [] : [s.name]))
  const watching = seat === null ? state.members.filter((m) => m.seat === null).map((m) => m.name) : []
  return distinctName(
    wanted,
    [...seatNames, ...watching],
    seat === null ? null : (state.seats[seat]?.name ?? null)
  )
}

/** A returning player takes the seat back from a stale connection and from the stand-in bot. */
function reclaimSeat(step: Step, index: number, id: number, name: string): void {
  const seat = step.state.seats[index] as SeatRecord
  const previous = seat.connection === null ? undefined : memberOf(step.state, seat.connection)
  if (previous !== undefined) {
    step.removeMember(previous.id)
    const message = 'Your seat was taken over by a newer connection.'
    step.effect({ type: 'dismiss', member: previous.id, reason: 'replaced', message })
  }
  stopGrace(step, seat)
  Object.assign(seat, { connection: id, away: false, name })
}

/** Leaving is not final at once: the leaver's token keeps the seat for them. In the lobby the seat is held
 *  for the grace period (then freed), so a mistaken Leave is undone by rejoining from the same browser; in
 *  a match a bot plays it at once, so nobody waits, and the token still brings them back. */
function leave(step: Step, member: Member): Refusal | null {
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

function disconnected(step: Step, member: Member): Refusal | null {
  step.removeMember(member.id)
  step.log({ type: 'disconnected', seat: member.seat, name: member.name })
  const seat = member.seat === null ? undefined : step.state.seats[member.seat]
  if (seat !== undefined && seat.connection === member.id) {
    seat.connection = null
    if (seat.kind === 'human' && seat.token !== null) step.effect({ type: 'graceStart', token: seat.token })
  }
  return step.commit()
}

/** A dropped human keeps the seat for the grace period: their timer runs while they are neither back nor away. */
export function inGrace(seat: SeatRecord): boolean {
  return seat.kind === 'human' && seat.connection === null && !seat.away
}

function stopGrace(step: Step, seat: SeatRecord): void {
  if (inGrace(seat) && seat.token !== null) step.effect({ type: 'graceStop', token: seat.token })
}

/** The player did not come back in time: in a match a bot stands in; in the lobby the seat is freed.
 *  Found by token, since the host may have moved the seat meanwhile. */
function graceOver(step: Step, token: string): Refusal | null {
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

// ---------- playing ----------

function stale(state: TableState): Refusal {
  return { code: 'stale', message: `The table is at version ${state.version}: here is the current state.` }
}

/** Validation order (DESIGN.md): who → which seat → whose turn → current version → legal. */
function move(step: Step, member: Member, version: number, move: Move): Refusal | null {
  const { state } = step
  if (member.seat === null) return { code: 'not-seated', message: 'Spectators cannot play.' }
  const seat = member.seat
  if (state.match === null) return { code: 'not-playing', message: 'The match has not started.' }
  if (state.match.phase !== 'playing') return { code: 'round-over', message: 'The round is over.' }
  if (state.match.turn !== seat) return { code: 'not-your-turn', message: 'It is not your turn.' }
  if (version !== state.version) return stale(state)
  const result = apply(state.match, seat, move)
  if (!result.ok) return result.error
  if (undoAllowed(state, step.context.host.allowUndo, seat)) state.undo = remember(state, seat, state.match)
  return applied(step, result.value.state, result.value.events)
}

/** Solo tables: back to just before this player's last move (the bots' replies since go too). */
function undo(step: Step, member: Member, version: number): Refusal | null {
  const { state } = step
  if (member.seat === null) return { code: 'not-seated', message: 'Spectators have no moves to take back.' }
  const back = takeBack(state, step.context.host.allowUndo, member.seat)
  if ('code' in back) return back
  if (version !== state.version) return stale(state)
  state.match = back.match
  state.undo = back.history
  step.log({ type: 'undone', seat: member.seat })
  return step.commit()
}

function hint(step: Step, member: Member, version: number, level: 'medium' | 'hard'): Refusal | null {
  const { state } = step
  if (member.seat === null) return { code: 'not-seated', message: 'Spectators get no hints.' }
  const match = state.match
  if (match === null || match.phase !== 'playing') {
    return { code: 'not-playing', message: 'No round is being played.' }
  }
  if (match.turn !== member.seat) return { code: 'not-your-turn', message: 'Hints are for your own turn.' }
  if (version !== state.version) return stale(state)
  step.effect({ type: 'hint', member: member.id, view: viewFor(match, member.seat), level, version })
  return null
}

/** An expired turn passes when it may; otherwise the stand-in bot chooses (null: ask the bot). */
export function expiredTurnPass(match: MatchState): Move | null {
  return legalMoves(match).find((m) => m.kind === 'pass') ?? null
}

/** A move the table plays for a seat: checked like any other; a refused or missing one is replaced by
 *  the first legal move, so a failing bot never stalls the table. Ignored once the turn has moved on. */
function playFor(step: Step, seat: number, match: MatchState, move: Move | null): Refusal | null {
  if (step.state.match !== match) return null
  let result = move === null ? undefined : apply(match, seat, move)
  if (result === undefined || !result.ok) {
    if (result !== undefined) step.log({ type: 'botFailed', seat, error: new Error(result.error.message) })
    const fallback = legalMoves(match)[0]
    if (fallback === undefined) return null
    result = apply(match, seat, fallback)
  }
  return result.ok ? applied(step, result.value.state, result.value.events) : null
}

function applied(step: Step, match: MatchState, events: EngineEvent[]): null {
  const { state } = step
  state.match = match
  if (match.phase !== 'playing') {
    state.phaseVersion = state.version + 1
    for (const seat of state.seats) seat.ready = false
    for (const event of events) {
      if (event.type === 'roundEnded') {
        step.log({ type: 'roundEnded', result: event.result, totals: match.totals })
      } else if (event.type === 'matchEnded') {
        step.log({ type: 'matchEnded', winners: event.winners, totals: event.totals })
      }
    }
  }
  return step.commit(events)
}

/** What should happen for the seat on turn: a bot's move, a human's turn timer, or nothing. */
export function wantedTurn(state: TableState, host: HostSettings): WantedTurn | null {
  const match = state.match
  if (match === null || match.phase !== 'playing' || match.turn === null) return null
  const seat = state.seats[match.turn]
  if (seat === undefined) return null
  if (isBotControlled(seat)) {
    // A lead after a cleared trick (not the round's first): wait while the cleared trick is shown.
    const held = match.meld === null && match.log.length > 0 ? TRICK_HOLD_PAUSES : 0
    return { reason: 'bot', seat: match.turn, state: match, delayMs: host.botDelayMs * (1 + held) }
  }
  const turnSeconds = state.settings.turnSeconds
  if (turnSeconds > 0) return { reason: 'timer', seat: match.turn, state: match, delayMs: turnSeconds * 1000 }
  return null
}

// ---------- between rounds ----------

function ready(step: Step, member: Member, version: number): Refusal | null {
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
 *  someone to have asked for it, so a table of bots (or of away players) does not play on forever. */
export function readyToAdvance(state: TableState): boolean {
  const phase = state.match?.phase
  if (phase !== 'roundOver' && phase !== 'matchOver') return false
  if (state.seats.some(isWaitedFor)) return false
  return phase === 'roundOver' || state.seats.some((s) => s.kind === 'human' && s.ready && !s.away)
}

/** The next round, or a rematch with the same seats. */
function advance(step: Step): Refusal | null {
  const { state } = step
  const match = state.match
  if (match === null || match.phase === 'playing') {
    return { code: 'wrong-phase', message: 'The round is not over.' }
  }
  const { random } = step.context
  const next = match.phase === 'roundOver' ? nextRound(match, random) : rematch(match, random)
  if (!next.ok) return { code: 'wrong-phase', message: next.error.message }
  for (const seat of state.seats) seat.ready = false
  state.match = next.value
  state.undo = []
  if (match.phase === 'matchOver') step.log({ type: 'matchStarted', players: next.value.players })
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

// ---------- lobby control ----------

function hostCommand(step: Step, command: HostCommand): Refusal | null {
  const { state } = step
  const level = step.context.host.standInLevel
  const inLobby = state.match === null
  switch (command.type) {
    case 'addBot':
      if (!inLobby) return refusals.notInLobby
      return changeSeats(step, lobby.addBot(state.seats, command.seat, command.level))
    case 'setBotLevel':
      return changeSeats(step, lobby.setLevel(state.seats, command.seat, command.level))
    case 'clearSeat':
      return changeSeats(step, lobby.clearSeat(state.seats, command.seat, inLobby, level))
    case 'moveSeat':
      if (!inLobby) return refusals.notInLobby
      return changeSeats(step, lobby.moveSeat(state.seats, command.from, command.to))
    case 'configure': {
      if (!inLobby) return refusals.notInLobby
      const configured = lobby.configure(state.settings, state.seats, command.settings, level)
      if ('code' in configured) return configured
      Object.assign(state, configured)
      return step.commit()
    }
    case 'start':
      return inLobby ? start(step) : refusals.notInLobby
    case 'rematch':
      if (state.match?.phase !== 'matchOver')
        return { code: 'wrong-phase', message: 'The match is not over.' }
      return advance(step)
    case 'backToLobby':
      return backToLobby(step)
    case 'kick':
      return kick(step, command.seat)
  }
}

/** After the match: the same seats in the lobby, where the host changes seats and settings and starts. */
function backToLobby(step: Step): Refusal | null {
  const { state } = step
  if (state.match?.phase !== 'matchOver') {
    return { code: 'wrong-phase', message: 'The table goes back to the lobby only after the match.' }
  }
  state.match = null
  state.startHeld = true
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
  if ('code' in change) return change
  state.seats = change.seats
  for (const member of state.members.filter((m) => m.seat === index)) {
    step.removeMember(member.id)
    step.effect({ type: 'dismiss', member: member.id, reason: 'kicked', message: KICKED })
  }
  stopGrace(step, seat)
  step.log({ type: 'left', seat: index, name: seat.name ?? '', kicked: true })
  return step.commit()
}

/** Applies a lobby change: moved players are told their new seat, a removed player stays as a spectator. */
function changeSeats(step: Step, change: lobby.SeatChange | Refusal): Refusal | null {
  if ('code' in change) return change
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
    stopGrace(step, change.removed.record)
    step.log({ type: 'left', seat: change.removed.seat, name: change.removed.record.name ?? '' })
  }
  return step.commit()
}

function start(step: Step): Refusal | null {
  const { state, context } = step
  if (state.seats.some((s) => s.kind === 'empty')) {
    return { code: 'seats-not-filled', message: 'Every seat needs a player or a bot.' }
  }
  const created = newMatch(state.seats.length, state.settings.options, context.random)
  if (!created.ok) return { code: 'bad-settings', message: created.error.message }
  state.match = created.value
  state.undo = []
  state.startHeld = false
  for (const seat of state.seats) seat.ready = false
  step.log({ type: 'matchStarted', players: created.value.players })
  step.log({ type: 'roundStarted', round: 1 })
  return step.commit()
}

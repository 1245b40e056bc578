// The authority of one table, as a shell over its parts: the rules (reducer.ts) decide every change, the
// room (room.ts) reaches the connections, the timers (table-timers.ts) keep time and the autosaver writes
// each change. Pure of I/O: time, randomness, storage, bots and every client's link come in as parameters,
// so tests drive it without sockets. Every change goes through `step`: saved first, then sent to each member
// as that member may see it (viewFor / spectatorView, RULES.md R9): game changes at once, room-only ones
// paced (state-sender.ts). Joins, leaves and seat requests pass the room limits first (room-limits.ts).
import type { EngineEvent } from '../../engine'
import type { DeviceInfo } from '../../protocol/device'
import type { ClientMessage, TableInfo } from '../../protocol/messages'
import type { BotLevel, TableStatus } from '../../protocol/vocabulary'
import type { BotPlayer } from '../bot-player'
import type { Clock } from '../clock'
import type { RandomSource } from '../random-source'
import { Autosaver } from '../persistence/autosaver'
import type { SaveStatus } from '../persistence/autosaver'
import { fromSave, toSave } from '../persistence/save-format'
import type { TableSave } from '../persistence/save-format'
import type { TableStorage } from '../persistence/table-storage'
import { reduce } from './reducer'
import type { Actor, Command, Effect, HostCommand, RuleContext } from './reducer'
import { HintDesk } from './hint-desk'
import { ReactionDesk } from './reaction-desk'
import { DoorKeeper, isDoorMessage } from './door-keeper'
import { Room } from './room'
import { SeatDesk, isSeatMessage } from './seat-desk'
import { seatNotFree } from './seat-commands'
import type { ClientLink } from './room'
import { followUp, startsWhenFull } from './round-commands'
import { inGrace } from './seat'
import { standInMove } from './stand-in'
import type { HostSettings, TableSettings } from './table-config'
import type { Refusal, TableEvent } from './table-events'
import { errorMessage, stateMessages, welcomeMessage } from './table-messages'
import { memberOf, newTableState, statusOf, summaryOf, tableInfo } from './table-state'
import type { ReservedSeat, TableState } from './table-state'
import type { TableSummary } from './table-summary'
import { StateSender } from './state-sender'
import { ROOM_LIMITS, RoomLimiter } from './room-limits'
import { TableTimers } from './table-timers'
import { MatchTape, roundNotes, type RecordRound } from './match-tape'
import type { DueTurn } from './turn-driver'
import { wantedTurn } from './turn-policy'
import { canUndo } from './undo'

export type { ClientLink, CloseReason } from './room'
export type { HostCommand } from './reducer'

export interface TableDeps {
  clock: Clock
  random: RandomSource
  botPlayer: BotPlayer
  /** Null: no autosave. */
  storage: TableStorage | null
}

const BY_TABLE: Actor = { kind: 'table' }
const CLOSED: Refusal = { code: 'table-closed', message: 'The table is closed.' }
const HELLO_FIRST: Refusal = { code: 'hello-first', message: 'Say hello before anything else.' }
/** Refusals that mean the sender acted on an old picture of the table. The host, the authority, follows
 *  them with the current state at once; the client never asks for one itself (session.ts). One path, so
 *  the sender gets one fresh state, not two, and cannot be left behind by a client that forgot to ask. */
const OLD_PICTURE: ReadonlySet<Refusal['code']> = new Set(['stale', 'not-your-turn'])

export class Table {
  readonly id: string
  private closed = false
  private readonly room: Room
  private readonly timers: TableTimers
  private readonly rules: RuleContext
  private readonly autosaver: Autosaver | null
  private readonly changeListeners = new Set<() => void>()
  private readonly eventListeners = new Set<(event: TableEvent) => void>()
  private readonly hints: HintDesk
  /** The door: knocks, the wrong-PIN signal, and hellos that wait for the host (door-keeper.ts). */
  readonly door: DoorKeeper
  private readonly reactions: ReactionDesk
  private readonly seatDesk: SeatDesk
  private readonly tape = new MatchTape()
  private readonly sender: StateSender
  private readonly limiter: RoomLimiter

  private constructor(
    private state: TableState,
    private readonly host: HostSettings,
    private readonly deps: TableDeps
  ) {
    this.id = state.settings.id
    this.rules = { host, random: deps.random, turnMsLeft: () => this.timers.turns.msLeft() }
    this.hints = new HintDesk(deps.botPlayer, deps.random)
    this.reactions = new ReactionDesk(deps.clock)
    this.room = new Room((id) => memberOf(this.state, id)?.seat)
    const limits = host.roomLimits ?? ROOM_LIMITS
    this.limiter = new RoomLimiter(deps.clock, (member) => this.door.addressOf(member), limits)
    const states = (events: EngineEvent[]) => this.stateMessages(events)
    this.sender = new StateSender(deps.clock, this.room, states, limits.frameGapMs, host.fullViews)
    this.timers = new TableTimers(deps.clock, deps.random, (due) => void this.playTurn(due))
    this.door = new DoorKeeper({
      clock: deps.clock,
      send: (member, message) => this.room.send(member, message),
      dismiss: (member, reason, message) => this.room.dismiss(member, reason, message),
      hosts: () => this.state.members.filter((m) => m.isHost).map((m) => m.id),
      isHost: (member) => memberOf(this.state, member)?.isHost,
      refuse: (member, refusal) => this.refuse(member, refusal),
      pin: () => this.state.settings.pin,
      seatNames: () => this.state.seats.flatMap((s) => (s.name === null ? [] : [s.name])),
      hello: (member, hello) => (this.closed ? CLOSED : this.step({ kind: 'member', id: member }, hello)),
      emit: (event) => this.emit(event)
    })
    this.seatDesk = this.openSeatDesk()
    const { storage, clock } = deps
    const sleep = (ms: number) => new Promise<void>((resolve) => clock.setTimer(ms, resolve))
    const pacing = { minGapMs: host.saveGapMs, sleep }
    const report = (status: SaveStatus) => this.reportSave(storage?.describe(this.id) ?? '', status)
    this.autosaver = storage && new Autosaver(storage, () => this.snapshot(), report, pacing)
  }

  /** A new table in the lobby, bots seated where asked, seats held for players with their token (each
   *  gets the grace period to arrive, then a stand-in plays). */
  static create(
    settings: TableSettings,
    host: HostSettings,
    deps: TableDeps,
    bots: { seat: number; level: BotLevel; name?: string }[] = [],
    players: readonly ReservedSeat[] = []
  ): Table {
    const table = new Table(newTableState(settings, host.standInLevel, bots, players), host, deps)
    table.autosaver?.saveNow()
    for (const seat of table.state.seats) if (inGrace(seat)) table.startGrace(seat.token as string)
    table.followUp()
    return table
  }

  /** A table continued from its autosave: same seats, tokens, state and version. Everyone reconnects. */
  static restore(save: TableSave, host: HostSettings, deps: TableDeps, rounds: readonly RecordRound[] = []): Table {
    const table = new Table(fromSave(save), host, deps)
    table.tape.resume(table.state.match, rounds) // the rounds before the saved one (a scenario's)
    // Nobody is connected after a restart: every present player gets the grace period to come back.
    for (const seat of table.state.seats) if (inGrace(seat)) table.startGrace(seat.token as string)
    table.timers.turns.sync(wantedTurn(table.state, host))
    table.followUp()
    return table
  }

  /** Spectators' requests for a seat: the rules decide which seats are free and what a grant changes. */
  private openSeatDesk(): SeatDesk {
    return new SeatDesk({
      clock: this.deps.clock,
      send: (member, message) => this.room.send(member, message),
      hosts: () => this.state.members.filter((m) => m.isHost).map((m) => m.id),
      member: (member) => memberOf(this.state, member),
      address: (member) => this.door.addressOf(member),
      seatNotFree: (seat) => seatNotFree(this.state, seat),
      give: (member, seat) => this.step(BY_TABLE, { type: 'giveSeat', member, seat })
    })
  }

  // ---------- reading ----------
  get status(): TableStatus {
    return statusOf(this.state)
  }

  get hostKey(): string {
    return this.state.settings.hostKey
  }

  get isClosed(): boolean {
    return this.closed
  }

  info(): TableInfo {
    return tableInfo(this.state, {
      startsWhenFull: startsWhenFull(this.state, this.host),
      allowUndo: this.host.allowUndo,
      graceSeconds: Math.round(this.host.graceMs / 1000),
      graceEndsAt: (token) => this.timers.graceEndsAt(token)
    })
  }

  /** The small, hand-free picture of the table for the code that runs it. */
  summary(): TableSummary {
    return summaryOf(this.state)
  }

  /** Everything needed to continue this table later (the autosave). */
  snapshot(): TableSave {
    return toSave(this.state, this.deps.clock.now())
  }

  /** Called after every change (new version). */
  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener)
    return () => this.changeListeners.delete(listener)
  }

  onEvent(listener: (event: TableEvent) => void): () => void {
    this.eventListeners.add(listener)
    return () => this.eventListeners.delete(listener)
  }

  // ---------- connections ----------
  /** A new connection (from `address`, on `device`: for the door's limits and list); hello or knock first. */
  connect(link: ClientLink, address?: string, device: DeviceInfo | null = null): number {
    const id = this.room.add(link)
    if (address !== undefined) this.door.connected(id, address, device)
    return id
  }

  disconnect(memberId: number): void {
    this.door.disconnected(memberId)
    this.limiter.forgetSocket(memberId)
    this.seatDesk.disconnected(memberId)
    if (!this.room.remove(memberId) || this.closed) return
    this.step({ kind: 'member', id: memberId }, { type: 'disconnected' })
  }

  /** Sends a refusal to a member (also used by the transport for frames it could not parse). */
  refuse(memberId: number, refusal: Refusal): void {
    this.room.send(memberId, errorMessage(refusal, this.state.version))
  }

  /** Whether a connection has said hello (the transport closes those that never do). */
  hasJoined(memberId: number): boolean {
    return memberOf(this.state, memberId) !== undefined
  }

  /** A connection's seat: its number when seated, null for a spectator, undefined before its hello. */
  seatOfMember(memberId: number): number | null | undefined {
    return memberOf(this.state, memberId)?.seat
  }

  /** A member's message. Returns the refusal the member was sent (the transport learns of a wrong PIN so),
   *  or null when the message was taken (or came from a connection already gone). */
  receive(memberId: number, message: ClientMessage): Refusal | null {
    if (!this.room.has(memberId)) return null
    const refusal = this.closed
      ? CLOSED
      : isDoorMessage(message)
        ? ((message.type === 'knock' ? this.limiter.knock(memberId) : null) ?? this.door.receive(memberId, message))
        : (this.door.refuseWhileKnocking(memberId) ?? this.memberMessage(memberId, message))
    if (refusal === null) return null
    this.refuse(memberId, refusal)
    if (OLD_PICTURE.has(refusal.code)) this.sender.sendTo(memberId)
    return refusal
  }

  /** Host commands; refused with a code when not allowed now. */
  command(cmd: HostCommand): Refusal | null {
    return this.closed ? CLOSED : this.step({ kind: 'host' }, cmd)
  }

  /** A let-in member's message, past the room limits: the seat desk's, a reaction, or a rules command. */
  private memberMessage(memberId: number, message: ClientMessage): Refusal | null {
    const limited = this.limiter.check(memberId, message)
    if (limited !== null) return limited
    if (isSeatMessage(message)) return this.seatDesk.receive(memberId, message, this.state.match !== null)
    if (message.type === 'react') return this.react(memberId, message)
    return this.step({ kind: 'member', id: memberId }, message)
  }

  /** A quick reaction: to everyone at the table at once, or refused (reaction-desk.ts). */
  private react(memberId: number, message: Extract<ClientMessage, { type: 'react' }>): Refusal | null {
    const member = memberOf(this.state, memberId)
    if (member === undefined) return HELLO_FIRST
    const outcome = this.reactions.react(member.seat, message.reaction)
    if (!outcome.ok) return outcome.error
    this.room.sendAll(() => outcome.value)
    return null
  }

  // ---------- changes ----------
  /** One step of the rules; its effects are carried out in order. */
  private step(actor: Actor, command: Command): Refusal | null {
    const outcome = reduce(this.state, actor, command, this.rules)
    if (!outcome.ok) return outcome.error
    const { state, effects } = outcome.value
    this.state = state
    const matchEnded = this.tape.observe(state.match, () => roundNotes(state, this.summary()))
    // On disk before anyone hears of the change, the welcome with a new seat token and a kick's dismiss
    // included: a host killed right after any of them loses nothing a player was told.
    if (!this.closed && effects.some((effect) => effect.type === 'changed')) this.autosaver?.saveNow()
    for (const effect of effects) this.perform(effect)
    // As the match ends, its record to everyone; after its end, to who just came in (hands are public, D6).
    const newcomers = effects.flatMap((effect) => (effect.type === 'welcome' ? [effect.member] : []))
    if (matchEnded || (newcomers.length > 0 && state.match?.phase === 'matchOver'))
      this.matchRecord(matchEnded ? this.state.members.map((member) => member.id) : newcomers)
    return null
  }

  private perform(effect: Effect): void {
    switch (effect.type) {
      case 'welcome':
        this.room.send(effect.member, welcomeMessage(this.state, effect.member, this.host.joinUrls))
        this.sender.welcomed(effect.member)
        this.seatDesk.greet(effect.member)
        return this.door.greet(effect.member)
      case 'dismiss':
        return this.room.dismiss(effect.member, effect.reason, effect.message)
      case 'resync':
        return this.sender.sendTo(effect.member)
      case 'hint':
        return this.hints.serve(effect, {
          reply: (message) => this.room.send(effect.member, message),
          refuse: (refusal) => this.refuse(effect.member, refusal)
        })
      case 'graceStart':
        return this.startGrace(effect.token)
      case 'graceStop':
        return this.timers.stopGrace(effect.token)
      case 'log':
        return this.emit(effect.event)
      case 'changed':
        return this.commit(effect.events)
    }
  }

  private commit(events: EngineEvent[]): void {
    if (this.closed) return
    this.timers.turns.sync(wantedTurn(this.state, this.host))
    this.timers.keepAdvanceOnlyFor(this.state.match)
    // Already on disk (`step` saved it before any effect was carried out).
    this.sender.changed(events, this.state.gameVersion === this.state.version)
    this.seatDesk.prune()
    for (const listener of this.changeListeners) listener()
    this.followUp()
  }

  /** The auto start, or the next round after a pause when nobody needs to be waited for. */
  private followUp(): void {
    if (this.closed) return
    const next = followUp(this.state, this.host)
    if (next?.type === 'autoStart') this.step(BY_TABLE, next)
    if (next?.type === 'advanceSoon') {
      const due = { type: 'advanceDue', match: next.match } as const
      // A pause so the results can be seen even when no human is waited for.
      this.timers.advanceAfter(next.match, this.host.botDelayMs, () => this.step(BY_TABLE, due))
    }
  }

  private startGrace(token: string): void {
    this.timers.startGrace(token, this.host.graceMs, () => {
      if (!this.closed) this.step(BY_TABLE, { type: 'graceOver', token })
    })
  }

  /** A bot's move, or an expired turn's: played unless the turn moved on while the bot thought. */
  private async playTurn(due: DueTurn): Promise<void> {
    const level = this.state.seats[due.seat]?.level ?? this.host.standInLevel
    const move = await standInMove(due, level, this.deps, (event) => this.emit(event))
    if (this.closed || !this.timers.turns.isCurrent(due.ticket)) return
    this.step(BY_TABLE, { type: 'playFor', seat: due.seat, match: due.state, move, timedOut: due.reason === 'timer' })
  }

  // ---------- sending ----------

  private stateMessages(events: EngineEvent[]) {
    const { state, host } = this
    return stateMessages({
      version: state.version,
      table: this.info(),
      events,
      turnDeadline: this.timers.turns.deadline(),
      state: state.match,
      serverNow: this.deps.clock.now(),
      canUndo: (seat) => canUndo(state, host.allowUndo, seat)
    })
  }

  /** The finished match's record (null before its end or when the tape missed a round), sent to `members`. */
  private matchRecord(members: number[] = []) {
    const record = this.tape.record(this.state.match, this.summary(), this.deps.clock.now())
    if (record !== null) for (const id of members) this.room.send(id, { type: 'matchRecord', record })
    return record
  }

  private emit(event: TableEvent): void {
    if (event.type === 'matchEnded') event = { ...event, record: this.matchRecord() ?? undefined }
    for (const listener of this.eventListeners) listener(event)
  }

  private reportSave(where: string, status: SaveStatus): void {
    if (status.ok) return this.emit({ type: 'saveRecovered', where })
    this.emit({ type: 'saveFailed', where, error: status.error })
    const message = `Autosave failed (${status.error.message}); the last good save is kept.`
    for (const member of this.state.members) {
      if (member.isHost) this.refuse(member.id, { code: 'save-failed', message })
    }
  }

  /** Tells every client, stops every timer and writes the final save. */
  async close(reason = 'The host closed the table.'): Promise<void> {
    if (this.closed) return
    this.closed = true
    this.timers.cancelAll()
    this.sender.close()
    this.door.close()
    this.room.dismissAll('table-closed', reason)
    this.autosaver?.request()
    await this.autosaver?.flush()
  }
}

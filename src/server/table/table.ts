// The authority of one table: lobby → match → rounds → rematch. Pure of I/O: time, randomness, storage,
// bots and every client's send function come in as parameters, so tests drive it without sockets.
// Every change goes through `commit`, which bumps the version, sends each member a state built for
// that member alone (viewFor / spectatorView, RULES.md R9) and asks for an autosave.
import { apply, legalMoves, newMatch, nextRound, rematch, viewFor } from '../../engine'
import type { EngineEvent, MatchState, Move } from '../../engine'
import { PROTOCOL_VERSION } from '../../protocol/messages'
import type { BotLevel, ClientMessage, ServerMessage, TableInfo, TableStatus } from '../../protocol/messages'
import type { BotPlayer } from '../bot-player'
import type { Clock, TimerHandle } from '../clock'
import type { RandomSource } from '../random-source'
import { Autosaver } from '../persistence/autosaver'
import type { SaveStatus } from '../persistence/autosaver'
import { SAVE_FORMAT, SAVE_KIND } from '../persistence/save-format'
import type { TableSave } from '../persistence/save-format'
import type { TableStorage } from '../persistence/table-storage'
import { admit } from './admission'
import type { Hello } from './admission'
import * as lobby from './lobby'
import { stateFrames } from './state-frames'
import { botSeat, emptySeat, humanSeat, isBotControlled, isWaitedFor, seatInfo } from './seat'
import type { SeatRecord } from './seat'
import type { HostSettings, TableSettings } from './table-config'
import type { Refusal, TableEvent } from './table-events'
import type { TableSummary } from './table-summary'
import { TurnDriver } from './turn-driver'
import type { DueTurn, WantedTurn } from './turn-driver'

/** How the table reaches one client: one JSON text frame (a ServerMessage) per call. */
export interface ClientLink {
  send(frame: string): void
  close(code: number, reason: string): void
}

export interface TableDeps {
  clock: Clock
  random: RandomSource
  botPlayer: BotPlayer
  /** Null: no autosave. */
  storage: TableStorage | null
}

/** Lobby control, allowed to hostKey holders over the wire and to the host process directly. */
export type HostCommand = Extract<
  ClientMessage,
  { type: 'addBot' | 'setBotLevel' | 'clearSeat' | 'moveSeat' | 'configure' | 'start' | 'rematch' }
>

interface Member {
  id: number
  link: ClientLink
  joined: boolean
  /** The seat this connection proved with its token (or was given), null for spectators. */
  seat: number | null
  isHost: boolean
  name: string
}

const PHASE_STATUS = { playing: 'playing', roundOver: 'roundOver', matchOver: 'finished' } as const

/** Close code sent to a connection whose seat was taken over by a newer connection with the same token. */
export const CLOSE_REPLACED = 4001

export class Table {
  readonly id: string
  private settings: TableSettings
  private seats: SeatRecord[]
  private match: MatchState | null = null
  private version = 0
  /** Version at which the current round or match ended: a 'ready' from before it is stale. */
  private phaseVersion = 0
  private closed = false
  private readonly members = new Map<number, Member>()
  private nextMemberId = 1
  private readonly turns: TurnDriver
  private advanceTimer: TimerHandle | null = null
  private readonly autosaver: Autosaver | null
  private readonly changeListeners = new Set<() => void>()
  private readonly eventListeners = new Set<(event: TableEvent) => void>()

  private constructor(
    settings: TableSettings,
    private readonly host: HostSettings,
    private readonly deps: TableDeps
  ) {
    this.id = settings.id
    this.settings = { ...settings }
    this.seats = Array.from({ length: settings.seats }, () => emptySeat(host.standInLevel))
    // A bot's pause varies between 75 % and 125 % of botDelayMs.
    const varyPause = (ms: number) =>
      ms === 0 ? 0 : Math.round(ms * (0.75 + (deps.random.seed() % 1000) / 2000))
    this.turns = new TurnDriver(deps.clock, (due) => void this.playTurn(due), varyPause)
    const storage = deps.storage
    const pacing = {
      minGapMs: host.saveGapMs,
      sleep: (ms: number) => new Promise<void>((resolve) => deps.clock.setTimer(ms, resolve))
    }
    this.autosaver =
      storage === null
        ? null
        : new Autosaver(
            storage,
            () => this.snapshot(),
            (status) => this.reportSave(storage, status),
            pacing
          )
  }

  /** A new table in the lobby, with bots already seated where asked. */
  static create(
    settings: TableSettings,
    host: HostSettings,
    deps: TableDeps,
    bots: { seat: number; level: BotLevel }[] = []
  ): Table {
    const table = new Table(settings, host, deps)
    for (const { seat, level } of bots) {
      if (seat >= 0 && seat < table.seats.length) table.seats[seat] = botSeat(seat, level)
    }
    table.autosaver?.saveNow()
    table.followUp()
    return table
  }

  /** A table continued from its autosave: same seats, tokens, state and version. Everyone reconnects. */
  static restore(save: TableSave, host: HostSettings, deps: TableDeps): Table {
    const settings: TableSettings = {
      id: save.tableId,
      name: save.name,
      seats: save.seats.length,
      options: save.options,
      pin: save.pin,
      turnSeconds: save.turnSeconds,
      hostKey: save.hostKey
    }
    const table = new Table(settings, host, deps)
    table.seats = save.seats.map((s) => ({ ...s, connection: null, grace: null }))
    table.match = save.match
    table.version = save.version
    table.phaseVersion = save.phaseVersion
    // Nobody is connected after a restart: every present player gets the grace period to come back.
    table.seats.forEach((seat, index) => {
      if (seat.kind === 'human' && !seat.away) table.startGrace(index)
    })
    table.turns.sync(table.wantedTurn())
    table.followUp()
    return table
  }

  // ---------- reading ----------

  get currentVersion(): number {
    return this.version
  }

  /** The authoritative engine state (host only: holds every hand). Null in the lobby. */
  matchState(): MatchState | null {
    return this.match
  }

  get status(): TableStatus {
    if (this.match === null) return 'lobby'
    return PHASE_STATUS[this.match.phase]
  }

  get hostKey(): string {
    return this.settings.hostKey
  }

  get isClosed(): boolean {
    return this.closed
  }

  info(): TableInfo {
    const { options } = this.settings
    return {
      id: this.id,
      name: this.settings.name,
      status: this.status,
      seats: this.seats.map(seatInfo),
      spectators: [...this.members.values()].filter((m) => m.joined && m.seat === null).length,
      pinRequired: this.settings.pin !== null,
      turnSeconds: this.settings.turnSeconds,
      target: options.target,
      twoPlayerHandSize: options.twoPlayerHandSize,
      firstLeader: options.firstLeader
    }
  }

  /** The small, hand-free picture of the table for the code that runs it. */
  summary(): TableSummary {
    return {
      name: this.settings.name,
      status: this.status,
      seats: this.seats.map(({ kind, name, token }) => ({ kind, name, token })),
      roundsPlayed: this.match?.results.length ?? 0
    }
  }

  /** Everything needed to continue this table later (the autosave). */
  snapshot(): TableSave {
    return {
      kind: SAVE_KIND,
      format: SAVE_FORMAT,
      savedAt: this.deps.clock.now(),
      tableId: this.id,
      name: this.settings.name,
      version: this.version,
      phaseVersion: this.phaseVersion,
      hostKey: this.settings.hostKey,
      pin: this.settings.pin,
      turnSeconds: this.settings.turnSeconds,
      options: this.settings.options,
      seats: this.seats.map(({ kind, name, token, level, away, ready }) => ({
        kind,
        name,
        token,
        level,
        away,
        ready
      })),
      match: this.match
    }
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

  /** A new connection; it must say hello before anything else. */
  connect(link: ClientLink): number {
    const id = this.nextMemberId++
    this.members.set(id, { id, link, joined: false, seat: null, isHost: false, name: '' })
    return id
  }

  disconnect(memberId: number): void {
    const member = this.members.get(memberId)
    if (member === undefined) return
    this.members.delete(memberId)
    if (!member.joined || this.closed) return
    this.emit({ type: 'disconnected', seat: member.seat, name: member.name })
    if (member.seat !== null) {
      const seat = this.seats[member.seat]
      if (seat !== undefined && seat.connection === memberId) {
        seat.connection = null
        this.startGrace(member.seat)
      }
    }
    this.commit()
  }

  /** Sends a refusal to a member (also used by the transport for frames it could not parse). */
  refuse(memberId: number, refusal: Refusal): void {
    const member = this.members.get(memberId)
    if (member !== undefined) this.sendError(member, refusal)
  }

  /** Whether a connection has said hello (the transport closes those that never do). */
  hasJoined(memberId: number): boolean {
    return this.members.get(memberId)?.joined ?? false
  }

  receive(memberId: number, message: ClientMessage): void {
    const member = this.members.get(memberId)
    if (member === undefined) return
    const refusal = this.handle(member, message)
    if (refusal !== null) this.sendError(member, refusal)
  }

  private handle(member: Member, message: ClientMessage): Refusal | null {
    if (this.closed) return { code: 'table-closed', message: 'The table is closed.' }
    if (message.type === 'hello') return this.hello(member, message)
    if (!member.joined) return { code: 'hello-first', message: 'Say hello before anything else.' }
    switch (message.type) {
      case 'move':
        return this.move(member, message.version, message.move)
      case 'hint':
        return this.hint(member, message.version, message.level ?? 'medium')
      case 'ready':
        return this.ready(member, message.version)
      case 'sync':
        this.sendState(member, [])
        return null
      case 'leave':
        return this.leave(member)
      default:
        if (!member.isHost) return { code: 'not-host', message: 'Only the host can change the table.' }
        return this.command(message)
    }
  }

  // ---------- joining ----------

  private hello(member: Member, hello: Hello): Refusal | null {
    const admission = admit(hello, {
      seats: this.seats,
      pin: this.settings.pin,
      hostKey: this.settings.hostKey,
      inLobby: this.match === null,
      spectators: this.spectatorCount(),
      maxSpectators: this.host.maxSpectators,
      alreadyJoined: member.joined
    })
    if ('code' in admission) return admission
    const seat = admission.as === 'spectator' ? null : admission.seat
    if (admission.as === 'returning') this.reclaimSeat(admission.seat, member, hello.name)
    if (admission.as === 'new-player') {
      this.seats[admission.seat] = humanSeat(
        hello.name,
        this.deps.random.token(),
        this.host.standInLevel,
        member.id
      )
    }
    Object.assign(member, { joined: true, seat, isHost: admission.isHost, name: hello.name })
    this.welcome(member)
    this.emit({ type: 'joined', seat, name: hello.name, rejoined: admission.as === 'returning' })
    this.commit()
    return null
  }

  /** A returning player takes the seat back from a stale connection and from the stand-in bot. */
  private reclaimSeat(index: number, member: Member, name: string): void {
    const seat = this.seats[index] as SeatRecord
    const previous = seat.connection === null ? undefined : this.members.get(seat.connection)
    if (previous !== undefined) {
      this.members.delete(previous.id)
      sendTo(previous, { type: 'closed', reason: 'Your seat was taken over by a newer connection.' })
      previous.link.close(CLOSE_REPLACED, 'replaced')
    }
    this.stopGrace(seat)
    Object.assign(seat, { connection: member.id, away: false, name })
  }

  private welcome(member: Member): void {
    const seat = member.seat === null ? undefined : this.seats[member.seat]
    sendTo(member, {
      type: 'welcome',
      protocol: PROTOCOL_VERSION,
      tableId: this.id,
      seat: member.seat,
      token: seat?.token ?? null,
      isHost: member.isHost
    })
  }

  private leave(member: Member): Refusal | null {
    this.members.delete(member.id)
    sendTo(member, { type: 'closed', reason: 'You left the table.' })
    member.link.close(1000, 'left')
    const seat = member.seat === null ? undefined : this.seats[member.seat]
    if (seat !== undefined && seat.connection === member.id && member.seat !== null) {
      this.stopGrace(seat)
      // In the lobby the seat is free again; in a match a bot plays it (the token still brings them back).
      if (this.match === null) this.seats[member.seat] = emptySeat(this.host.standInLevel)
      else Object.assign(seat, { connection: null, away: true })
    }
    this.emit({ type: 'left', seat: member.seat, name: member.name })
    this.commit()
    return null
  }

  private startGrace(index: number): void {
    const seat = this.seats[index]
    if (seat === undefined || seat.kind !== 'human') return
    this.stopGrace(seat)
    const token = seat.token
    seat.grace = this.deps.clock.setTimer(this.host.graceMs, () => this.graceOver(token))
  }

  private stopGrace(seat: SeatRecord): void {
    if (seat.grace !== null) this.deps.clock.clearTimer(seat.grace)
    seat.grace = null
  }

  /** The player did not come back in time: in a match a bot stands in; in the lobby the seat is freed.
   *  Found by token, since the host may have moved the seat meanwhile. */
  private graceOver(token: string | null): void {
    const index = this.seats.findIndex((s) => s.kind === 'human' && s.token === token)
    const seat = this.seats[index]
    if (this.closed || seat === undefined || seat.connection !== null) return
    seat.grace = null
    const name = seat.name ?? ''
    if (this.match === null) {
      this.seats[index] = emptySeat(this.host.standInLevel)
      this.emit({ type: 'left', seat: index, name })
    } else {
      seat.away = true
      this.emit({ type: 'away', seat: index, name })
    }
    this.commit()
  }

  // ---------- playing ----------

  /** Validation order (DESIGN.md): who → which seat → whose turn → current version → legal. */
  private move(member: Member, version: number, move: Move): Refusal | null {
    if (member.seat === null) return { code: 'not-seated', message: 'Spectators cannot play.' }
    const seat = member.seat
    if (this.match === null) return { code: 'not-playing', message: 'The match has not started.' }
    if (this.match.phase !== 'playing') return { code: 'round-over', message: 'The round is over.' }
    if (this.match.turn !== seat) return { code: 'not-your-turn', message: 'It is not your turn.' }
    if (version !== this.version) return this.stale(member)
    const result = apply(this.match, seat, move)
    if (!result.ok) return result.error
    this.applied(result.value.state, result.value.events)
    return null
  }

  private stale(member: Member): Refusal | null {
    this.sendError(member, {
      code: 'stale',
      message: `The table is at version ${this.version}: here is the current state.`
    })
    this.sendState(member, [])
    return null
  }

  private hint(member: Member, version: number, level: 'medium' | 'hard'): Refusal | null {
    if (member.seat === null) return { code: 'not-seated', message: 'Spectators get no hints.' }
    const state = this.match
    if (state === null || state.phase !== 'playing') {
      return { code: 'not-playing', message: 'No round is being played.' }
    }
    if (state.turn !== member.seat) return { code: 'not-your-turn', message: 'Hints are for your own turn.' }
    if (version !== this.version) return this.stale(member)
    const view = viewFor(state, member.seat)
    this.deps.botPlayer.chooseMove(view, level, this.deps.random.seed()).then(
      (move) => {
        if (this.members.get(member.id) === member) sendTo(member, { type: 'hint', version, move, level })
      },
      () => this.sendError(member, { code: 'no-hint', message: 'No hint is available right now.' })
    )
    return null
  }

  /** What should happen for the seat on turn: a bot's move, a human's turn timer, or nothing. */
  private wantedTurn(): WantedTurn | null {
    const state = this.match
    if (state === null || state.phase !== 'playing' || state.turn === null) return null
    const seat = this.seats[state.turn]
    if (seat === undefined) return null
    if (isBotControlled(seat)) {
      return { reason: 'bot', seat: state.turn, state, delayMs: this.host.botDelayMs }
    }
    if (this.settings.turnSeconds > 0) {
      return { reason: 'timer', seat: state.turn, state, delayMs: this.settings.turnSeconds * 1000 }
    }
    return null
  }

  /** A bot's move, or an expired turn: pass when allowed, otherwise the stand-in bot leads. */
  private async playTurn(due: DueTurn): Promise<void> {
    const { state, seat } = due
    const level = this.seats[seat]?.level ?? this.host.standInLevel
    const legal = legalMoves(state)
    let move: Move | undefined = due.reason === 'timer' ? legal.find((m) => m.kind === 'pass') : undefined
    if (move === undefined) {
      try {
        move = await this.deps.botPlayer.chooseMove(viewFor(state, seat), level, this.deps.random.seed())
      } catch (error) {
        this.emit({ type: 'botFailed', seat, error: asError(error) })
      }
    }
    if (this.closed || !this.turns.isCurrent(due.ticket)) return
    let result = move === undefined ? undefined : apply(state, seat, move)
    if (result === undefined || !result.ok) {
      if (result !== undefined) this.emit({ type: 'botFailed', seat, error: new Error(result.error.message) })
      const fallback = legal[0]
      if (fallback === undefined) return
      result = apply(state, seat, fallback)
    }
    if (result.ok) this.applied(result.value.state, result.value.events)
  }

  private applied(state: MatchState, events: EngineEvent[]): void {
    this.match = state
    if (state.phase !== 'playing') {
      this.phaseVersion = this.version + 1
      for (const seat of this.seats) seat.ready = false
      for (const event of events) {
        if (event.type === 'roundEnded') {
          this.emit({ type: 'roundEnded', result: event.result, totals: state.totals })
        } else if (event.type === 'matchEnded') {
          this.emit({ type: 'matchEnded', winners: event.winners, totals: event.totals })
        }
      }
    }
    this.commit(events)
  }

  // ---------- between rounds ----------

  private ready(member: Member, version: number): Refusal | null {
    if (member.seat === null) return { code: 'not-seated', message: 'Spectators need not be ready.' }
    const seat = this.seats[member.seat]
    if (this.match === null || this.match.phase === 'playing' || seat === undefined) {
      return { code: 'wrong-phase', message: 'Ready is for the end of a round or match.' }
    }
    if (version < this.phaseVersion) return this.stale(member)
    seat.ready = true
    if (this.readyToAdvance()) this.advance()
    else this.commit()
    return null
  }

  /** Every connected human is ready (bots always are, away players count as ready). A rematch also needs
   *  someone to have asked for it, so a table of bots (or of away players) does not play on forever. */
  private readyToAdvance(): boolean {
    const phase = this.match?.phase
    if (phase !== 'roundOver' && phase !== 'matchOver') return false
    if (this.seats.some(isWaitedFor)) return false
    return phase === 'roundOver' || this.seats.some((s) => s.kind === 'human' && s.ready && !s.away)
  }

  /** The next round, or a rematch with the same seats. */
  private advance(): Refusal | null {
    const state = this.match
    if (state === null || state.phase === 'playing') {
      return { code: 'wrong-phase', message: 'The round is not over.' }
    }
    const next = state.phase === 'roundOver' ? nextRound(state) : rematch(state, this.deps.random.seed())
    if (!next.ok) return { code: 'wrong-phase', message: next.error.message }
    this.clearAdvanceTimer()
    for (const seat of this.seats) seat.ready = false
    this.match = next.value
    if (state.phase === 'matchOver') this.emit({ type: 'matchStarted', players: next.value.players })
    this.emit({ type: 'roundStarted', round: next.value.round })
    this.commit()
    return null
  }

  private clearAdvanceTimer(): void {
    if (this.advanceTimer !== null) this.deps.clock.clearTimer(this.advanceTimer)
    this.advanceTimer = null
  }

  // ---------- lobby control ----------

  /** Host commands; refused with a code when not allowed now. */
  command(cmd: HostCommand): Refusal | null {
    if (this.closed) return { code: 'table-closed', message: 'The table is closed.' }
    const level = this.host.standInLevel
    switch (cmd.type) {
      case 'addBot':
        return this.inLobby() ?? this.changeSeats(lobby.addBot(this.seats, cmd.seat, cmd.level))
      case 'setBotLevel':
        return this.changeSeats(lobby.setLevel(this.seats, cmd.seat, cmd.level))
      case 'clearSeat':
        return this.changeSeats(lobby.clearSeat(this.seats, cmd.seat, this.match === null, level))
      case 'moveSeat':
        return this.inLobby() ?? this.changeSeats(lobby.moveSeat(this.seats, cmd.from, cmd.to))
      case 'configure': {
        const configured = this.inLobby() ?? lobby.configure(this.settings, this.seats, cmd.settings, level)
        if (configured === null || 'code' in configured) return configured
        this.settings = configured.settings
        this.seats = configured.seats
        this.commit()
        return null
      }
      case 'start':
        return this.inLobby() ?? this.start()
      case 'rematch':
        if (this.match?.phase !== 'matchOver') {
          return { code: 'wrong-phase', message: 'The match is not over.' }
        }
        return this.advance()
    }
  }

  private inLobby(): Refusal | null {
    return this.match === null
      ? null
      : { code: 'not-in-lobby', message: 'Seats and settings change only in the lobby.' }
  }

  /** Applies a lobby change: moved players are told their new seat, a removed player stays as a spectator. */
  private changeSeats(change: lobby.SeatChange | Refusal): Refusal | null {
    if ('code' in change) return change
    this.seats = change.seats
    const moved = new Map(change.moved)
    for (const member of this.members.values()) {
      if (member.seat === null) continue
      const to = moved.get(member.seat)
      const removed = change.removed?.seat === member.seat
      if (to === undefined && !removed) continue
      member.seat = removed ? null : (to as number)
      this.welcome(member)
    }
    if (change.removed !== null) {
      this.stopGrace(change.removed.record)
      this.emit({ type: 'left', seat: change.removed.seat, name: change.removed.record.name ?? '' })
    }
    this.commit()
    return null
  }

  private start(): Refusal | null {
    if (this.seats.some((s) => s.kind === 'empty')) {
      return { code: 'seats-not-filled', message: 'Every seat needs a player or a bot.' }
    }
    const seed = this.host.firstSeed ?? this.deps.random.seed()
    const created = newMatch(this.seats.length, this.settings.options, seed)
    if (!created.ok) return { code: 'bad-settings', message: created.error.message }
    this.match = created.value
    for (const seat of this.seats) seat.ready = false
    this.emit({ type: 'matchStarted', players: created.value.players })
    this.emit({ type: 'roundStarted', round: 1 })
    this.commit()
    return null
  }

  // ---------- every change ----------

  private commit(events: EngineEvent[] = []): void {
    if (this.closed) return
    this.version++
    this.turns.sync(this.wantedTurn())
    // On disk before anyone sees it: a host killed right after this loses nothing a player saw.
    this.autosaver?.saveNow()
    this.broadcast(events)
    for (const listener of this.changeListeners) listener()
    this.followUp()
  }

  /** What a change may set off: the auto start, or the next round when nobody needs to be waited for. */
  private followUp(): void {
    if (this.closed) return
    if (this.match === null) {
      if (this.host.autoStart && this.seats.every((s) => s.kind !== 'empty')) this.start()
      return
    }
    if (this.advanceTimer === null && this.readyToAdvance()) {
      const state = this.match
      // A pause so the results can be seen even when no human is waited for.
      this.advanceTimer = this.deps.clock.setTimer(this.host.botDelayMs, () => {
        this.advanceTimer = null
        if (this.match === state && this.readyToAdvance()) this.advance()
      })
    }
  }

  private broadcast(events: EngineEvent[]): void {
    const frames = this.stateFrames(events)
    for (const member of this.members.values()) {
      if (member.joined) member.link.send(frames(member.seat))
    }
  }

  /** The state as this member may see it: its own seat's view, or the spectator view (R9). */
  private sendState(member: Member, events: EngineEvent[]): void {
    member.link.send(this.stateFrames(events)(member.seat))
  }

  private stateFrames(events: EngineEvent[]): (seat: number | null) => string {
    return stateFrames({
      version: this.version,
      table: this.info(),
      events,
      turnDeadline: this.turns.deadline(),
      state: this.match
    })
  }

  private sendError(member: Member, refusal: Refusal): void {
    sendTo(member, { type: 'error', code: refusal.code, message: refusal.message, version: this.version })
  }

  private spectatorCount(): number {
    let count = 0
    for (const member of this.members.values()) if (member.joined && member.seat === null) count++
    return count
  }

  private emit(event: TableEvent): void {
    for (const listener of this.eventListeners) listener(event)
  }

  private reportSave(storage: TableStorage, status: SaveStatus): void {
    const where = storage.describe(this.id)
    if (status.ok) {
      this.emit({ type: 'saveRecovered', where })
      return
    }
    this.emit({ type: 'saveFailed', where, error: status.error })
    const refusal: Refusal = {
      code: 'save-failed',
      message: `Autosave failed (${status.error.message}); the last good save is kept.`
    }
    for (const member of this.members.values()) if (member.isHost) this.sendError(member, refusal)
  }

  /** Tells every client, stops every timer and writes the final save. */
  async close(reason = 'The host closed the table.'): Promise<void> {
    if (this.closed) return
    this.closed = true
    this.turns.cancel()
    this.clearAdvanceTimer()
    for (const seat of this.seats) this.stopGrace(seat)
    for (const member of this.members.values()) {
      sendTo(member, { type: 'closed', reason })
      member.link.close(1001, 'table closed')
    }
    this.members.clear()
    if (this.autosaver !== null) {
      this.autosaver.request()
      await this.autosaver.flush()
    }
  }

  /** Waits until every change so far is written (tests, shutdown). */
  async flushSaves(): Promise<void> {
    await this.autosaver?.flush()
  }
}

function sendTo(member: Member, message: ServerMessage): void {
  member.link.send(JSON.stringify(message))
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error))
}

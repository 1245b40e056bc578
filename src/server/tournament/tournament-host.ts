// One host process, many tables (issue 52): the tournament's authority. It owns the TournamentState and
// changes it only through src/tournament's reducer; it draws the duplicate seeds and the seating order
// from its cryptographic source, opens one table per seating entry of a stage with the ordinary table
// machinery (hosting's startHost: seats held for the entrants' tokens, bots, the stage's dealer, a watch
// gate), records each deal a table finishes, and journals every change before anyone hears of it
// (tournament-journal.ts). The channel that tells devices about it is tournament-server.ts.
import { join } from 'node:path'
import { handsPerDeal } from '../../engine'
import type { Randomness } from '../../engine'
import { ok, refuse } from '../../engine/result'
import type { Refusal, Result } from '../../engine/result'
import type { MatchRecord } from '../../protocol/match-record'
import type { TableAddress, TournamentFrame } from '../../protocol/tournament-messages'
import { PIN_PATTERN } from '../../protocol/vocabulary'
import type { BotLevel } from '../../protocol/vocabulary'
import {
  maySeeDeal,
  mayWatchTable,
  newTournament,
  phaseOf,
  reduce,
  seatOf,
  sizeKey,
  forOutsiders
} from '../../tournament'
import type {
  TournamentCommand,
  TournamentContext,
  TournamentMember,
  TournamentResult,
  TournamentSettings,
  TournamentState
} from '../../tournament'
import type { HostOptions } from '../host-server'
import { safeEqual } from '../table/safe-equal'
import type { TableEvent } from '../table/table-events'
import type { RunningTable, TournamentHostDeps } from './tournament-host-deps'
import { resolveStageOptions, stageDealer } from './stage-dealer'
import { botsAt } from './table-bots'
import { tableAddress } from './table-progress'
import { readJournal, writeJournal } from './tournament-journal'
import type { OpenedTable, TournamentHostSave } from './tournament-journal'
import { TOURNAMENT_HOST_FORMAT, TOURNAMENT_HOST_KIND } from './tournament-journal'

export type { RunningTable, TournamentHostDeps } from './tournament-host-deps'

/** What changed, for the channel: every change sends the frame; a new stage also sends each its seat. */
export type TournamentChange = { stageStarted: boolean }

const DEAL_UNFINISHED =
  'Other tables are still playing a deal of this table: watch once every table has finished it.'

export class TournamentHost {
  /** The current stage's tables (index = table − 1); null for a finished one not reopened after a restart. */
  private running: (RunningTable | null)[] = []
  private readonly listeners = new Set<(change: TournamentChange) => void>()
  /** Finished matches' records by stage and table, handed out only once every deal in them may be seen. */
  private readonly records: { stage: number; table: number; deals: number[]; record: MatchRecord }[] = []
  private starting = false
  private closed = false

  private constructor(
    private save: TournamentHostSave,
    private readonly deps: TournamentHostDeps
  ) {}

  /** A new tournament open for registration, journaled at once. `pin`: what a new player must give to
   *  register (4 to 8 digits), kept beside the director key in the journal, never in the state. */
  static create(
    settings: TournamentSettings,
    deps: TournamentHostDeps,
    pin: string | null = null
  ): TournamentResult<TournamentHost> {
    if (pin !== null && !PIN_PATTERN.test(pin))
      return refuse('bad-settings', 'The PIN must be 4 to 8 digits.')
    const state = newTournament(settings)
    if (!state.ok) return state
    const save: TournamentHostSave = {
      kind: TOURNAMENT_HOST_KIND,
      format: TOURNAMENT_HOST_FORMAT,
      directorKey: deps.random.token(),
      pin,
      tokens: {},
      tables: [],
      tournament: state.value
    }
    const host = new TournamentHost(save, deps)
    writeJournal(deps.folder, save)
    return ok(host)
  }

  /** The tournament of the journal in `deps.folder`, every unfinished table of its stage reopened from
   *  its own save, and any deal a table finished after the journal's last write recorded. */
  static async resume(deps: TournamentHostDeps): Promise<TournamentHost> {
    const read = readJournal(deps.folder)
    if (!read.ok) throw new Error(read.error.message)
    const host = new TournamentHost(read.value, deps)
    await host.reopenStage()
    return host
  }

  // ---------- reading ----------

  get state(): TournamentState {
    return this.save.tournament
  }

  get directorKey(): string {
    return this.save.directorKey
  }

  /** The tournament as anyone but the host may hold it (no seeds, no duplicate result before every
   *  table of its size has it), with where the stage's tables listen and whether registering needs a PIN. */
  frame(): TournamentFrame {
    return { tournament: forOutsiders(this.state), tables: this.addresses(), pinRequired: this.pinRequired }
  }

  /** Registering needs the PIN. */
  get pinRequired(): boolean {
    return this.save.pin !== null
  }

  /** Is `pin` the tournament's PIN? (compared in constant time; false when it has none to give) */
  isPin(pin: string): boolean {
    return this.save.pin !== null && safeEqual(pin, this.save.pin)
  }

  /** The entrant a token belongs to, or null. */
  entrantOf(token: string): number | null {
    for (const [id, t] of Object.entries(this.save.tokens)) if (t === token) return Number(id)
    return null
  }

  /** An entrant's table and seat in the current stage, with the seat's token: what their device follows. */
  seatFor(entrant: number): (TableAddress & { seat: number; token: string }) | null {
    const stageNumber = this.state.stages.length
    const stage = this.state.stages[stageNumber - 1]
    const seat = stage === undefined ? null : seatOf(stage, entrant)
    if (seat === null) return null
    const token = this.save.tables[stageNumber - 1]?.[seat.table]?.seatTokens[seat.seat] ?? null
    const address = this.addressOf(seat.table + 1)
    if (token === null || address === undefined) return null
    const { table, port, urls } = address // not its progress: yourSeat is where, the seat and its token
    return { stage: address.stage, table, port, urls, seat: seat.seat, token }
  }

  /** Where a table is, for someone who asks to watch it; refused while it plays a deal they may not see. */
  watch(
    member: TournamentMember,
    stage: number,
    table: number
  ): Result<TableAddress, Refusal<'deal-unfinished' | 'table-not-open'>> {
    const address = stage === this.state.stages.length ? this.addressOf(table) : undefined
    if (address === undefined)
      return refuse('table-not-open', `Table ${table} of stage ${stage} is not open.`)
    if (!mayWatchTable(this.state, member, stage, table)) return refuse('deal-unfinished', DEAL_UNFINISHED)
    return ok(address)
  }

  /** The match records this member may hold: a duplicate deal's only once every table has finished it. */
  recordsFor(member: TournamentMember): MatchRecord[] {
    return this.records
      .filter((r) =>
        r.deals.every((deal) => maySeeDeal(this.state, member, { stage: r.stage, table: r.table, deal }))
      )
      .map((r) => r.record)
  }

  onChange(listener: (change: TournamentChange) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  // ---------- commands ----------

  /** What `register` would refuse now (closed, full, a name nobody may go by), changing nothing: the
   *  channel asks before it checks a PIN, so a refusal that does not depend on the PIN costs no guess. */
  checkRegistration(name: string): TournamentResult<null> {
    const context = { random: this.deps.random as Randomness, newSeed: () => this.deps.newSeed() }
    const next = reduce(this.state, { type: 'register', name }, context)
    return next.ok ? ok(null) : next
  }

  /** A player registers: their entrant id and the token their devices come back with. */
  register(name: string): TournamentResult<{ entrant: number; token: string }> {
    const done = this.apply({ type: 'register', name }, () => {
      this.save.tokens[String(this.state.lastEntrantId)] = this.deps.random.token()
    })
    if (!done.ok) return done
    const entrant = this.state.lastEntrantId
    return ok({ entrant, token: this.save.tokens[String(entrant)] as string })
  }

  addBot(level: BotLevel): TournamentResult<null> {
    return this.apply({ type: 'addBot', level })
  }

  /** The director takes an entrant out; during a stage a stand-in bot finishes their table (marked). */
  withdraw(entrant: number): TournamentResult<null> {
    const stage = this.state.stages.at(-1)
    const seat = stage === undefined ? null : seatOf(stage, entrant)
    const done = this.apply({ type: 'withdraw', entrant })
    if (done.ok && seat !== null) this.running[seat.table]?.command({ type: 'clearSeat', seat: seat.seat })
    return done
  }

  /** The director starts the next stage: seats it, draws its seeds, opens its tables, tells everyone. */
  async startStage(fillBots?: BotLevel): Promise<TournamentResult<null>> {
    if (this.starting) return refuse('stage-running', 'The stage is being opened.')
    const stage = this.state.stages.length + 1
    const context = this.deps.stageContext?.(stage) ?? this.context()
    const command: TournamentCommand =
      fillBots === undefined ? { type: 'startStage', stage } : { type: 'startStage', stage, fillBots }
    const next = reduce(this.state, command, context)
    if (!next.ok) return next
    this.starting = true
    try {
      await this.closeTables('The stage is over: your next table is ready.')
      const seated = next.value.stages[stage - 1]
      if (seated === undefined) return refuse('wrong-stage', 'The stage was not seated.')
      const opened = seated.tables.map((t) => ({
        save: '',
        seatTokens: t.seats.map((h) =>
          h.kind === 'entrant' && this.isPlayer(next.value, h.id) ? this.deps.random.token() : null
        )
      }))
      // The state and the tokens first, so the tables' dealers and gates read the new stage.
      this.save = { ...this.save, tournament: next.value, tables: [...this.save.tables, opened] }
      this.running = await Promise.all(opened.map((o, i) => this.openTable(stage, i + 1, o)))
      this.commit({ stageStarted: true })
      return ok(null)
    } finally {
      this.starting = false
    }
  }

  /** Closes every table (their final saves) and stops. The journal stays as it was. */
  async close(): Promise<void> {
    this.closed = true
    await this.closeTables('The tournament host is closing.')
  }

  // ---------- inside ----------

  private context(): TournamentContext {
    return { random: this.deps.random as Randomness, newSeed: () => this.deps.newSeed() }
  }

  private apply(command: TournamentCommand, alongside?: () => void): TournamentResult<null> {
    const next = reduce(this.state, command, this.context())
    if (!next.ok) return next
    this.save = { ...this.save, tournament: next.value }
    alongside?.()
    this.commit({ stageStarted: false })
    return ok(null)
  }

  /** Journaled first, then told. */
  private commit(change: TournamentChange): void {
    writeJournal(this.deps.folder, this.save)
    for (const listener of this.listeners) listener(change)
  }

  private isPlayer(state: TournamentState, entrant: number): boolean {
    const e = state.entrants.find((x) => x.id === entrant)
    return e !== undefined && e.bot === undefined && e.withdrawnInStage === undefined
  }

  private addresses(): TableAddress[] {
    return this.running.flatMap((_, i) => this.addressOf(i + 1) ?? [])
  }

  /** Where table `table` (from 1) of the current stage listens, and how far it is; undefined when it is not
   *  open here (a finished table is not reopened after a restart, so the list has gaps: look up by number). */
  private addressOf(table: number): TableAddress | undefined {
    const running = this.running[table - 1]
    if (running === null || running === undefined) return undefined
    const stage = this.state.stages.length
    const played = this.state.stages[stage - 1]?.tables[table - 1]?.deals.length ?? 0
    return tableAddress(stage, table, running, played, this.state.settings.dealsPerStage)
  }

  /** Table `table` of stage `stage`: a new one, or (`opened.save` set) the one its save continues. */
  private async openTable(stage: number, table: number, opened: OpenedTable): Promise<RunningTable> {
    const { settings } = this.state
    const seating = this.state.stages[stage - 1]?.tables[table - 1]
    if (seating === undefined) throw new Error(`No table ${table} in stage ${stage}.`)
    const players = seating.seats.length
    const options = resolveStageOptions(settings, players)
    const seed =
      settings.format === 'duplicate' ? (this.state.stages[stage - 1]?.seeds[sizeKey(seating)] ?? null) : null
    const reported = () => this.state.stages[stage - 1]?.tables[table - 1]?.deals.length ?? 0
    const dealer = stageDealer({
      players,
      options,
      dealsPerStage: settings.dealsPerStage,
      seed,
      random: this.deps.random,
      reported
    })
    const watchGate = () =>
      mayWatchTable(this.state, null, stage, table)
        ? null
        : { code: 'deal-unfinished' as const, message: DEAL_UNFINISHED }
    const entrants = this.state.entrants
    const common: HostOptions = {
      ...this.deps.tableOptions,
      dataDir: this.deps.folder,
      keepBackup: true,
      autoStart: true,
      dealer,
      watchGate
    }
    const resume = opened.save === '' ? null : join(this.deps.folder, 'tables', opened.save)
    const running = await this.deps.startTable(
      resume !== null
        ? { ...common, resume }
        : {
            ...common,
            name: `${settings.name.slice(0, 12)} ${stage}.${table}`,
            seats: players,
            options: { ...options, turnSeconds: settings.turnSeconds },
            players: seating.seats.flatMap((h, seat) => {
              const token = opened.seatTokens[seat]
              const name = h.kind === 'entrant' ? entrants.find((e) => e.id === h.id)?.name : undefined
              return token === null || token === undefined || name === undefined
                ? []
                : [{ seat, name, token }]
            }),
            bots: botsAt(seating.seats, opened.seatTokens, entrants)
          },
      { stage, table }
    )
    if (resume === null) opened.save = (running.server.savePath ?? '').split(/[\\/]/).at(-1) ?? ''
    running.server.onEvent((event) => this.tableEvent(stage, table, players, running, event))
    return running
  }

  /** A deal ends at a table: one hand per deal, its round; two hands, its match (both hands together). */
  private tableEvent(
    stage: number,
    table: number,
    players: number,
    running: RunningTable,
    event: TableEvent
  ): void {
    if (this.closed || stage !== this.state.stages.length) return
    const twoHands = handsPerDeal(players, this.state.settings.options) === 2
    const done = this.state.stages[stage - 1]?.tables[table - 1]?.deals.length ?? 0
    if (event.type === 'roundEnded' && !twoHands)
      this.report(stage, table, event.result.round, event.result.penalties)
    if (event.type === 'matchEnded') {
      if (twoHands) this.report(stage, table, done + 1, event.totals)
      const deals = twoHands
        ? [done + 1]
        : Array.from({ length: this.state.settings.dealsPerStage }, (_, i) => i + 1)
      if (event.record !== undefined) this.records.push({ stage, table, deals, record: event.record })
      // A table of two plays its next deal as a new match, once its players are ready: asked after the
      // table's own step has finished (this runs inside it, as its event).
      if (twoHands && done + 1 < this.state.settings.dealsPerStage)
        queueMicrotask(() => {
          if (!this.closed) running.command({ type: 'rematch', now: false })
        })
    }
  }

  private report(stage: number, table: number, deal: number, penalties: number[]): void {
    const done = this.apply({ type: 'reportDeal', stage, table, deal, penalties })
    if (!done.ok)
      this.deps.log?.(`stage ${stage}, table ${table}, deal ${deal} not recorded: ${done.error.message}`)
  }

  /** After a restart: the last stage's tables that still have deals to play, each from its own save; the
   *  deals a table finished after the journal's last write are recorded from that save (one hand per deal). */
  private async reopenStage(): Promise<void> {
    const stage = this.state.stages.length
    if (stage === 0 || phaseOf(this.state) !== 'playing') return
    const opened = this.save.tables[stage - 1] ?? []
    const tables = this.state.stages[stage - 1]?.tables ?? []
    this.running = await Promise.all(
      opened.map(async (o, i) => {
        const seating = tables[i]
        if (seating === undefined || seating.deals.length >= this.state.settings.dealsPerStage) return null
        const running = await this.openTable(stage, i + 1, o)
        const match = running.snapshot().match
        if (match !== null && handsPerDeal(match.players, match.options) === 1) {
          for (const result of match.results.slice(seating.deals.length))
            this.report(stage, i + 1, result.round, result.penalties)
        }
        return running
      })
    )
  }

  private async closeTables(reason: string): Promise<void> {
    const tables = this.running.splice(0)
    await Promise.all(tables.map((t) => t?.server.close(reason)))
  }
}

// The audits of a tournament whose host runs in another process (issue 52, the tournament soak), fed from the
// host's journal (journal-view.ts) instead of the host's memory: each table's secrets audit with the state
// rebuilt from its stage's seed (seeded-table-audit.ts), and the audit across tables (wire/tournament-audit.ts)
// with every hand of every stage dealt again from the seeds, as soon as the journal shows the stage.
import { mayWatchTable, sizeKey } from '../../src/tournament'
import type { TablePlace } from '../../src/server/tournament/insecure-seed'
import { resolveStageOptions } from '../../src/server/tournament/stage-dealer'
import { TournamentAudit } from '../wire/tournament-audit'
import type { JournalView } from './journal-view'
import type { AcrossAudit } from './seeded-device'
import { SeededTableAudit } from './seeded-table-audit'
import { dealtRound } from './seeded-truth'

/** Stands for a host key not read yet: no frame holds it, so nothing is checked against it. */
const NOT_READ = '\u0000 host key not read yet'

export class EveningAudits {
  readonly tables = new Map<string, SeededTableAudit>()
  readonly across: TournamentAudit
  /** What devices and misbehaving clients call: the audit across tables, after any new stage is dealt. */
  readonly acrossFeed: AcrossAudit
  /** Frames shown to the audit across tables: from tables, from the channel. */
  tableFramesAcross = 0
  channelFrames = 0
  private stagesDealt = 0

  /** `labels`: the device label of each entrant who has one (owners of tokens in the audit across tables). */
  constructor(
    private readonly journal: JournalView,
    private readonly labels: ReadonlyMap<number, string>
  ) {
    this.across = new TournamentAudit({
      seeds: () => this.journal.state.stages.flatMap((s) => Object.values(s.seeds)),
      tokens: () => this.tokens(),
      progress: (stage, table) => {
        const finished = this.journal.state.stages[stage - 1]?.tables[table - 1]?.deals.length ?? 0
        return { finished, begun: Math.min(finished + 1, this.journal.state.settings.dealsPerStage) }
      },
      finishedEverywhere: (stage, table) => {
        const tables = this.journal.state.stages[stage - 1]?.tables ?? []
        const own = tables[table - 1]
        if (own === undefined) return 0
        const same = tables.filter((t) => t.seats.length === own.seats.length)
        return Math.min(...same.map((t) => t.deals.length))
      }
    })
    this.acrossFeed = {
      observeTable: (label, reader, text) => {
        this.tableFramesAcross++
        this.dealStages()
        this.across.observeTable(label, reader, text)
      },
      observeChannel: (label, text) => {
        this.channelFrames++
        this.dealStages()
        this.across.observeChannel(label, text)
      }
    }
  }

  /** The secrets audit of one table (made when a client first reaches it). */
  table(place: TablePlace): SeededTableAudit {
    const key = `${place.stage}.${place.table}`
    const known = this.tables.get(key)
    if (known !== undefined) return known
    const { state } = this.journal
    const seating = state.stages[place.stage - 1]?.tables[place.table - 1]
    const seed = seating === undefined ? undefined : state.stages[place.stage - 1]?.seeds[sizeKey(seating)]
    if (seating === undefined || seed === undefined)
      throw new Error(`no duplicate table ${key} in the journal`)
    const audit = new SeededTableAudit({
      players: seating.seats.length,
      options: resolveStageOptions(state.settings, seating.seats.length),
      seed,
      secrets: () => ({
        tokens: this.journal.seatTokens(place.stage, place.table),
        hostKey: this.journal.hostKey(place.stage, place.table) ?? NOT_READ
      })
    })
    this.tables.set(key, audit)
    return audit
  }

  /** Whether anyone outside a table may watch it now (mayWatchTable on the journal's state). */
  mayWatch(place: TablePlace): boolean {
    return mayWatchTable(this.journal.state, null, place.stage, place.table)
  }

  get leaks(): string[] {
    return [...this.across.violations, ...[...this.tables.values()].flatMap((a) => a.violations)]
  }

  get replayFailures(): string[] {
    return [...this.tables.values()].flatMap((a) => a.replayFailures)
  }

  get tableFrames(): number {
    return [...this.tables.values()].reduce((n, a) => n + a.framesChecked, 0)
  }

  /** Every hand of every stage the journal shows, dealt again from its seed, once. */
  private dealStages(): void {
    const { state } = this.journal
    for (; this.stagesDealt < state.stages.length; this.stagesDealt++) {
      const stage = state.stages[this.stagesDealt]
      stage?.tables.forEach((seating, t) => {
        const players = seating.seats.length
        const seed = stage.seeds[sizeKey(seating)]
        const options = resolveStageOptions(state.settings, players)
        for (let deal = 1; seed !== undefined && deal <= state.settings.dealsPerStage; deal++) {
          const dealt = dealtRound(seed, players, options, deal)
          if (dealt !== null) this.across.recordDeal(this.stagesDealt + 1, t + 1, deal, dealt.hands)
        }
      })
    }
  }

  /** Every token and key of the evening with its owner: a device's own, else a bot's, the host's, the director's. */
  private tokens(): { token: string; owner: string }[] {
    const save = this.journal.read()
    const owner = (entrant: number) => this.labels.get(entrant) ?? `entrant ${entrant}`
    const out = Object.entries(save.tokens).map(([id, token]) => ({ token, owner: owner(Number(id)) }))
    save.tables.forEach((stage, s) =>
      stage.forEach((opened, t) => {
        const seats = save.tournament.stages[s]?.tables[t]?.seats ?? []
        opened.seatTokens.forEach((token, i) => {
          const holder = seats[i]
          if (token !== null)
            out.push({ token, owner: holder?.kind === 'entrant' ? owner(holder.id) : 'a bot' })
        })
        const hostKey = this.journal.hostKey(s + 1, t + 1)
        if (hostKey !== null) out.push({ token: hostKey, owner: 'the host' })
      })
    )
    out.push({ token: save.directorKey, owner: 'the director' })
    return out
  }
}

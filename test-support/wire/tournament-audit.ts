// RULES.md R9 across the tables of a tournament (issue 52, docs/tournament.md › Secrecy). The secrets
// audit (secrets-audit.ts) checks each table's frames against that table's own state; this adds what no
// single table can see: every hand dealt at any table, recorded as it was dealt, is a secret for every
// client except the seat that holds it at its own table and, once its own table finished that deal,
// that table. So a frame carrying a hand of a deal its reader's table has not dealt or finished (another
// table's, or the next deal's), or any hand on the tournament's own channel, is a leak. Besides: no seed,
// no token but the reader's own, and no hand or seeds field on the channel.
import { appendFileSync } from 'node:fs'
import { countsKey, secretCardLists } from './secrets-audit'

export interface DealtHand {
  stage: number
  table: number
  deal: number
  seat: number
  /** The hand as countsKey of its counts. */
  key: string
}

/** Where a table's client sits, and how far its own table is in the stage. */
export interface TableReader {
  stage: number
  table: number
  seat: number | null
}

export interface TournamentAuditFacts {
  /** Every seed the host drew so far (hex). */
  seeds(): string[]
  /** Every token (entrant and seat tokens) with its owner's label. */
  tokens(): { token: string; owner: string }[]
  /** Deals begun and finished at a table of a stage (finished = all its cards shown, D6). */
  progress(stage: number, table: number): { begun: number; finished: number }
  /** Deals of a table that every table of its size has finished (a duplicate stage; Swiss: all its own). */
  finishedEverywhere?(stage: number, table: number): number
}

/**
 * A table view's public counts, in a state or a delta: the cards cleared this round and the deal's earlier
 * hands. The table's own audit (secrets-audit.ts) checks them against the table's state at the frame's
 * version, so they hold only this table's played cards and are no secret here. They can still spell a
 * hand: at two tables with the same deal, one seat's ten cleared plays and another's two leads made
 * exactly seat 0's hand (2026-12-05, about one run in three of tournament-host.test.ts).
 */
const TABLE_PUBLIC_COUNTS = / at view(\.set)?\.(cleared|retired)$/

export class TournamentAudit {
  readonly violations: string[] = []
  framesChecked = 0
  readonly dealt: DealtHand[] = []

  constructor(private readonly facts: TournamentAuditFacts) {}

  /** A table dealt: every seat's hand as dealt. */
  recordDeal(stage: number, table: number, deal: number, hands: readonly (readonly number[])[]): void {
    hands.forEach((hand, seat) => this.dealt.push({ stage, table, deal, seat, key: countsKey(hand) }))
  }

  /** A frame a table's client received. */
  observeTable(label: string, reader: TableReader, text: string): void {
    this.framesChecked++
    const own = this.facts.progress(reader.stage, reader.table)
    const secrets = new Map<string, string>()
    for (const h of this.dealt) {
      const ownTable = h.stage === reader.stage && h.table === reader.table
      const finishedHere = h.stage === reader.stage && h.deal <= own.finished
      const ownHand = h.stage === reader.stage && h.seat === reader.seat && h.deal <= own.begun
      // a hand of a finished stage is no secret any more; in this stage only the reader's own or shown ones
      if (h.stage < reader.stage || finishedHere || ownHand) continue
      if (!secrets.has(h.key))
        secrets.set(
          h.key,
          `seat ${h.seat}'s hand of deal ${h.deal} at ${ownTable ? 'its own' : `table ${h.table}`}`
        )
    }
    this.check(label, text, secrets, TABLE_PUBLIC_COUNTS)
  }

  /** A frame on the tournament's channel: no card of a deal until every table of its size has finished it
   *  (then its match record may come, `tournamentRecords`); no hand field in any other message. */
  observeChannel(label: string, text: string): void {
    this.framesChecked++
    const everywhere = this.facts.finishedEverywhere
    const secrets = new Map(
      this.dealt
        .filter((h) => everywhere === undefined || h.deal > everywhere(h.stage, h.table))
        .map((h) => [h.key, `stage ${h.stage} table ${h.table} deal ${h.deal} seat ${h.seat}'s hand`])
    )
    this.check(label, text, secrets)
    const records = text.startsWith('{"type":"tournamentRecords"')
    for (const key of ['"hand"', '"hands"'])
      if (!records && text.includes(key)) this.fail(label, `a ${key} field on the channel`, text)
    if (/"seeds":\{[^}]/.test(text)) this.fail(label, 'seeds on the channel', text)
    this.checkResults(label, text)
  }

  /** A duplicate deal's result (its penalties) on the channel before every table of its size has it. */
  private checkResults(label: string, text: string): void {
    const everywhere = this.facts.finishedEverywhere
    const message = JSON.parse(text) as { tournament?: { stages?: { tables?: { deals?: unknown[] }[] }[] } }
    if (everywhere === undefined || message.tournament === undefined) return
    message.tournament.stages?.forEach((stage, s) =>
      stage.tables?.forEach((table, t) => {
        const shown = table.deals?.length ?? 0
        if (shown > everywhere(s + 1, t + 1))
          this.fail(
            label,
            `deal ${shown}'s result of stage ${s + 1}, table ${t + 1} before every table had it`,
            text
          )
      })
    )
  }

  assertClean(): void {
    if (this.violations.length > 0)
      throw new Error(
        `${this.violations.length} leak(s) across tables:\n${this.violations.slice(0, 10).join('\n')}`
      )
  }

  private check(label: string, text: string, secrets: ReadonlyMap<string, string>, publicAt?: RegExp): void {
    for (const seed of this.facts.seeds()) if (text.includes(seed)) this.fail(label, 'a duplicate seed', text)
    for (const { token, owner } of this.facts.tokens())
      if (owner !== label && text.includes(token)) this.fail(label, `${owner}'s token`, text)
    for (const hit of secretCardLists(JSON.parse(text), secrets))
      if (publicAt === undefined || !publicAt.test(hit)) this.fail(label, hit, text)
  }

  private fail(label: string, why: string, text: string): void {
    this.violations.push(`${label}: ${why} in ${text.slice(0, 200)}`)
    if (process.env.AUDIT_DUMP)
      appendFileSync(process.env.AUDIT_DUMP, JSON.stringify({ label, why, text, dealt: this.dealt }) + '\n')
  }
}

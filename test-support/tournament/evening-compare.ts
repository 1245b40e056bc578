// Two runs of the same seeded evening compared (issue 52, the tournament soak): the final standings entrant by
// entrant (rank and total), and what decides them stage by stage — who sat where, the duplicate seeds, every
// deal's penalties. Pure: each difference is a line a person reads.
import type { StandingRow, TournamentState } from '../../src/tournament'

/** Totals are means of penalties (duplicate scores): compared, as the standings rank them, to a millionth. */
const roundTotal = (total: number): number => Math.round(total * 1e6) / 1e6

/** Every way the standings `b` differ from `a`, entrant by entrant (by id): name, rank, total. */
export function standingsDifferences(a: readonly StandingRow[], b: readonly StandingRow[]): string[] {
  const out: string[] = []
  const byId = new Map(b.map((row) => [row.entrant, row]))
  for (const row of a) {
    const other = byId.get(row.entrant)
    byId.delete(row.entrant)
    if (other === undefined) {
      out.push(`entrant ${row.entrant} (${row.name}) is missing from the second run`)
      continue
    }
    if (other.name !== row.name) out.push(`entrant ${row.entrant} is ${row.name}, then ${other.name}`)
    if (other.rank !== row.rank) out.push(`${row.name}: rank ${row.rank}, then ${other.rank}`)
    if (roundTotal(other.total) !== roundTotal(row.total))
      out.push(`${row.name}: total ${row.total}, then ${other.total}`)
  }
  for (const row of byId.values()) out.push(`entrant ${row.entrant} (${row.name}) is only in the second run`)
  return out
}

/** What decided the standings, stage by stage: the seating, the seeds and every deal's penalties. */
export function eveningDifferences(
  a: TournamentState,
  b: TournamentState
): { seating: string[]; seeds: string[]; deals: string[] } {
  const seating: string[] = []
  const seeds: string[] = []
  const deals: string[] = []
  const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y)
  if (a.stages.length !== b.stages.length) seating.push(`${a.stages.length} stages, then ${b.stages.length}`)
  a.stages.forEach((stage, s) => {
    const other = b.stages[s]
    if (other === undefined) return
    if (!same(stage.seeds, other.seeds)) seeds.push(`stage ${s + 1}'s seeds differ`)
    if (stage.tables.length !== other.tables.length)
      seating.push(`stage ${s + 1}: ${stage.tables.length} tables, then ${other.tables.length}`)
    stage.tables.forEach((table, t) => {
      const twin = other.tables[t]
      if (twin === undefined) return
      if (!same(table.seats, twin.seats)) seating.push(`stage ${s + 1}, table ${t + 1} seats others`)
      if (!same(table.deals, twin.deals))
        deals.push(
          `stage ${s + 1}, table ${t + 1}: penalties ${JSON.stringify(table.deals)}, then ${JSON.stringify(twin.deals)}`
        )
    })
  })
  return { seating, seeds, deals }
}

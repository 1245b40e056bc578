// The tournament soak (issue 52, `npm run soak:tournament`): the same seeded duplicate evening twice on the
// bundled CLI (tournament-evening.ts) — run A straight through, run B with the host SIGKILLed in the middle
// of each stage and resumed — with misbehaving clients throughout and every frame through the audits. Then
// the two evenings compared entrant by entrant (evening-compare.ts). The report is one JSON object; its
// `failures` say why the run should fail (a leak, an error, standings that differ).
import { bundleHost } from './bundled-host'
import { standings } from '../../src/tournament'
import { TOURNAMENT_SEED_ENV } from '../../src/cli/host/tournament-args'
import { eveningDifferences, standingsDifferences } from '../tournament/evening-compare'
import { runEvening } from './tournament-evening'
import { MISBEHAVIOURS } from './tournament-misbehaviour'
import type { Evening, EveningPlan } from './tournament-evening'

export interface TournamentSoakOptions {
  seed: number
  entrants: number
  devices: number
  botDelayMs: number
  /** Progress lines (not the report). */
  log(line: string): void
}

export interface TournamentSoakReport {
  date: string
  seed: number
  runs: number
  entrants: number
  devices: number
  tables: number
  stages: number
  deals: number
  secondsPerRun: number[]
  kills: number
  framesAudited: number
  framesByAudit: { channel: number; table: number; tableAudits: number }
  leaks: number
  errors: number
  /** Misbehaviours tried, each refused with its code(s) and changing nothing, by kind. */
  misbehaviourRefused: Record<string, number>
  misbehaviourTotal: number
  /** The refusals they got, by code (a flood gets many). */
  refusalCodes: Record<string, number>
  watchesAllowedAfterStage: number
  reconnects: number
  deviceMoves: number
  raceRefusals: number
  seatingIdentical: boolean
  seedsIdentical: boolean
  dealPenaltiesIdentical: boolean
  standingsIdentical: boolean
  samples: { errors: string[]; leaks: string[]; differences: string[] }
}

const STAGES = 2
const DEALS = 2
const TABLE_SIZE = 4

export async function runTournamentSoak(
  options: TournamentSoakOptions
): Promise<{ report: TournamentSoakReport; failures: string[] }> {
  await bundleHost()
  // The child hosts inherit it: the CLI refuses --seed without it (tournament-args.ts).
  process.env[TOURNAMENT_SEED_ENV] = '1'
  const plan = (killInStages: number[], staleTokens: string[]): EveningPlan => ({
    seed: options.seed,
    entrants: options.entrants,
    devices: options.devices,
    stages: STAGES,
    deals: DEALS,
    tableSize: TABLE_SIZE,
    botDelayMs: options.botDelayMs,
    killInStages,
    staleTokens,
    log: (line) => options.log(`${killInStages.length === 0 ? 'A' : 'B'}: ${line}`)
  })
  const a = await runEvening(plan([], []))
  const b = await runEvening(plan([1, 2], a.tokens))
  return verdict(options, [a, b])
}

function verdict(options: TournamentSoakOptions, runs: Evening[]) {
  const [a, b] = runs as [Evening, Evening]
  const errors = runs.flatMap((r) => r.errors)
  const leaks = runs.flatMap((r) => r.leaks)
  const differences =
    a.final === null || b.final === null
      ? ['a run did not finish its evening']
      : standingsDifferences(standings(a.final).rows, standings(b.final).rows)
  const decided =
    a.final === null || b.final === null
      ? { seating: ['unfinished'], seeds: ['unfinished'], deals: ['unfinished'] }
      : eveningDifferences(a.final, b.final)
  const tally = (of: (r: Evening) => Map<string, number>) => {
    const out: Record<string, number> = {}
    for (const run of runs) for (const [key, n] of of(run)) out[key] = (out[key] ?? 0) + n
    return Object.fromEntries(Object.entries(out).sort())
  }
  const refused = tally((r) => r.refused)
  const sum = (f: (r: Evening) => number) => runs.reduce((n, r) => n + f(r), 0)
  const report: TournamentSoakReport = {
    date: new Date().toISOString().slice(0, 10),
    seed: options.seed,
    runs: runs.length,
    entrants: options.entrants,
    devices: options.devices,
    tables: a.tables,
    stages: STAGES,
    deals: DEALS,
    secondsPerRun: runs.map((r) => r.seconds),
    kills: sum((r) => r.kills),
    framesAudited: sum((r) => r.framesAudited.channel + r.framesAudited.table),
    framesByAudit: {
      channel: sum((r) => r.framesAudited.channel),
      table: sum((r) => r.framesAudited.table),
      tableAudits: sum((r) => r.framesAudited.tableAudit)
    },
    leaks: leaks.length,
    errors: errors.length,
    misbehaviourRefused: refused,
    misbehaviourTotal: Object.values(refused).reduce((x, y) => x + y, 0),
    refusalCodes: tally((r) => r.codes),
    watchesAllowedAfterStage: sum((r) => r.watchesAllowed),
    reconnects: sum((r) => r.reconnects),
    deviceMoves: sum((r) => r.moves),
    raceRefusals: sum((r) => r.races),
    seatingIdentical: decided.seating.length === 0,
    seedsIdentical: decided.seeds.length === 0,
    dealPenaltiesIdentical: decided.deals.length === 0,
    standingsIdentical: differences.length === 0,
    samples: {
      errors: errors.slice(0, 10),
      leaks: leaks.slice(0, 5),
      differences: [...differences, ...decided.seating, ...decided.seeds, ...decided.deals].slice(0, 10)
    }
  }
  const failures: string[] = []
  if (report.leaks > 0) failures.push(`${report.leaks} secret(s) leaked`)
  if (report.errors > 0) failures.push(`${report.errors} error(s)`)
  if (!report.standingsIdentical) failures.push('the standings of the two runs differ')
  if (b.kills < STAGES) failures.push(`run B was killed ${b.kills} time(s), not ${STAGES}`)
  for (const run of runs)
    for (const kind of MISBEHAVIOURS)
      if ((run.refused.get(kind) ?? 0) === 0) failures.push(`${kind} was not refused once in a run`)
  return { report, failures }
}

// Issue 48: what checking a match record costs, at the largest record the caps allow and at a record a
// rogue host plants (200 rounds under a points table of zeros), in Node and in Chromium. Run through
// bench/abuse.ts, or alone: npx tsx -e "import('./bench/abuse/records.ts').then(async (m) => console.log(JSON.stringify(await m.run(), null, 1)))"
// Node: each check runs in a fresh child process (this file, RECORDS_BENCH_CHILD set), cold as a page's
// worker is, so its peak memory is the child's peak RSS growth; its CPU time is given beside the wall
// time, which a busy machine stretches (the load average is reported). Chromium: the built app's record-check worker (npm run build
// first), served from 127.0.0.1, with a 'longtask' observer on the page while the worker checks.
// Targets (reported, not asserted): the largest allowed record in ≤ 1 s and ≤ 150 MB in Node, and no
// main-thread task over 50 ms in a page. RECORDS_BENCH_BEFORE=1 adds the per-move replay that issue 48
// replaced, on the largest allowed record, for comparison.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { zeroPointsRecord } from '../../test-support/engine/planted-record'
import { MAX_MOVES, MAX_RECORD_CHARS, MAX_ROUNDS } from '../../src/protocol/record-caps'
import type { MatchRecord } from '../../src/protocol/match-record'
import { pageLongTasks } from '../record-check-page'

const ROOT = join(import.meta.dirname, '..', '..')

/** The record the caps allow with the most moves: zero-point rounds up to MAX_ROUNDS and MAX_MOVES. */
function largestAllowed(): MatchRecord {
  const candidates = [3, 4, 5, 6].map((players) => zeroPointsRecord(players, MAX_ROUNDS, 7, MAX_MOVES))
  const moves = (r: MatchRecord) => r.rounds.reduce((n, x) => n + x.moves.length, 0)
  return candidates.reduce((a, b) => (moves(b) * b.rounds.length > moves(a) * a.rounds.length ? b : a))
}

function describe(record: MatchRecord, text: string) {
  return {
    seats: record.seats.length,
    rounds: record.rounds.length,
    moves: record.rounds.reduce((n, r) => n + r.moves.length, 0),
    chars: text.length
  }
}

/** One check in a fresh Node process: its time, its peak RSS growth, and its verdict. */
function nodeCheck(file: string, mode: 'text' | 'before'): Record<string, unknown> {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'bench', 'abuse', 'records.ts')],
    {
      cwd: ROOT,
      env: { ...process.env, RECORDS_BENCH_CHILD: mode, RECORDS_BENCH_FILE: file },
      encoding: 'utf8',
      maxBuffer: 1 << 20
    }
  )
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>
}

async function child(): Promise<void> {
  const text = readFileSync(process.env.RECORDS_BENCH_FILE ?? '', 'utf8')
  const before = process.env.RECORDS_BENCH_CHILD === 'before'
  const { recordFromText } = await import('../../src/protocol/match-record')
  const { perMoveReplay } = await import('../../test-support/engine/per-move-replay')
  const rssBefore = process.resourceUsage().maxRSS
  const cpuBefore = process.cpuUsage()
  const start = performance.now()
  let verdict: { ok: boolean; code?: string; message?: string }
  if (before) {
    const record = JSON.parse(text) as MatchRecord
    const replayed = perMoveReplay({ ...record, players: record.seats.length })
    verdict = replayed.ok
      ? { ok: true }
      : { ok: false, code: replayed.error.code, message: replayed.error.message }
  } else {
    const checked = recordFromText(text)
    verdict = checked.ok
      ? { ok: true }
      : { ok: false, code: checked.error.code, message: checked.error.message }
  }
  const ms = performance.now() - start
  const cpu = process.cpuUsage(cpuBefore)
  const peakMB = (process.resourceUsage().maxRSS - rssBefore) / 1024
  const cpuMs = Math.round((cpu.user + cpu.system) / 1000)
  console.log(JSON.stringify({ ms: Math.round(ms), cpuMs, peakRssGrowthMB: Math.round(peakMB), verdict }))
}

export async function run(): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(join(tmpdir(), 'records-bench-'))
  try {
    const largest = largestAllowed()
    const planted = zeroPointsRecord(6, 200, 1)
    const pretty = JSON.stringify(largest, null, 1)
    const largestText = pretty.length <= MAX_RECORD_CHARS ? pretty : JSON.stringify(largest)
    const plantedText = JSON.stringify(planted)
    const files = { largest: join(dir, 'largest.json'), planted: join(dir, 'planted.json') }
    writeFileSync(files.largest, largestText)
    writeFileSync(files.planted, plantedText)
    const node = {
      largestAllowed: { record: describe(largest, largestText), ...nodeCheck(files.largest, 'text') },
      planted: { record: describe(planted, plantedText), ...nodeCheck(files.planted, 'text') },
      ...(process.env.RECORDS_BENCH_BEFORE === '1'
        ? { perMoveReplayBefore48: nodeCheck(files.largest, 'before') }
        : {})
    }
    const renderer = join(ROOT, 'out', 'renderer')
    const worker = readdirSync(join(renderer, 'assets')).find((f) => /^record-check\.worker.*\.js$/.test(f))
    const page = (text: string, asValue: boolean) => pageLongTasks(renderer, worker ?? '', { text, asValue })
    const chromium =
      worker === undefined
        ? { skipped: 'no built record-check worker: run npm run build' }
        : {
            largestAllowedAsFile: await page(largestText, false),
            largestAllowedAsReceived: await page(largestText, true),
            plantedAsFile: await page(plantedText, false),
            plantedAsReceived: await page(plantedText, true)
          }
    return { caps: { MAX_ROUNDS, MAX_MOVES, MAX_RECORD_CHARS }, loadAverage: loadavg()[0], node, chromium }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (process.env.RECORDS_BENCH_CHILD !== undefined) await child()

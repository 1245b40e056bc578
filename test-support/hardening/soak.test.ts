// The soak's machinery in miniature (the real runs are `npm run soak`): a table of each game of R2.two and
// R2.variants for a few seconds with every disruption happening often; no unexpected error and no leaked
// secret.
import { expect, test } from 'vitest'
import { runSoak } from './soak'
import type { GameReport } from './soak'
import { GAMES } from '../engine/games'

test('a short soak: disconnects, reloads, silences and floods cause no unexpected error', async () => {
  const lines: string[] = []
  const result = await runSoak({
    minutes: 0.12,
    tables: GAMES.length,
    seed: 7,
    sampleSeconds: 2,
    disruptMs: [500, 2500],
    out: (l) => lines.push(l)
  })
  const final = JSON.parse(lines[lines.length - 1] ?? '{}') as {
    errorSamples: string[]
    secretLeaks: number
    floods: number
    games: Record<string, GameReport>
  }
  expect(final.errorSamples).toEqual([])
  expect(result.summary.errors).toBe(0)
  expect(final.secretLeaks).toBe(0)
  // Each game had its table, dealt, and had its frames audited.
  expect(Object.keys(final.games).sort()).toEqual(GAMES.map((g) => g.name).sort())
  for (const report of Object.values(final.games)) {
    expect(report.tables).toBe(1)
    expect(report.rounds).toBeGreaterThan(0)
    expect(report.framesAudited).toBeGreaterThan(0)
  }
  expect(result.summary.reconnects).toBeGreaterThan(0)
  expect(Object.keys(result.summary)).toEqual([
    'minutes',
    'tables',
    'matchesFinished',
    'errors',
    'reconnects',
    'p99Ms',
    'rssStartMB',
    'rssEndMB'
  ])
  expect(lines.filter((l) => l.includes('"type":"sample"')).length).toBeGreaterThanOrEqual(3)
}, 40_000)

// The soak's machinery in miniature (the real runs are `npm run soak`): a few tables for a few seconds
// with every disruption happening often; no unexpected error and no leaked secret.
import { expect, test } from 'vitest'
import { runSoak } from '../../../test-support/hardening/soak'

test('a short soak: disconnects, reloads, silences and floods cause no unexpected error', async () => {
  const lines: string[] = []
  const result = await runSoak({
    minutes: 0.12,
    tables: 4,
    seed: 7,
    sampleSeconds: 2,
    disruptMs: [500, 2500],
    out: (l) => lines.push(l)
  })
  const final = JSON.parse(lines[lines.length - 1] ?? '{}') as {
    errorSamples: string[]
    secretLeaks: number
    floods: number
  }
  expect(final.errorSamples).toEqual([])
  expect(result.summary.errors).toBe(0)
  expect(final.secretLeaks).toBe(0)
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

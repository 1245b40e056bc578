// RULES.md conformance: every case file in the project's copy of the rules (rules/cases) must pass.
// .ci/run checks that the copy is the same as the team's source (../shared) where that sits beside it.
import { readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCaseFile } from './cases'

const DIR = resolve(__dirname, '../../rules/cases')
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()

describe('rules cases (rules/cases)', () => {
  it('finds the case files', () => {
    expect(files).toEqual(expect.arrayContaining(['deal.json', 'match.json', 'play.json', 'random.json']))
  })

  it.each(files)('%s: every case passes', (file) => {
    const report = runCaseFile(file, JSON.parse(readFileSync(join(DIR, file), 'utf8')))
    expect(report.error).toBeNull()
    expect(report.failures).toEqual([])
    expect(report.passed).toBeGreaterThan(0)
  })
})

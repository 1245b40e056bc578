import { describe, expect, it } from 'vitest'
import { analyseSeat } from '../bots/review/analyse'
import { botMatchDecisions } from '../../test-support/bots/match-decisions'
import { parseSeatAnalysis } from './seat-analysis'

describe('a stored seat analysis', () => {
  const analysis = analyseSeat(botMatchDecisions(3, ['medium', 'medium', 'medium'], 1), 0, {
    iterations: 200
  })!

  it('round-trips through JSON and its check unchanged', () => {
    expect(analysis.verdicts.length).toBeGreaterThan(0)
    expect(parseSeatAnalysis(JSON.parse(JSON.stringify(analysis)))).toEqual({ ok: true, value: analysis })
  })

  it('is refused with a reason when a field is not what the analysis writes', () => {
    const bad = (change: (a: Record<string, unknown>) => void) => {
      const copy = JSON.parse(JSON.stringify(analysis)) as Record<string, unknown>
      change(copy)
      return parseSeatAnalysis(copy)
    }
    expect(bad((a) => (a.version = 99)).ok).toBe(false)
    expect(bad((a) => (a.costliest = [analysis.verdicts.length])).ok).toBe(false)
    expect(bad((a) => ((a.verdicts as { reason: string }[])[0]!.reason = '<img src=x>')).ok).toBe(false)
    expect(bad((a) => ((a.rounds as { known: number }[])[0]!.known = -1)).ok).toBe(false)
    expect(bad((a) => (a.extra = 1)).ok).toBe(false)
    const refused = bad((a) => (a.seat = 'x'))
    expect(refused.ok ? '' : refused.error.message).toMatch(/seat/)
  })
})

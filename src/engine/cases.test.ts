import { describe, expect, it } from 'vitest'
import { CASES_FORMAT, deepEqual, runCaseFile } from './cases'

const file = (cases: unknown[]) => ({ format: CASES_FORMAT, cases })
const playCase = {
  name: 'lead then pass',
  players: 2,
  hands: [
    [5, 1],
    [7, 2]
  ],
  leader: 0,
  steps: [
    { seat: 0, move: { kind: 'pass' }, reject: true },
    {
      seat: 0,
      move: { kind: 'lead', cards: [5] },
      expect: {
        meld: [5],
        turn: 1,
        passed: [],
        roundOver: false,
        trickWinner: null,
        legal: [{ kind: 'pass' }, { kind: 'overwrite', cards: [7] }]
      }
    }
  ]
}

describe('runCaseFile', () => {
  it('passes a correct play case', () => {
    expect(runCaseFile('x.json', file([playCase]))).toMatchObject({ passed: 1, failed: 0, error: null })
  })

  it('reports the step and every field that differs', () => {
    const wrong = structuredClone(playCase)
    wrong.steps[1]!.expect = {
      meld: [7],
      turn: 0,
      passed: [],
      roundOver: false,
      trickWinner: null,
      legal: [{ kind: 'pass' }]
    }
    const r = runCaseFile('x.json', file([wrong]))
    expect(r.failed).toBe(1)
    expect(r.failures[0]).toMatchObject({ file: 'x.json', caseName: 'lead then pass', step: 1 })
    expect(r.failures[0]?.diffs.map((d) => d.field)).toEqual(['meld', 'turn', 'legal'])
  })

  it('fails a step that should have been refused', () => {
    const wrong = structuredClone(playCase)
    wrong.steps[1]!.reject = true
    expect(runCaseFile('x.json', file([wrong])).failures[0]).toMatchObject({
      step: 1,
      diffs: [{ field: 'reject' }]
    })
  })

  it('fails a refused move that was expected to apply', () => {
    const wrong = structuredClone(playCase)
    wrong.steps[1]!.move = { kind: 'lead', cards: [9] }
    expect(runCaseFile('x.json', file([wrong])).failures[0]).toMatchObject({
      step: 1,
      diffs: [{ field: 'move' }]
    })
  })

  it('checks legalAtStart as a set', () => {
    const c = {
      ...playCase,
      legalAtStart: [
        { kind: 'lead', cards: [5] },
        { kind: 'lead', cards: [1] }
      ]
    }
    expect(runCaseFile('x.json', file([c])).passed).toBe(1)
    const bad = { ...playCase, legalAtStart: [{ kind: 'lead', cards: [1] }] }
    expect(runCaseFile('x.json', file([bad])).failures[0]).toMatchObject({
      step: null,
      diffs: [{ field: 'legalAtStart' }]
    })
  })

  it('runs deal and match cases', () => {
    const r = runCaseFile(
      'x.json',
      file([
        {
          kind: 'deal',
          name: 'd',
          players: 6,
          expect: { copies: 5, deckSize: 65, handSize: 10, undealt: 5 }
        },
        { kind: 'deal', name: 'd2', players: 2, expect: { handSize: 13 } },
        {
          kind: 'match',
          name: 'm',
          players: 2,
          target: 20,
          options: { twoPlayerGame: 'to-target' },
          rounds: [[20, 0]],
          expect: { totals: [20, 0], over: true, afterRound: 1, winners: [1] }
        }
      ])
    )
    expect(r).toMatchObject({ passed: 2, failed: 1 })
    expect(r.failures[0]?.diffs).toEqual([{ field: 'handSize', expected: 13, actual: 12 }])
  })

  it('refuses unknown formats and kinds', () => {
    expect(runCaseFile('x.json', { format: 'other/1', cases: [] }).error).toMatch(/unknown format/)
    expect(runCaseFile('x.json', []).error).not.toBeNull()
    expect(runCaseFile('x.json', file([{ kind: 'bogus', name: 'b' }])).failed).toBe(1)
  })

  it('deepEqual', () => {
    expect(deepEqual({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toBe(true)
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false)
    expect(deepEqual([1, 2], [2, 1])).toBe(false)
  })
})

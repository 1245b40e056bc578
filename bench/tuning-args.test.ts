import { describe, expect, it } from 'vitest'
import { DEFAULT_TUNING } from '../src/bots/search'
import { countArg, tuningArg, variantsArg } from './tuning-args'

describe('bench:bots tuning arguments', () => {
  it('passes every field of the search tuning through with its value', () => {
    const all = JSON.stringify(DEFAULT_TUNING)
    expect(tuningArg('tuning', all)).toEqual(DEFAULT_TUNING)
    expect(tuningArg('tuning', undefined)).toEqual({})
  })

  it('refuses a misspelt field, naming it and the fields there are', () => {
    expect(() => tuningArg('tuning', '{"ownPas":0.1}')).toThrow(/--tuning.*ownPas.*ownPass/)
    expect(() => tuningArg('oracle-tuning', '{"infer":"yes"}')).toThrow(/--oracle-tuning: infer/)
    expect(() => tuningArg('tuning', '{"rollout":4}')).toThrow(/rollout/)
    expect(() => tuningArg('tuning', '{ownPass:0.1}')).toThrow(/--tuning: not JSON/)
  })

  it('lets a variant set its work and iteration floor beside tuning fields', () => {
    const v = variantsArg(
      '{"e":{"work":1000,"endgame":0},"h":{"minIterations":50,"mix":0.2},"p":{"learnedPrior":64}}'
    )
    expect(v).toEqual({
      e: { work: 1000, endgame: 0 },
      h: { minIterations: 50, mix: 0.2 },
      p: { learnedPrior: 64 }
    })
  })

  it('refuses a variant with an unknown field, naming the variant', () => {
    expect(() => variantsArg('{"oo":{"ownGoOut":1}}')).toThrow(/--variants: oo.*ownGoOut/)
    // Issue 53: a variant no longer picks a bot kind (there is one searching level, hard).
    expect(() => variantsArg('{"x":{"kind":"expert"}}')).toThrow(/--variants: x.*kind/)
    expect(() => variantsArg('[1]')).toThrow(/--variants/)
  })

  it('takes a match count or first match as a whole number, refusing anything else', () => {
    expect(countArg('first', '400', 0)).toBe(400)
    expect(countArg('first', undefined, 7)).toBe(7)
    for (const bad of ['abc', '-1', '2.5', '', ' '])
      expect(() => countArg('first', bad, 0)).toThrow(/--first: a whole number/)
  })

  it('refuses a count below its least value, saying which it is', () => {
    expect(countArg('workers', '1', 2, 1)).toBe(1)
    expect(() => countArg('workers', '0', 2, 1)).toThrow(/--workers: a whole number ≥ 1, not "0"/)
    expect(() => countArg('players', '1', 4, 2)).toThrow(/--players: a whole number ≥ 2/)
  })
})

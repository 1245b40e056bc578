// The journal's diff: applying it to a copy of the old value gives the new one, whatever the values, and
// its JSON equality agrees with node's deep equality on JSON values.
import { isDeepStrictEqual } from 'node:util'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyEdits, diff, sameJson } from './save-diff'

/** JSON values as a save holds them (parsed from text: no -0, no undefined). */
const json = fc.jsonValue().map((v) => JSON.parse(JSON.stringify(v)) as unknown)

describe('save-diff', () => {
  it('sameJson agrees with deep equality on JSON values, in any key order', () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        expect(sameJson(a, b)).toBe(isDeepStrictEqual(a, b))
        expect(sameJson(a, structuredClone(a))).toBe(true)
      }),
      { numRuns: 500 }
    )
    expect(sameJson({ a: 1, b: [2, { c: 3 }] }, { b: [2, { c: 3 }], a: 1 })).toBe(true)
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true)
    expect(sameJson([1, 2], { 0: 1, 1: 2 })).toBe(false)
    expect(sameJson({ a: null }, { a: {} })).toBe(false)
    expect(sameJson(JSON.parse('{"__proto__":1}'), {})).toBe(false)
    expect(sameJson({}, JSON.parse('{"__proto__":1}'))).toBe(false)
  })

  it('diff then applyEdits turns a copy of the old value into the new one', () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        const edits = diff(a, b)
        expect(applyEdits(structuredClone(a), JSON.parse(JSON.stringify(edits)))).toEqual(b)
      }),
      { numRuns: 500 }
    )
  })

  it('a key named __proto__ is data, as JSON.parse reads it, never a prototype', () => {
    const before = JSON.parse('{"a":{}}') as unknown
    const after = JSON.parse('{"a":{"__proto__":{"polluted":true}}}') as unknown
    const doc = applyEdits(structuredClone(before), diff(before, after)) as { a: Record<string, unknown> }
    expect(doc).toEqual(after)
    expect(Object.getPrototypeOf(doc.a)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('a log that grew by one entry is one append of that entry, even when its entries were copied', () => {
    const before = { log: [{ seat: 0, move: { kind: 'lead', cards: [3] } }], turn: 1 }
    const after = structuredClone(before)
    after.log.push({ seat: 1, move: { kind: 'pass', cards: [] } })
    after.turn = 0
    expect(diff(before, after)).toEqual([
      ['+', ['log'], [{ seat: 1, move: { kind: 'pass', cards: [] } }]],
      ['=', ['turn'], 0]
    ])
  })
})

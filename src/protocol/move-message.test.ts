// The move fast path (move-message.ts) against the schema it stands in for: over well-formed moves and
// near misses of every field (wrong types, bounds, extra or missing keys, odd ranks) and arbitrary JSON,
// it returns exactly what clientMessageSchema makes of the input, and it takes every move the schema
// accepts; whatever it leaves (null) the schema refuses or is not a move.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RANKS } from '../engine/types'
import { clientMessageSchema, parseClientMessage } from './messages'
import { readMoveMessage } from './move-message'

const odd = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.string({ maxLength: 4 }),
  fc.double(),
  fc.integer(),
  fc.constant(Number.MAX_SAFE_INTEGER + 1),
  fc.constant(-1),
  fc.constant(0.5),
  fc.array(fc.integer({ min: -1, max: 16 }), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 })
)
/** Mostly the field's good value, now and then something else. */
const either = <T>(good: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 8, arbitrary: good }, { weight: 1, arbitrary: odd })
/** Now and then one key more (a strict schema refuses it), or one less. */
const reshaped = (object: fc.Arbitrary<Record<string, unknown>>) =>
  fc
    .tuple(object, fc.nat(20), fc.constantFrom('extra', '__proto__', 'level'), odd)
    .map(([o, roll, key, value]) => {
      const copy: Record<string, unknown> = { ...o }
      if (roll === 0) Object.defineProperty(copy, key, { value, enumerable: true, writable: true })
      if (roll === 1) delete copy[Object.keys(copy)[0] ?? '']
      return copy
    })

const cards = either(
  fc.array(fc.oneof(fc.constantFrom(...RANKS), fc.integer({ min: 0, max: 16 })), {
    minLength: 0,
    maxLength: 4
  })
)
const move = either(
  fc.oneof(
    reshaped(fc.record({ kind: either(fc.constantFrom('lead', 'overwrite', 'add')), cards })),
    reshaped(fc.record({ kind: either(fc.constant('pass')) }))
  )
)
const message = reshaped(
  fc.record({
    type: either(fc.constantFrom('move', 'hint', 'ready')),
    version: either(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER })),
    move
  })
)

/** What the schema makes of a frame's text (its JSON, as the host reads it). */
function viaSchema(text: string) {
  const parsed = clientMessageSchema.safeParse(JSON.parse(text))
  return parsed.success ? parsed.data : null
}

function check(text: string): boolean {
  const fast = readMoveMessage(JSON.parse(text))
  const schema = viaSchema(text)
  if (fast !== null) expect(JSON.stringify(fast)).toBe(JSON.stringify(schema))
  if (schema?.type === 'move') expect(fast).not.toBeNull()
  return schema?.type === 'move'
}

describe('readMoveMessage', () => {
  it('returns what the schema returns for moves and near misses, and takes every move it accepts', () => {
    let moves = 0
    let others = 0
    fc.assert(
      fc.property(message, (m) => {
        if (check(JSON.stringify(m))) moves++
        else others++
      }),
      { numRuns: 3000 }
    )
    // Neither side of the comparison was left empty.
    expect(moves).toBeGreaterThan(100)
    expect(others).toBeGreaterThan(100)
  })

  it('leaves arbitrary JSON to the schema unless it is a move', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => void check(JSON.stringify(value))),
      { numRuns: 1000 }
    )
  })

  it('a `__proto__` key, which JSON.parse makes an own key, is refused as the schema refuses it', () => {
    const text = '{"type":"move","version":1,"move":{"kind":"pass"},"__proto__":{"x":1}}'
    expect(readMoveMessage(JSON.parse(text))).toBeNull()
    expect(parseClientMessage(text).ok).toBe(false)
  })
})

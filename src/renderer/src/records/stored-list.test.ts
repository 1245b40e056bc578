// The bounded list behind the kept records and analyses: storage is untrusted input and may refuse writes.
import { describe, expect, it } from 'vitest'
import { storedList } from './stored-list'

function memoryStore(text: string | null = null) {
  let stored = text
  return {
    getItem: () => stored,
    setItem: (_key: string, value: string) => void (stored = value),
    get text() {
      return stored
    }
  }
}

const isNumber = (v: unknown): v is number => typeof v === 'number'

describe('storedList', () => {
  it('reads nothing from an empty, non-JSON or non-list storage, and only entries of its shape', () => {
    for (const text of [null, 'not json', '{"a":1}', '"text"'])
      expect(storedList(memoryStore(text), 'k', 5, isNumber).read()).toEqual([])
    expect(storedList(memoryStore('[1,"two",3,null,{}]'), 'k', 5, isNumber).read()).toEqual([1, 3])
  })

  it('puts the newest first, drops what it replaces and the oldest past the limit', () => {
    const store = memoryStore()
    const list = storedList(store, 'k', 3, isNumber)
    for (const n of [1, 2, 3, 4]) list.prepend(n, () => false)
    expect(list.read()).toEqual([4, 3, 2])
    list.prepend(2, (older) => older === 2)
    expect(list.read()).toEqual([2, 4, 3])
  })

  it('a storage that refuses the write leaves the list as it was, without throwing', () => {
    const store = {
      getItem: () => '[1]',
      setItem: () => {
        throw new Error('QuotaExceededError')
      }
    }
    const list = storedList(store, 'k', 3, isNumber)
    expect(() => list.prepend(2, () => false)).not.toThrow()
    expect(list.read()).toEqual([1])
  })
})

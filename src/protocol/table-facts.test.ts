import { describe, expect, it } from 'vitest'
import { NAME_MAX_LENGTH } from './vocabulary'
import { parseTableFacts } from './table-facts'

const good = { id: 't-1', name: 'Kitchen table', status: 'lobby', pinRequired: false }

describe('parseTableFacts (what a join page reads of an untrusted answer)', () => {
  it('keeps exactly the four facts of a table’s answer', () => {
    expect(parseTableFacts({ ...good, pin: '1234', extra: 1 })).toEqual(good)
  })

  it.each([
    ['an empty id', { ...good, id: '' }],
    ['an id longer than 64', { ...good, id: 'x'.repeat(65) }],
    ['an empty name', { ...good, name: '' }],
    ['a name past the name limit', { ...good, name: 'n'.repeat(NAME_MAX_LENGTH + 1) }],
    ['an unknown status', { ...good, status: 'burning' }],
    ['a PIN flag that is not a boolean', { ...good, pinRequired: 'yes' }],
    ['no object at all', 'table'],
    ['null', null]
  ])('refuses %s', (_what, answer) => {
    expect(parseTableFacts(answer)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { makeTable } from '../../../../test-support/renderer/fixtures'
import { pinChange, settingsShown } from './pin-change'

describe('the PIN in a lobby settings save', () => {
  it('is left out when the host neither typed a new PIN nor chose to remove it (the table keeps its PIN)', () => {
    expect(pinChange('', false)).toBeUndefined()
  })
  it('is replaced by a newly typed PIN, and removed only by the explicit choice', () => {
    expect(pinChange('9876', false)).toBe('9876')
    expect(pinChange('', true)).toBe('')
    expect(pinChange('9876', true)).toBe('')
  })
})

describe('a save shown by the table', () => {
  const table = makeTable({ status: 'lobby', target: 15, pinRequired: true, turnSeconds: 30 })
  it('counts once every asked-for setting is in the table state, a kept PIN included', () => {
    expect(settingsShown(table, { target: 15, seats: table.seats.length, turnSeconds: 30 })).toBe(true)
    expect(settingsShown(table, { target: 15, pin: '4321' })).toBe(true)
  })
  it('does not count while a setting still differs', () => {
    expect(settingsShown(table, { target: 20 })).toBe(false)
    expect(settingsShown(table, { seats: table.seats.length + 1 })).toBe(false)
    expect(settingsShown(table, { pin: '' })).toBe(false)
  })
})

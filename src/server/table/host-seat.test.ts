// Everyone at the table is told which seat the host sits in (the renderer marks it with a crown), and
// nobody's seat when the host only watches or is not connected.
import { describe, expect, it } from 'vitest'
import { tableSettings } from '../../../test-support/server/table-settings'
import { newTableState, tableInfo } from './table-state'
import type { Member, TableState } from './table-state'

function withMembers(members: Member[]): TableState {
  return { ...newTableState(tableSettings({ seats: 3 }), 'easy'), members }
}

describe('tableInfo hostSeat', () => {
  it("names the seat of the member who holds the host link", () => {
    const state = withMembers([
      { id: 1, seat: 0, isHost: false, name: 'Ann' },
      { id: 2, seat: 2, isHost: true, name: 'Hal' }
    ])
    expect(tableInfo(state).hostSeat).toBe(2)
  })

  it('is null when the host watches without a seat or is not connected', () => {
    expect(tableInfo(withMembers([{ id: 2, seat: null, isHost: true, name: 'Hal' }])).hostSeat).toBeNull()
    expect(tableInfo(withMembers([{ id: 1, seat: 0, isHost: false, name: 'Ann' }])).hostSeat).toBeNull()
  })
})

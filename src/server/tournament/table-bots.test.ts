import { describe, expect, it } from 'vitest'
import { botsAt } from './table-bots'

describe("a tournament table's bots", () => {
  const entrants = [
    { id: 1, name: 'Ada' },
    { id: 2, name: 'Bot 2', bot: 'hard' as const },
    { id: 3, name: 'Cy' }
  ]

  it('seats a bot entrant under its own name and level, and a filler beside it under a name nobody has', () => {
    const bots = botsAt(
      [
        { kind: 'entrant', id: 1 },
        { kind: 'filler', level: 'easy' },
        { kind: 'entrant', id: 2 },
        { kind: 'entrant', id: 3 }
      ],
      ['ada-token-0123456789', null, null, 'cy-token-0123456789'],
      entrants
    )
    expect(bots).toEqual([
      { seat: 1, level: 'easy', name: 'Bot 3' },
      { seat: 2, level: 'hard', name: 'Bot 2' }
    ])
  })

  it("an entrant seated without a device's token is played by a bot under the entrant's name", () => {
    const bots = botsAt([{ kind: 'entrant', id: 1 }], [null], entrants)
    expect(bots).toEqual([{ seat: 0, level: 'medium', name: 'Ada' }])
  })
})

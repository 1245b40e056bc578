import { describe, expect, it } from 'vitest'
import { seatNames } from './seat-names'

describe("the names at a tournament's table", () => {
  const entrants = [
    { id: 1, name: 'Ada' },
    { id: 2, name: 'Bot 2', bot: 'hard' as const },
    { id: 3, name: 'Bot 3', bot: 'easy' as const }
  ]

  it('keeps every entrant’s name and gives a filler bot "Bot <seat>" when nobody there has it', () => {
    expect(seatNames([{ kind: 'entrant', id: 1 }, { kind: 'filler', level: 'easy' }], entrants)).toEqual([
      'Ada',
      'Bot 2'
    ])
  })

  it('gives a filler the next free "Bot <n>" when bot entrants at the table hold its seat’s name', () => {
    const names = seatNames(
      [
        { kind: 'entrant', id: 1 },
        { kind: 'filler', level: 'easy' },
        { kind: 'entrant', id: 2 },
        { kind: 'entrant', id: 3 },
        { kind: 'filler', level: 'hard' }
      ],
      entrants
    )
    expect(names).toEqual(['Ada', 'Bot 4', 'Bot 2', 'Bot 3', 'Bot 5'])
    expect(new Set(names).size).toBe(names.length)
  })
})

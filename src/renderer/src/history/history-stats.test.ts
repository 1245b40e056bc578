import { describe, expect, it } from 'vitest'
import type { HistoryEntry } from '../../../ipc/contract'
import type { BotLevel } from '../../../protocol/vocabulary'
import { opponentRecords, recentTotals, roundLines } from './history-stats'

type P = { name: string; points: number; bot?: boolean; level?: BotLevel; me?: boolean; winner?: boolean }

function entry(id: string, players: P[]): HistoryEntry {
  return {
    id,
    kind: 'solo',
    tableName: `Table ${id}`,
    finishedAt: `2025-01-0${id}T12:00:00.000Z`,
    rounds: 3,
    players: players.map((p) => ({
      name: p.name,
      points: p.points,
      bot: p.bot ?? false,
      ...(p.level ? { level: p.level } : {}),
      me: p.me ?? false,
      winner: p.winner ?? false
    }))
  }
}

describe('record against each opponent', () => {
  it('counts fewer points as a win, more as a loss, equal as a tie', () => {
    const entries = [
      entry('3', [
        { name: 'Ada', points: 10, me: true },
        { name: 'Bea', points: 25 },
        { name: 'Cy', points: 10 }
      ]),
      entry('2', [
        { name: 'Ada', points: 30, me: true },
        { name: 'Bea', points: 12, winner: true }
      ]),
      entry('1', [
        { name: 'Ada', points: 5, me: true, winner: true },
        { name: 'Bea', points: 21 }
      ])
    ]
    expect(opponentRecords(entries)).toEqual([
      { name: 'Bea', bot: false, wins: 2, losses: 1, ties: 0 },
      { name: 'Cy', bot: false, wins: 0, losses: 0, ties: 1 }
    ])
  })

  it('leaves practice matches (moves taken back) out of the records', () => {
    const practice = {
      ...entry('3', [
        { name: 'Ada', points: 0, me: true, winner: true },
        { name: 'Bea', points: 30 }
      ]),
      practice: true
    }
    const real = entry('1', [
      { name: 'Ada', points: 9, me: true },
      { name: 'Bea', points: 4, winner: true }
    ])
    expect(opponentRecords([practice, real])).toEqual([
      { name: 'Bea', bot: false, wins: 0, losses: 1, ties: 0 }
    ])
  })

  it('keeps a bot and a person of the same name apart, and skips matches without the player', () => {
    const entries = [
      entry('2', [
        { name: 'Ada', points: 10, me: true },
        { name: 'Max', points: 20, bot: true },
        { name: 'Max', points: 5 }
      ]),
      entry('1', [
        { name: 'Zed', points: 1 },
        { name: 'Max', points: 2 }
      ])
    ]
    const records = opponentRecords(entries)
    expect(records).toContainEqual({ name: 'Max', bot: true, wins: 1, losses: 0, ties: 0 })
    expect(records).toContainEqual({ name: 'Max', bot: false, wins: 0, losses: 1, ties: 0 })
    expect(records.map((r) => r.name)).not.toContain('Zed')
  })

  it('counts an easy and a hard bot of the same name as two opponents, and an older entry without a level as a third', () => {
    const entries = [
      entry('3', [
        { name: 'Ada', points: 10, me: true },
        { name: 'Bot 2', points: 20, bot: true, level: 'easy' }
      ]),
      entry('2', [
        { name: 'Ada', points: 30, me: true },
        { name: 'Bot 2', points: 5, bot: true, level: 'hard', winner: true }
      ]),
      entry('1', [
        { name: 'Ada', points: 8, me: true },
        { name: 'Bot 2', points: 8, bot: true }
      ])
    ]
    const records = opponentRecords(entries)
    expect(records).toHaveLength(3)
    expect(records).toContainEqual({ name: 'Bot 2', bot: true, level: 'easy', wins: 1, losses: 0, ties: 0 })
    expect(records).toContainEqual({ name: 'Bot 2', bot: true, level: 'hard', wins: 0, losses: 1, ties: 0 })
    expect(records).toContainEqual({ name: 'Bot 2', bot: true, wins: 0, losses: 0, ties: 1 })
  })

  it('is empty without history', () => {
    expect(opponentRecords([])).toEqual([])
  })
})

describe('recent totals for the chart', () => {
  it('gives the player’s totals oldest first, at most `count`', () => {
    const entries = [
      entry('4', [
        { name: 'Ada', points: 4, me: true, winner: true },
        { name: 'B', points: 9 }
      ]),
      entry('3', [
        { name: 'Ada', points: 30, me: true },
        { name: 'B', points: 9, winner: true }
      ]),
      entry('2', [
        { name: 'X', points: 3 },
        { name: 'B', points: 9 }
      ]),
      entry('1', [
        { name: 'Ada', points: 7, me: true },
        { name: 'B', points: 1 }
      ])
    ]
    expect(recentTotals(entries, 2).map((r) => [r.id, r.points, r.won])).toEqual([
      ['3', 30, false],
      ['4', 4, true]
    ])
    expect(recentTotals(entries).map((r) => r.id)).toEqual(['1', '3', '4'])
  })
})

describe('a match round by round', () => {
  it('gives each round\'s penalties with the running totals after it', () => {
    const match = {
      ...entry('1', [
        { name: 'Ada', points: 9, me: true, winner: true },
        { name: 'Bot 2', points: 12, bot: true, level: 'hard' }
      ]),
      roundPenalties: [
        [0, 7],
        [9, 0],
        [0, 5]
      ]
    }
    expect(roundLines(match)).toEqual([
      { round: 1, penalties: [0, 7], totals: [0, 7] },
      { round: 2, penalties: [9, 0], totals: [9, 7] },
      { round: 3, penalties: [0, 5], totals: [9, 12] }
    ])
  })

  it('has no rounds for an entry that kept only the totals', () => {
    expect(roundLines(entry('1', [{ name: 'Ada', points: 3, me: true }]))).toBeNull()
  })
})

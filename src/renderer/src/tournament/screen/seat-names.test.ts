import { afterEach, describe, expect, it } from 'vitest'
import type { Entrant, SeatHolder } from '../../../../protocol/tournament-data'
import { BOT_NAMES } from '../../../../protocol/bot-names'
import { locale } from '../../i18n/locale.svelte'
import { seatLabels, turnSeat } from './seat-names'

const entrants: Entrant[] = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Bot 2', bot: 'hard' },
  { id: 3, name: 'Cy', withdrawnInStage: 1 }
]
const person = (id: number): SeatHolder => ({ kind: 'entrant', id })
const filler: SeatHolder = { kind: 'filler', level: 'easy' }

describe("a tournament table's seat names", () => {
  afterEach(() => locale.set('en'))

  it('names a filling bot "Bot <seat + 1>" as its table does, and shows it in this language', async () => {
    const names = seatLabels([person(1), filler, person(3), filler], entrants)
    expect(names.map((n) => n.table)).toEqual(['Ann', 'Bot 2', 'Cy', 'Bot 4'])
    expect(names.map((n) => n.shown)).toEqual(['Ann', BOT_NAMES.en.easy[1], 'Cy', BOT_NAMES.en.easy[3]])
    expect(names.map((n) => n.entrant)).toEqual([1, null, 3, null])
    expect(names.map((n) => n.withdrawn)).toEqual([false, false, true, false])
    await locale.set('de')
    expect(seatLabels([filler], entrants)[0]?.shown).toBe(BOT_NAMES.de.easy[0])
  })

  it('gives a filling bot the next number when a bot entrant at the table has its name', () => {
    // The bot entrant "Bot 2" sits at seat 2; the filler at seat 1 would be "Bot 2" too, so it is "Bot 3".
    const names = seatLabels([person(1), filler, person(2)], entrants)
    expect(names.map((n) => n.table)).toEqual(['Ann', 'Bot 3', 'Bot 2'])
    expect(names.map((n) => n.bot)).toEqual([null, 'easy', 'hard'])
    // The bot entrant is shown as every player's screen shows it: its level's name for "Bot 2".
    expect(names[2]?.shown).toBe(BOT_NAMES.en.hard[1])
  })

  it("finds the seat to play by the table's name for it", () => {
    const names = seatLabels([person(1), filler, person(3)], entrants)
    expect(turnSeat(names, 'Cy')).toBe(2)
    expect(turnSeat(names, 'Bot 2')).toBe(1)
    expect(turnSeat(names, null)).toBeNull()
    expect(turnSeat(names, undefined)).toBeNull()
    expect(turnSeat(names, 'Somebody else')).toBeNull()
  })
})

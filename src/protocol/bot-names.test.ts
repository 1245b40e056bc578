// Bots' names (issue 51): six per level in every language, never two alike at one table whatever the
// levels, and never a name a player may take (the host refuses them as a player's, in any language).
import { describe, expect, it } from 'vitest'
import { allBotNames, botName } from './bot-names'
import { nameKey, nameProblem, playerNameProblem } from './display-names'
import { LOCALES } from './locales'
import { MAX_SEATS } from '../engine'
import { BOT_LEVELS, NAME_MAX_LENGTH } from './vocabulary'
import type { BotLevel } from './vocabulary'

/** Every way of seating bots of the four levels at a full table. */
function levelChoices(seats: number): BotLevel[][] {
  if (seats === 0) return [[]]
  return levelChoices(seats - 1).flatMap((rest) => BOT_LEVELS.map((level) => [...rest, level]))
}

describe("a bot's name", () => {
  it.each(LOCALES)('%s: a name for every seat of every level, each one a valid shown name', (locale) => {
    for (const level of BOT_LEVELS) {
      for (let seat = 0; seat < MAX_SEATS; seat++) {
        const name = botName(locale, level, seat)
        expect(name.length, name).toBeLessThanOrEqual(NAME_MAX_LENGTH)
        expect(nameProblem(name), name).toBeNull()
      }
    }
  })

  it.each(LOCALES)('%s: no two bots at a table share a name, whatever their levels', (locale) => {
    const key = (level: BotLevel, seat: number) => nameKey(botName(locale, level, seat))
    const keys = new Map(BOT_LEVELS.map((level) => [level, Array.from({ length: MAX_SEATS }, (_, seat) => key(level, seat))]))
    for (const levels of levelChoices(MAX_SEATS)) {
      const names = levels.map((level, seat) => keys.get(level)?.[seat])
      expect(new Set(names).size, levels.join(' ')).toBe(MAX_SEATS)
    }
  })

  it('depends on the seat and the level only: the same table shows the same names', () => {
    for (const locale of LOCALES) {
      const levels: BotLevel[] = ['easy', 'hard', 'hard', 'medium']
      const once = levels.map((level, seat) => botName(locale, level, seat))
      expect(levels.map((level, seat) => botName(locale, level, seat))).toEqual(once)
    }
    expect(botName('en', 'easy', 1)).not.toBe(botName('en', 'medium', 1))
    expect(botName('en', 'easy', 1)).not.toBe(botName('de', 'easy', 1))
  })

  it('is never a player name: every bot name of every language, as typed or spelt otherwise, is refused', () => {
    const names = allBotNames()
    expect(names).toHaveLength(LOCALES.length * BOT_LEVELS.length * MAX_SEATS)
    for (const name of names) {
      for (const typed of [name, name.toUpperCase(), name.toLowerCase(), ` ${name} `.trim(), [...name].join(' ')]) {
        expect(playerNameProblem(typed), typed).toBe('bot')
      }
    }
    // Accents dropped ("Titanio" read as the Portuguese bot "Titânio"), another script's look-alike letters.
    expect(playerNameProblem('Titanio')).toBe('bot')
    expect(playerNameProblem('Sprоcket')).toBe('bot') // a Cyrillic о
  })

  it("leaves people's names alone, also those that start like a bot's", () => {
    for (const name of ['Ada', 'Titus', 'Tinkerbell', 'Quartzy Jo', 'Oracle fan', 'Bea', 'Zoë']) {
      expect(playerNameProblem(name), name).toBeNull()
    }
  })
})

import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { NAME_MAX_LENGTH } from '../../../protocol/vocabulary'
import { SOLO_MAX_BOTS } from '../../../ipc/fields'
import { LOCALES, locale } from '../i18n'
import { rememberedLevels, resumeSoloText, soloTableName } from './solo-words'

beforeAll(() => locale.ready())
afterEach(() => locale.set('en'))

describe('a solo table is named as a match against bots (issue 51)', () => {
  it('says how many bots, not whose table', () => {
    expect(soloTableName(3)).toBe('Solo against 3 bots')
    expect(soloTableName(1)).toBe('Solo against 1 bot')
  })

  it('fits a table name in every language, for every bot count', async () => {
    for (const lng of LOCALES) {
      await locale.set(lng)
      for (let bots = 1; bots <= SOLO_MAX_BOTS; bots++) {
        const name = soloTableName(bots)
        expect(name.length, `${lng}: ${name}`).toBeLessThanOrEqual(NAME_MAX_LENGTH)
        expect(name).not.toMatch(/\{\{/)
      }
    }
  })

  it("Home's card reads as a sentence, whatever the old save called its table", () => {
    const saved = { round: 2, players: [{ bot: false }, { bot: true }, { bot: true }, { bot: true }] }
    expect(resumeSoloText(saved)).toBe('Against 3 bots, in round 2.')
  })
})

describe('the Solo form starts from the last solo table’s bot levels (issue 51)', () => {
  it('gives each bot its remembered level, the rest the default level', () => {
    expect(rememberedLevels({ botLevel: 'easy', botLevels: ['hard', 'medium'] }, 5)).toEqual([
      'hard',
      'medium',
      'easy',
      'easy',
      'easy'
    ])
  })

  it('falls back to medium with nothing remembered, and to the default level from older settings', () => {
    expect(rememberedLevels(undefined, 2)).toEqual(['medium', 'medium'])
    expect(rememberedLevels({ botLevel: 'hard' }, 3)).toEqual(['hard', 'hard', 'hard'])
  })
})

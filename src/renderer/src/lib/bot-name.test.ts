import { afterEach, describe, expect, it } from 'vitest'
import { locale } from '../i18n/locale.svelte'
import { fr } from '../i18n/fr'
import { BOT_LEVELS } from '../../../protocol/vocabulary'
import { BOT_NAMES } from '../../../protocol/bot-names'
import { shownName } from './bot-name'

describe("a bot's name", () => {
  afterEach(() => locale.set('en'))

  it("is its level's name for its seat, in the player's language", async () => {
    // The host's "Bot 3" sits at seat index 2.
    expect(shownName('Bot 3', true, 'easy')).toBe(BOT_NAMES.en.easy[2])
    await locale.set('de')
    expect(shownName('Bot 3', true, 'easy')).toBe(BOT_NAMES.de.easy[2])
    expect(shownName('Bot 3', true, 'hard')).toBe(BOT_NAMES.de.hard[2])
  })

  it('is a different name for every bot at a full table of one level, and for every level at one seat', () => {
    for (const level of BOT_LEVELS) {
      const names = [1, 2, 3, 4, 5, 6].map((n) => shownName(`Bot ${n}`, true, level))
      expect(new Set(names).size).toBe(6)
    }
    expect(new Set(BOT_LEVELS.map((level) => shownName('Bot 2', true, level))).size).toBe(BOT_LEVELS.length)
  })

  it('without a level (records from before levels were kept) is "Bot n" in the player\'s language', async () => {
    await locale.set('fr')
    expect(shownName('Bot 3', true)).toBe(fr.desktopWords.botName.replace('{{n}}', '3'))
  })

  it('leaves people, and names the host did not give, as they are', async () => {
    await locale.set('fr')
    expect(shownName('Bot 3', false, 'easy')).toBe('Bot 3')
    expect(shownName('Botty', true, 'easy')).toBe('Botty')
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { locale } from '../i18n/locale.svelte'
import { fr } from '../i18n/fr'
import { shownName } from './bot-name'

describe("a bot's default name", () => {
  afterEach(() => locale.set('en'))

  it("is said in the player's language, keeping its seat number", async () => {
    await locale.set('fr')
    expect(shownName('Bot 3', true)).toBe(fr.desktopWords.botName.replace('{{n}}', '3'))
    expect(shownName('Bot 3', true)).not.toBe('Bot 3')
  })

  it('leaves people, and names the host did not give, as they are', async () => {
    await locale.set('fr')
    expect(shownName('Bot 3', false)).toBe('Bot 3')
    expect(shownName('Botty', true)).toBe('Botty')
  })
})

import { describe, expect, it } from 'vitest'
import { renderJoinShells } from './join-shell-render'
import { SHELL_PLACEHOLDERS } from '../../../protocol/join-shell'
import { LOCALES } from '../../../protocol/locales'
import { locale, t } from '../i18n'

describe('the join form the table host sends inside its page', () => {
  it('is rendered in every language, with and without the PIN field, around the placeholders', async () => {
    const shells = await renderJoinShells()
    expect(Object.keys(shells).sort()).toEqual([...LOCALES].sort())
    for (const language of LOCALES) {
      const { open, pin, dir } = shells[language]
      expect(dir).toBe(language === 'ar' ? 'rtl' : 'ltr')
      for (const form of [open, pin]) {
        // Svelte's hydration markers: the page adopts this markup instead of drawing its own
        expect(form.startsWith('<!--[-->')).toBe(true)
        expect(form).toContain('data-testid="join-name"')
        expect(form).toContain(SHELL_PLACEHOLDERS.table)
        expect(form).toContain(SHELL_PLACEHOLDERS.address)
        // nothing can be sent before the page's script runs: Join waits for a name
        expect(form).toMatch(/<button type="submit"[^>]*disabled/)
      }
      expect(open).not.toContain('data-testid="join-pin"')
      expect(pin).toContain('data-testid="join-pin"')
      // in that language's words
      await locale.set(language)
      expect(open).toContain(`>${t('join.submit')}</button>`)
    }
    await locale.set('en')
  })
})

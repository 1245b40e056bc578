import { afterEach, describe, expect, it } from 'vitest'
import { ERROR_CODES } from '../../../engine/types'
import { PROTOCOL_ERROR_CODES } from '../../../protocol/messages'
import { LOCALES, errorText, isErrorCode, locale, t } from './index'

afterEach(() => locale.set('en'))

describe('t', () => {
  it('interpolates {{params}}', () => {
    expect(t('table.turnOf', { name: 'Ada' })).toBe('Ada’s turn')
  })

  it('picks the plural form by count', () => {
    expect(t('table.cards', { count: 1 })).toBe('1 card')
    expect(t('table.cards', { count: 3 })).toBe('3 cards')
    expect(t('card.points', { count: 5 })).toBe('5 points')
  })
})

describe('errorText', () => {
  it('has a text in every language for every error code the host can send', async () => {
    for (const lng of LOCALES) {
      await locale.set(lng)
      for (const code of [...PROTOCOL_ERROR_CODES, ...ERROR_CODES]) {
        expect(isErrorCode(code), code).toBe(true)
        const text = errorText(code, 'raw')
        expect(text, `${lng} ${code}`).not.toContain('error.')
        expect(text, `${lng} ${code}`).not.toContain('raw')
      }
    }
  })

  it('translates the engine and host codes', async () => {
    await locale.set('de')
    expect(errorText('wrong-pin', 'x')).toBe('Falsche PIN.')
    await locale.set('ar')
    expect(errorText('not-your-turn', 'x')).toBe('ليس دورك.')
  })

  it('falls back to the host message for an unknown code', () => {
    expect(errorText('made-up', 'raw text')).toContain('raw text')
    expect(errorText('toString', 'raw text')).toContain('raw text')
  })
})

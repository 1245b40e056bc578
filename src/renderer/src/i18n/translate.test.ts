import { afterEach, describe, expect, it } from 'vitest'
import { locale } from './locale.svelte'
import { formatNumber, t } from './translate'

afterEach(() => locale.set('en'))

describe('t', () => {
  it('interpolates and picks English plurals', async () => {
    await locale.set('en')
    expect(t('card.points', { count: 1 })).toBe('1 point')
    expect(t('card.points', { count: 5 })).toBe('5 points')
    expect(t('log.pass', { name: 'Ada' })).toBe('Ada passes')
  })

  it('follows the locale store once the language\'s catalog is in', async () => {
    await locale.set('de')
    expect(t('table.pass')).toBe('Passen')
    await locale.set('fr')
    expect(t('table.overwrite')).toBe('Remplacer')
    await locale.set('pt-BR')
    expect(t('table.overwrite')).toBe('Substituir')
    await locale.set('ar')
    expect(t('table.pass')).toBe('تخطي')
  })

  it('uses all six Arabic plural forms', async () => {
    await locale.set('ar')
    expect([0, 1, 2, 3, 11, 100].map((count) => t('table.cards', { count }))).toEqual([
      'لا بطاقات',
      'بطاقة واحدة',
      'بطاقتان',
      '3 بطاقات',
      '11 بطاقة',
      '100 بطاقة'
    ])
  })

  it('formats numbers per language, with Western digits in Arabic', async () => {
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5')
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5')
    expect(formatNumber(1234, 'ar')).toMatch(/^1.?234$/)
    await locale.set('ar')
    expect(t('table.round', { n: 12 })).toBe('الشوط 12')
    await locale.set('de')
    expect(t('results.readyCount', { ready: 1000, total: 2000 })).toBe('1.000 von 2.000 bereit')
  })

  it('leaves player names alone (no escaping, no nesting)', () => {
    expect(t('log.pass', { name: '<b>$t(app.title) {{x}}' })).toBe('<b>$t(app.title) {{x}} passes')
  })
})

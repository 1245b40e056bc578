import { describe, expect, it } from 'vitest'
import { locale } from './locale.svelte'
import { hasCatalog } from './instance'
import { t } from './translate'
import { LOCALES } from '../../../protocol/locales'

// vitest gives every file its own modules, so this file starts as a fresh page would: no catalog.
describe('catalogs load with their language', () => {
  it('loads only the language shown, and another on a switch', async () => {
    expect(locale.current).toBe('en')
    await locale.ready()
    expect(LOCALES.filter(hasCatalog)).toEqual(['en'])
    await locale.set('de')
    expect(LOCALES.filter(hasCatalog)).toEqual(['en', 'de'])
    expect(t('table.pass')).toBe('Passen')
  })

  it('keeps the last pick when an earlier pick’s catalog arrives later', async () => {
    const first = locale.set('ar')
    const last = locale.set('fr')
    await Promise.all([first, last])
    expect(locale.current).toBe('fr')
    expect(t('table.overwrite')).toBe('Remplacer')
  })

  it('keeps showing the old language until the new one’s catalog is in', async () => {
    await locale.set('en')
    const switching = locale.set('pt-PT')
    expect(t('table.pass')).toBe('Pass')
    await switching
    expect(locale.current).toBe('pt-PT')
  })
})

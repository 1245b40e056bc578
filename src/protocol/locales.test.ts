import { describe, expect, it } from 'vitest'
import { LOCALES, LOCALE_INFO, matchLocale, matchTag } from './locales'

describe('matchLocale', () => {
  it('follows the first supported system language', () => {
    expect(matchLocale(['es-ES', 'fr-CA', 'en'])).toBe('fr')
    expect(matchLocale(['de-AT'])).toBe('de')
    expect(matchLocale(['ar-EG', 'en-US'])).toBe('ar')
    expect(matchLocale(['en-GB'])).toBe('en')
  })

  it('reads Portuguese as Brazilian unless Portugal is named', () => {
    expect(matchLocale(['pt'])).toBe('pt-BR')
    expect(matchLocale(['pt-BR'])).toBe('pt-BR')
    expect(matchLocale(['pt-AO'])).toBe('pt-BR')
    expect(matchLocale(['pt-PT'])).toBe('pt-PT')
    expect(matchLocale(['pt_pt'])).toBe('pt-PT')
    expect(matchTag('PT-pt')).toBe('pt-PT')
  })

  it('falls back to English', () => {
    expect(matchLocale([])).toBe('en')
    expect(matchLocale(['ja', 'zh-CN'])).toBe('en')
  })

  it('lays out only Arabic right to left', () => {
    expect(LOCALES.filter((l) => LOCALE_INFO[l].dir === 'rtl')).toEqual(['ar'])
  })
})

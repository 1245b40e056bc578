// The languages the app speaks, and how a list of preferred languages picks one of them. Pure data and
// functions (no DOM, no runes): the page's locale store and the table host's join page (join-shell) share them.

export const LOCALES = ['en', 'pt-BR', 'pt-PT', 'de', 'fr', 'ar'] as const
export type Locale = (typeof LOCALES)[number]

export const BASE_LOCALE: Locale = 'en'

export interface LocaleInfo {
  /** The language's own name, shown in the language picker whatever the current language is. */
  endonym: string
  dir: 'ltr' | 'rtl'
  /**
   * The tag given to Intl for numbers. Arabic keeps Western digits (`-u-nu-latn`) so scores read like
   * the 1–15 printed on the cards; every other language formats with its own conventions.
   */
  numberLocale: string
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { endonym: 'English', dir: 'ltr', numberLocale: 'en' },
  'pt-BR': { endonym: 'Português (Brasil)', dir: 'ltr', numberLocale: 'pt-BR' },
  'pt-PT': { endonym: 'Português (Portugal)', dir: 'ltr', numberLocale: 'pt-PT' },
  de: { endonym: 'Deutsch', dir: 'ltr', numberLocale: 'de' },
  fr: { endonym: 'Français', dir: 'ltr', numberLocale: 'fr' },
  ar: { endonym: 'العربية', dir: 'rtl', numberLocale: 'ar-u-nu-latn' }
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/**
 * One BCP 47 tag → a supported locale, or null. Case-insensitive; a region picks a variant only for
 * Portuguese (pt-PT → European Portuguese, every other pt → Brazilian); other regions are ignored
 * (de-AT → de, fr-CA → fr, ar-EG → ar, en-GB → en).
 */
export function matchTag(tag: string): Locale | null {
  const parts = tag.trim().replace(/_/g, '-').toLowerCase().split('-')
  const language = parts[0]
  if (language === 'pt') return parts.slice(1).includes('pt') ? 'pt-PT' : 'pt-BR'
  switch (language) {
    case 'en':
      return 'en'
    case 'de':
      return 'de'
    case 'fr':
      return 'fr'
    case 'ar':
      return 'ar'
    default:
      return null
  }
}

/** The system's preferred languages (navigator.languages, best first) → the first supported, else en. */
export function matchLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const found = matchTag(tag)
    if (found) return found
  }
  return BASE_LOCALE
}

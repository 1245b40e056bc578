// The player's language choice as this browser keeps it, and the system's languages: plain functions (no
// runes, no i18next) so the page's first script (early.ts) can start loading the catalog before the app's
// own modules have run.
import { isLocale, matchLocale, type Locale } from '../../../protocol/locales'

export type LocaleChoice = Locale | 'system'

const STORAGE_KEY = '535.locale'

export function systemLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  if (Array.isArray(navigator.languages) && navigator.languages.length > 0) return navigator.languages
  return navigator.language ? [navigator.language] : []
}

export function loadChoice(): LocaleChoice {
  try {
    const saved = typeof localStorage !== 'undefined' ? localStorage.getItem(STORAGE_KEY) : null
    return isLocale(saved) ? saved : 'system'
  } catch {
    return 'system'
  }
}

export function saveChoice(choice: LocaleChoice): void {
  try {
    if (typeof localStorage === 'undefined') return
    if (choice === 'system') localStorage.removeItem(STORAGE_KEY)
    else localStorage.setItem(STORAGE_KEY, choice)
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

/** The language the page starts in: the saved pick, else the best match for the system's languages. */
export function startingLocale(): Locale {
  const choice = loadChoice()
  return choice === 'system' ? matchLocale(systemLanguages()) : choice
}

// The current language as Svelte 5 state. Every `t()` call reads `locale.current`, so templates and
// $derived values that show text re-run when the language changes; nothing else is touched (the table
// connection, its store and component state stay as they are). A language's catalog is loaded before
// the switch takes effect, so no screen ever shows a key in place of its text.
import { ensureCatalog } from './instance'
import { BASE_LOCALE, LOCALE_INFO, matchLocale, type Locale } from '../../../protocol/locales'
import { loadChoice, saveChoice, systemLanguages, type LocaleChoice } from './locale-choice'

export type { LocaleChoice } from './locale-choice'

/** `<html lang dir>`: Arabic lays the whole page out right to left. */
function applyToDocument(locale: Locale): void {
  if (typeof document === 'undefined') return
  const root = document.documentElement
  root.lang = locale
  root.dir = LOCALE_INFO[locale].dir
}

export class LocaleStore {
  /** What the player picked in settings; 'system' follows the system's (browser's) languages. */
  choice = $state<LocaleChoice>('system')
  /** The best match for the system's preferred languages. */
  system = $state<Locale>(BASE_LOCALE)
  readonly current: Locale = $derived(this.choice === 'system' ? this.system : this.choice)
  readonly dir: 'ltr' | 'rtl' = $derived(LOCALE_INFO[this.current].dir)

  /** Counts language picks, so a slow catalog never overrides a later pick. */
  #switches = 0

  constructor(choice: LocaleChoice, system: Locale) {
    this.choice = choice
    this.system = system
  }

  /** Resolves when the current language's catalog is loaded (main.ts waits for it before mounting). */
  ready(): Promise<void> {
    return ensureCatalog(this.current)
  }

  /** Switch language (from settings); 'system' goes back to following the system. The choice is saved
   *  at once; the screen changes language when its catalog has loaded. */
  async set(choice: LocaleChoice): Promise<void> {
    saveChoice(choice)
    const asked = ++this.#switches
    await ensureCatalog(choice === 'system' ? this.system : choice)
    if (asked !== this.#switches) return // a later pick won while this catalog loaded
    this.choice = choice
    applyToDocument(this.current)
  }

  /** The system's languages changed (the `languagechange` event). */
  async refreshSystem(): Promise<void> {
    const system = matchLocale(systemLanguages())
    await ensureCatalog(system)
    this.system = system
    applyToDocument(this.current)
  }
}

export const locale = new LocaleStore(loadChoice(), matchLocale(systemLanguages()))
applyToDocument(locale.current)
if (typeof window !== 'undefined') window.addEventListener('languagechange', () => void locale.refreshSystem())

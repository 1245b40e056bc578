// The one i18next instance, and the catalogs it has been given. A catalog is added when its language is
// first shown (locale.svelte.ts waits for it before switching), so `t` never runs on a missing language
// once the app has mounted (main.ts waits for the first one).
import i18next, { type i18n } from 'i18next'
import { loadCatalog } from './resources'
import { BASE_LOCALE, LOCALES, type Locale } from '../../../protocol/locales'

export const instance: i18n = i18next.createInstance()
void instance.init({
  resources: {},
  lng: BASE_LOCALE,
  fallbackLng: BASE_LOCALE,
  supportedLngs: [...LOCALES],
  load: 'currentOnly',
  ns: ['translation'],
  defaultNS: 'translation',
  nsSeparator: false,
  keySeparator: '.',
  pluralSeparator: '_',
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false
})

const loading = new Map<Locale, Promise<void>>()

/** Resolves when `locale`'s catalog is in the instance (loaded once, however often asked). */
export function ensureCatalog(locale: Locale): Promise<void> {
  let pending = loading.get(locale)
  if (!pending) {
    pending = loadCatalog(locale).then((catalog) => {
      instance.addResourceBundle(locale, 'translation', catalog, true, true)
    })
    // A failed load (the host went away mid-switch) may be tried again.
    pending.catch(() => loading.delete(locale))
    loading.set(locale, pending)
  }
  return pending
}

/** Whether `locale`'s catalog is loaded already. */
export function hasCatalog(locale: Locale): boolean {
  return instance.hasResourceBundle(locale, 'translation')
}

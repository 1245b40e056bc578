// The catalogs, one chunk each: a page loads only the language it shows, and another on a switch
// (issue 47: a phone's first screen carried all six). English is the base: its keys are every key
// `t` accepts, so its type is the one the others are checked against.
import type { en } from './en'
import type { Catalog } from './catalog'
import type { Locale } from '../../../protocol/locales'

/** The base (English) catalog's type: its keys are the keys every language has and `t` accepts. */
export type EnCatalog = typeof en
export type Translation = Catalog<EnCatalog>

const LOADERS: Record<Locale, () => Promise<Translation | EnCatalog>> = {
  en: () => import('./en').then((m) => m.en),
  'pt-BR': () => import('./pt-BR').then((m) => m.ptBR),
  'pt-PT': () => import('./pt-PT').then((m) => m.ptPT),
  de: () => import('./de').then((m) => m.de),
  fr: () => import('./fr').then((m) => m.fr),
  ar: () => import('./ar').then((m) => m.ar)
}

/** One language's catalog, loaded on first use (the module system keeps it after). */
export function loadCatalog(locale: Locale): Promise<Translation | EnCatalog> {
  return LOADERS[locale]()
}

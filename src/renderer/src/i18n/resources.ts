// Every catalog, bundled: the app works offline and switches language without loading anything.
import { en } from './en'
import { ptBR } from './pt-BR'
import { ptPT } from './pt-PT'
import { de } from './de'
import { fr } from './fr'
import { ar } from './ar'
import type { Catalog } from './catalog'
import type { Locale } from './locales'

/** The base (English) catalog: its keys are the keys every language has and `t` accepts. */
export const enCatalog = en
export type EnCatalog = typeof enCatalog
export type Translation = Catalog<EnCatalog>

export const catalogs: Record<Locale, Translation | EnCatalog> = {
  en: enCatalog,
  'pt-BR': ptBR,
  'pt-PT': ptPT,
  de,
  fr,
  ar
}

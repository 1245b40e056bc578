// i18next behind one small API. `t('group.key', params)` looks the key up in the current language
// (the rune store `locale`), picks the plural form from `params.count` (Intl.PluralRules, so Arabic
// gets zero/one/two/few/many/other), and formats every number param with Intl.NumberFormat for the
// language (Arabic with Western digits, like the ranks on the cards). Keys are type-checked: the
// CustomTypeOptions below make i18next's key type come from the English catalog.
import type { ParseKeys } from 'i18next'
import type { EnCatalog } from './resources'
import { instance } from './instance'
import { locale } from './locale.svelte'
import { LOCALE_INFO, type Locale } from '../../../protocol/locales'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: EnCatalog }
  }
}

/** Every key `t` accepts; plural keys without their `_one`/`_other`… suffix. */
export type MessageKey = ParseKeys<'translation'>
export type Params = Readonly<Record<string, string | number>>

type LooseT = (key: string, options: Record<string, unknown>) => string
const lookup = instance.t.bind(instance) as unknown as LooseT

const numberFormats = new Map<Locale, Intl.NumberFormat>()

/** A number as the current language writes it (Western digits in Arabic too). */
export function formatNumber(value: number, lng: Locale = locale.current): string {
  let format = numberFormats.get(lng)
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_INFO[lng].numberLocale)
    numberFormats.set(lng, format)
  }
  return format.format(value)
}

const listFormats = new Map<Locale, Intl.ListFormat>()

/** "Ada, Bo and Cy" in the current language (Intl.ListFormat). */
export function formatList(items: readonly string[], lng: Locale = locale.current): string {
  let format = listFormats.get(lng)
  if (!format) {
    format = new Intl.ListFormat(lng, { type: 'conjunction' })
    listFormats.set(lng, format)
  }
  return format.format(items)
}

/** The text of `key` in the current language. Reactive: reads the locale rune. */
export function t(key: MessageKey, params: Params = {}): string {
  const lng = locale.current
  const replace: Record<string, string> = {}
  for (const [name, value] of Object.entries(params)) {
    replace[name] = typeof value === 'number' ? formatNumber(value, lng) : value
  }
  const options: Record<string, unknown> = { lng, replace }
  if (typeof params.count === 'number') options.count = params.count
  return lookup(key, options)
}

export function currentLocale(): Locale {
  return locale.current
}

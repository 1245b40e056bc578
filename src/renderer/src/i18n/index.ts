// The one door to user-visible text. `t(key, params)` mirrors i18next's `t`: dotted keys, `{{name}}`
// interpolation and `_one`/`_other` plurals chosen by `params.count`. The i18n issue can replace this
// module's body with i18next (the `en` object is already a valid i18next resource) without touching
// any component.
import { en, type Messages } from './en'

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>
}[keyof T & string]
type StripPlural<K> = K extends `${infer B}_one` ? B : K extends `${infer B}_other` ? B : K

/** Every key `t` accepts (plural keys without their `_one`/`_other` suffix). */
export type MessageKey = StripPlural<Leaves<Messages>>
export type Params = Record<string, string | number>

let messages: Messages = en
let locale = 'en'
let plurals = new Intl.PluralRules(locale)

/** Swap the message table (tests, or a later language loader). */
export function setMessages(next: Messages, nextLocale: string): void {
  messages = next
  locale = nextLocale
  plurals = new Intl.PluralRules(locale)
}

export function currentLocale(): string {
  return locale
}

function lookup(path: string): string | undefined {
  let node: unknown = messages
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : undefined
}

export function t(key: MessageKey, params: Params = {}): string {
  let text: string | undefined
  if (typeof params.count === 'number') {
    text = lookup(`${key}_${plurals.select(params.count)}`) ?? lookup(`${key}_other`)
  }
  text ??= lookup(key) ?? key
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole
  )
}

/** Whether a key exists (for codes that come from the wire, such as error codes). */
export function hasKey(key: string): key is MessageKey {
  return lookup(key) !== undefined || lookup(`${key}_other`) !== undefined
}

/** Text for an error code from the host; unknown codes fall back to the host's own message. */
export function errorText(code: string, message: string): string {
  const key = `error.${code}`
  return hasKey(key) ? t(key) : t('error.unknown', { message })
}

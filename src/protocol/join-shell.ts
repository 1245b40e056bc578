// The join page's first paint (issue 47): the table host sends the join form inside index.html, so a
// phone sees it before any script has loaded; the page's script then adopts that very form (Svelte's
// hydrate) instead of drawing a new one, so a name typed meanwhile and an open keyboard are kept.
//
// The build renders the form once per language and PIN question into JOIN_SHELL_FILE (beside
// index.html) with placeholders for what only the host knows; the host fills them in per request
// (src/server/join-shell.ts); the page reads the facts back from the element's data attributes
// (src/renderer/src/home/join-shell.svelte.ts). This module is the contract between the three.
import type { Locale } from './locales'

/** Written by the renderer build next to index.html. */
export const JOIN_SHELL_FILE = 'join-shell.json'

/** The element the host puts the form in (inside #app), and the page adopts. */
export const JOIN_SHELL_ID = 'join-shell'

/** Placeholders in the rendered form: letters and underscores only, so no escaping changes them. */
export const SHELL_PLACEHOLDERS = { table: '__FTF_TABLE_NAME__', address: '__FTF_TABLE_ADDRESS__' } as const

/** One language's join form, rendered without (open) and with (pin) the PIN field. */
export interface ShellForms {
  dir: 'ltr' | 'rtl'
  open: string
  pin: string
}

export type JoinShells = Record<Locale, ShellForms>

/** What the element tells the page (data-* attributes): the facts the form was rendered with. */
export interface ShellFacts {
  locale: Locale
  tableName: string
  pinRequired: boolean
}

/** `?screen=party` opens the party screen (issue 25) instead of the join page: the host sends no form. */
export const PARTY_SCREEN = 'party'

/** True when a page's query (`location.search`, or a request's) asks for the party screen. */
export function isPartyScreen(search: string): boolean {
  return new URLSearchParams(search).get('screen') === PARTY_SCREEN
}

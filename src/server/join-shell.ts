// The join form inside index.html (protocol/join-shell.ts): a phone paints it with the page's HTML,
// before any script arrives. The build renders the form per language (JOIN_SHELL_FILE beside
// index.html); per request the host picks the phone's language from Accept-Language (the rule the page
// itself uses), the form with or without the PIN field, and fills in the table's name and address.
import type { IncomingMessage } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import {
  JOIN_SHELL_FILE,
  JOIN_SHELL_ID,
  SHELL_PLACEHOLDERS,
  isPartyScreen,
  type JoinShells
} from '../protocol/join-shell'
import { DEFAULT_RENDERER_DIR, createStaticHandler } from './static-files'
import { LOCALES, matchLocale, type Locale } from '../protocol/locales'

/** What one page request brings and the table tells. */
export interface ShellRequest {
  /** The request's path and query (`req.url`). */
  url: string
  acceptLanguage: string | undefined
  /** The Host header: the address the phone reached the table at, as the page will show it. */
  host: string | undefined
  tableName: string
  pinRequired: boolean
}

/** Accept-Language → its tags, best first (weight 0 means "not this one"). */
export function preferredLanguages(header: string | undefined): string[] {
  const weighted: { tag: string; q: number; at: number }[] = []
  for (const [at, part] of (header ?? '').split(',').entries()) {
    const [tag = '', ...params] = part.split(';').map((p) => p.trim())
    const q = Number(params.find((p) => p.startsWith('q='))?.slice(2) ?? 1)
    if (tag !== '' && tag !== '*' && q > 0) weighted.push({ tag, q: Number.isFinite(q) ? q : 0, at })
  }
  return weighted.sort((a, b) => b.q - a.q || a.at - b.at).map((w) => w.tag)
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;'
}

/** Safe in HTML text and in a quoted attribute: a table's name is whatever its host typed. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)
}

/** The built forms, read again whenever the build replaced the file; null while there are none. */
export class JoinShellForms {
  readonly #file: string
  #held: { version: string; shells: JoinShells | null } | null = null

  constructor(rendererDir: string) {
    this.#file = join(rendererDir, JOIN_SHELL_FILE)
  }

  async current(): Promise<JoinShells | null> {
    const stats = await stat(this.#file).catch(() => null)
    if (stats === null) return null
    const version = `${stats.size}:${stats.mtimeMs}`
    if (this.#held?.version !== version) {
      const text = await readFile(this.#file, 'utf8').catch(() => null)
      this.#held = { version, shells: text === null ? null : parseShells(text) }
    }
    return this.#held.shells
  }
}

/** The file's JSON → the forms, or null when any language's forms are missing (a half-written file). */
function parseShells(text: string): JoinShells | null {
  try {
    const data = JSON.parse(text) as Partial<JoinShells>
    const complete = LOCALES.every((l) => {
      const forms = data[l]
      return (
        typeof forms?.open === 'string' &&
        typeof forms.pin === 'string' &&
        (forms.dir === 'ltr' || forms.dir === 'rtl')
      )
    })
    return complete ? (data as JoinShells) : null
  } catch {
    return null
  }
}

/** index.html with the join form in it, in the phone's language; null when this page gets none (the
 *  party screen, or a request without a Host header). */
export function pageWithJoinForm(
  indexHtml: string,
  shells: JoinShells,
  request: ShellRequest
): string | null {
  const search = URL.canParse(request.url, 'http://page') ? new URL(request.url, 'http://page').search : ''
  const host = request.host
  if (isPartyScreen(search) || !host) return null
  const locale: Locale = matchLocale(preferredLanguages(request.acceptLanguage))
  const forms = shells[locale]
  // Replacer functions throughout: a name holding `$&` or `$'` stays text, not a replacement pattern.
  const form = (request.pinRequired ? forms.pin : forms.open)
    .replaceAll(SHELL_PLACEHOLDERS.table, () => escapeHtml(request.tableName))
    .replaceAll(SHELL_PLACEHOLDERS.address, () => escapeHtml(host))
  const shell =
    `<div id="${JOIN_SHELL_ID}" data-locale="${locale}" data-table="${escapeHtml(request.tableName)}"` +
    ` data-pin="${request.pinRequired ? '1' : '0'}">${form}</div>`
  const withForm = indexHtml.replace('<div id="app"></div>', () => `<div id="app">${shell}</div>`)
  if (withForm === indexHtml) return null // an index.html without the app's element: serve it as it is
  return withForm.replace(/<html[^>]*>/, () => `<html lang="${locale}" dir="${forms.dir}">`)
}

/** The static handler's page hook for a table host (static-files.ts): index.html with the join form,
 *  once the table is open (`facts` gives null before). */
export function joinPageHook(
  rendererDir: string,
  facts: () => { name: string; pinRequired: boolean } | null
) {
  const forms = new JoinShellForms(rendererDir)
  return async (req: IncomingMessage, indexHtml: string): Promise<string | null> => {
    const table = facts()
    const shells = table === null ? null : await forms.current()
    if (table === null || shells === null) return null
    const { host, 'accept-language': acceptLanguage } = req.headers
    const request = {
      url: req.url ?? '/',
      host,
      acceptLanguage,
      tableName: table.name,
      pinRequired: table.pinRequired
    }
    return pageWithJoinForm(indexHtml, shells, request)
  }
}

/** The built renderer (out/renderer unless named) served with the join form in its page, once the
 *  table is open: a table host's static files. */
export function staticWithJoinForm(
  rendererDir = DEFAULT_RENDERER_DIR,
  facts: () => { name: string; pinRequired: boolean } | null
) {
  return createStaticHandler(rendererDir, { page: joinPageHook(rendererDir, facts) })
}

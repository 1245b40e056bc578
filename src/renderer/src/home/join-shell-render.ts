// Build time only (build/join-shell.ts loads it through Vite's SSR loader): the join form a table host
// puts inside its page, rendered once per language and PIN question with placeholders for the table's
// name and address (protocol/join-shell.ts). PageJoin is the same component the page draws and then
// hydrates, so the two cannot drift apart.
import { render } from 'svelte/server'
import PageJoin from './PageJoin.svelte'
import { ensureCatalog } from '../i18n/instance'
import { locale } from '../i18n/locale.svelte'
import { LOCALES, LOCALE_INFO } from '../../../protocol/locales'
import { SHELL_PLACEHOLDERS, type JoinShells } from '../../../protocol/join-shell'
import type { JoinRoute } from '../state/app.svelte'

function formHtml(pinRequired: boolean): string {
  const route: JoinRoute = {
    name: 'join',
    address: SHELL_PLACEHOLDERS.address,
    tableName: SHELL_PLACEHOLDERS.table,
    fromPage: true,
    pinRequired,
    shell: true
  }
  return render(PageJoin, { props: { route } }).body
}

export async function renderJoinShells(): Promise<JoinShells> {
  const shells: Partial<JoinShells> = {}
  for (const language of LOCALES) {
    await ensureCatalog(language)
    // as a phone that never picked a language sees it: the system's, which the host read from its request
    locale.choice = 'system'
    locale.system = language
    shells[language] = { dir: LOCALE_INFO[language].dir, open: formHtml(false), pin: formHtml(true) }
  }
  return shells as JoinShells
}

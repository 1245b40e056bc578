// The join form the table host sent inside the page (protocol/join-shell.ts): the phone painted it
// before any script loaded. The page adopts it in place with Svelte's hydrate — the same input element
// stays, so a name typed meanwhile, the caret and a phone's open keyboard are kept — when it is the form
// the page would draw (app.svelte.ts decides: `route.shell`); otherwise it is taken away.
import { hydrate, unmount } from 'svelte'
import { isLocale } from '../../../protocol/locales'
import { JOIN_SHELL_ID, type ShellFacts } from '../../../protocol/join-shell'
import { app, type JoinRoute } from '../state/app.svelte'
import PageJoin from './PageJoin.svelte'

export interface JoinShell {
  element: HTMLElement
  facts: ShellFacts
}

/** The host's form in this page and the facts it was drawn with, or null when there is none. */
export function findJoinShell(doc: Document): JoinShell | null {
  const element = doc.getElementById(JOIN_SHELL_ID)
  if (!element) return null
  const { locale, table, pin } = element.dataset
  if (!isLocale(locale) || !table) {
    element.remove()
    return null
  }
  return { element, facts: { locale, tableName: table, pinRequired: pin === '1' } }
}

/** Hydrates the form when the route says it is this page's form, else removes it; the adopted form
 *  goes when the route leaves it (joined, or on to another screen). Call after App is mounted. */
export function adoptJoinShell(shell: JoinShell): void {
  const first = app.route
  if (first.name !== 'join' || !first.shell) {
    shell.element.remove()
    return
  }
  let route: JoinRoute = first
  const form = hydrate(PageJoin, {
    target: shell.element,
    props: {
      // the latest form route: the form keeps its text while the app moves on, until it is taken away
      get route() {
        const now = app.route
        if (now.name === 'join') route = now
        return route
      }
    }
  })
  const stop = $effect.root(() => {
    $effect(() => {
      if (app.route.name === 'join' && app.route.shell) return
      void unmount(form)
      shell.element.remove()
      queueMicrotask(stop)
    })
  })
}

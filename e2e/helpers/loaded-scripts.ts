// Which scripts and styles a page receives, watched through Chromium's DevTools protocol (which says
// which came from the browser's cache): a phone's first screen loads only what it shows (issue 47).
import type { CDPSession, Page } from '@playwright/test'

export interface Loaded {
  url: string
  fromCache: boolean
}

/** Every script and style the page receives, in order, with whether the browser's cache served it. */
export async function watchScripts(page: Page): Promise<{ loaded: Loaded[]; cdp: CDPSession }> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const loaded: Loaded[] = []
  cdp.on('Network.responseReceived', ({ response }) => {
    if (!/\.(?:js|css)$/.test(new URL(response.url).pathname)) return
    loaded.push({ url: response.url, fromCache: response.fromDiskCache || response.fromPrefetchCache === true })
  })
  return { loaded, cdp }
}

const CATALOG = /\/assets\/(en|pt-BR|pt-PT|de|fr|ar)-[\w-]{8}\.js$/

/** The language catalogs among `loaded`, in the order they arrived. */
export const catalogsIn = (loaded: Loaded[]): string[] =>
  loaded.map((l) => CATALOG.exec(l.url)?.[1]).filter((c): c is string => c !== undefined)

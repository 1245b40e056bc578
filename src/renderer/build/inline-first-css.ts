// A Vite plugin for the renderer build: the first screen's styles go inside index.html. The first screen
// is the join form the table host sends inside the page (protocol/join-shell.ts); as files, its styles
// held a phone's first paint for another round trip. Only the rules that form can use go inline
// (build/css-for-markup.ts), about 3 KB: with all the entry's 25 KB (the table's, the lobby's, the app
// shell's) the phone laid out every rule before the form's first frame.
//
// Each stylesheet stays linked, whole and enabled; page-order.ts moves the link to the end of the body.
// There it holds back no paint, but the page's scripts (deferred, as module scripts are) run only once
// it has loaded, so nothing they draw (the lobby, the table, an error under the form) is ever unstyled.
// A preload hint goes with each link: Chromium fetched the body's seven stylesheets one after another,
// each when its parser got there, and the scripts waited 250 ms more at 20 ms latency (bench:load's phone).
// The file is whole, the inline rules included, because it comes later: where two rules tie, the later
// wins, so a part without the inline rules would outrank them and change the cascade. Whole, it gives
// every element what it alone would. Vite's loader for lazy screens finds the link and does not load
// those rules again (e2e/first-screen.spec.ts checks that the inline rules alone draw the form as the
// files do).
import type { Plugin } from 'vite'
import { JOIN_SHELL_FILE, JOIN_SHELL_ID, type JoinShells } from '../../protocol/join-shell'
import { cssForMarkup, markupWords, type MarkupWords } from './css-for-markup'

type BundleLike = Record<string, { type: 'chunk' | 'asset'; fileName: string; source?: string | Uint8Array }>

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\.\/([^"]+\.css)">/g

const text = (source: string | Uint8Array) =>
  typeof source === 'string' ? source : new TextDecoder().decode(source)

function assetText(bundle: BundleLike, fileName: string): string {
  const asset = bundle[fileName]
  if (asset?.type !== 'asset' || asset.source === undefined)
    throw new Error(`inline-first-css: ${fileName} is not in the bundle`)
  return text(asset.source)
}

/** index.html with the rules of each stylesheet that the markup can use in a `<style>` before its link,
 *  and a preload hint for the file. */
export function inlineStylesheets(html: string, bundle: BundleLike, words: MarkupWords): string {
  return html.replace(STYLESHEET_LINK, (link, fileName: string) => {
    const css = cssForMarkup(assetText(bundle, fileName), words)
    // postcss already writes "</style" in CSS as "\3c /style" (css-for-markup.ts); checked all the same
    if (/<\/style/i.test(css)) throw new Error(`inline-first-css: ${fileName} would end its <style> early`)
    if (/url\(/i.test(css))
      throw new Error(`inline-first-css: ${fileName} has a url() relative to its own place`)
    const preload = `<link rel="preload" as="style" crossorigin href="./${fileName}">`
    return `${css ? `<style>${css}</style>\n    ` : ''}${preload}\n    ${link}`
  })
}

/** Everything the first screen is drawn from before a script runs: the page itself, the host's element
 *  and every form the build rendered for it (each language, with and without the PIN). */
export function firstScreenMarkup(html: string, bundle: BundleLike): string {
  if (bundle[JOIN_SHELL_FILE] === undefined)
    throw new Error(
      `inline-first-css: no ${JOIN_SHELL_FILE} in the bundle (the join-shell plugin comes first)`
    )
  const shells = JSON.parse(assetText(bundle, JOIN_SHELL_FILE)) as JoinShells
  const forms = Object.values(shells).flatMap(({ open, pin }) => [open, pin])
  return [html, `<div id="${JOIN_SHELL_ID}"></div>`, ...forms].join('\n')
}

export function inlineFirstCss(): Plugin {
  return {
    name: 'inline-first-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const bundle = (ctx.bundle ?? {}) as BundleLike
        return inlineStylesheets(html, bundle, markupWords(firstScreenMarkup(html, bundle)))
      }
    }
  }
}

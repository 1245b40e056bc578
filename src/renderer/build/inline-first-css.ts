// A Vite plugin for the renderer build: the first screen's styles go inside index.html. The first screen
// is the join form the table host sends inside the page (protocol/join-shell.ts); as files, its styles
// held a phone's first paint for another round trip. Only the rules that form can use go inline
// (build/css-for-markup.ts), about 3 KB: with all the entry's 25 KB (the table's, the lobby's, the app
// shell's) the phone laid out every rule before the form's first frame.
//
// Each stylesheet is sent `disabled` (marked PAGE_STYLE_ATTRIBUTE): it holds back nothing. An enabled one
// in the body would: WebKit (every iPhone) painted nothing until every stylesheet of the page had loaded,
// wherever it stood, and module scripts wait for enabled stylesheets too. A `preload` hint for the files
// held WebKit's first paint the same way (a 4 s stylesheet: the form at 8.2 s with the hints, at 0.3 s
// without). The app's entry enables the files and waits for them before it draws anything
// (src/renderer/src/page-styles.ts), so the lobby, the table or an error under the form is never unstyled.
// The file is whole, the inline rules included, because it comes later: where two rules tie, the later
// wins, so a part without the inline rules would outrank them and change the cascade. Vite's loader for
// lazy screens finds the link and does not load those rules again (e2e/first-screen.spec.ts checks that
// the inline rules alone draw the form as the files do).
import type { Plugin } from 'vite'
import { JOIN_SHELL_FILE, JOIN_SHELL_ID, type JoinShells } from '../../protocol/join-shell'
import { cssForMarkup, markupWords, type MarkupWords } from './css-for-markup'
import { PAGE_STYLE_ATTRIBUTE } from '../src/page-style-attribute'

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
 *  and the link disabled for the app's entry to enable. */
export function inlineStylesheets(html: string, bundle: BundleLike, words: MarkupWords): string {
  return html.replace(STYLESHEET_LINK, (link, fileName: string) => {
    const css = cssForMarkup(assetText(bundle, fileName), words)
    // postcss already writes "</style" in CSS as "\3c /style" (css-for-markup.ts); checked all the same
    if (/<\/style/i.test(css)) throw new Error(`inline-first-css: ${fileName} would end its <style> early`)
    if (/url\(/i.test(css))
      throw new Error(`inline-first-css: ${fileName} has a url() relative to its own place`)
    const held = link.replace(/>$/, ` ${PAGE_STYLE_ATTRIBUTE} disabled>`)
    return `${css ? `<style>${css}</style>\n    ` : ''}${held}`
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

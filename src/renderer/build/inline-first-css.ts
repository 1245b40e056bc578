// A Vite plugin for the renderer build: the first screen's styles go inside index.html. As separate files
// they held a phone's first paint of the join form (which the table host sends inside the page,
// protocol/join-shell.ts) for another round trip each; inline, the form is drawn with the HTML.
//
// Each inlined file leaves a `disabled` link behind: nothing is fetched or applied for it, but Vite's
// loader for lazy screens finds it among the page's stylesheets and does not load the same rules again.
import type { Plugin } from 'vite'

type BundleLike = Record<string, { type: 'chunk' | 'asset'; fileName: string; source?: string | Uint8Array }>

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\.\/([^"]+\.css)">/g

/** index.html with each of its stylesheet links replaced by the file's rules in a `<style>`. */
export function inlineStylesheets(html: string, bundle: BundleLike): string {
  return html.replace(STYLESHEET_LINK, (_link, fileName: string) => {
    const asset = bundle[fileName]
    if (asset?.type !== 'asset' || asset.source === undefined)
      throw new Error(`inline-first-css: ${fileName} is not in the bundle`)
    const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source)
    if (/<\/style/i.test(css)) throw new Error(`inline-first-css: ${fileName} would end its <style> early`)
    if (/url\(/i.test(css))
      throw new Error(`inline-first-css: ${fileName} has a url() relative to its own place`)
    return `<style>${css.trim()}</style>\n    <link rel="stylesheet" href="./${fileName}" disabled>`
  })
}

export function inlineFirstCss(): Plugin {
  return {
    name: 'inline-first-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => inlineStylesheets(html, (ctx.bundle ?? {}) as BundleLike)
    }
  }
}

// The page's stylesheets come disabled (build/inline-first-css.ts: an enabled one would hold an iPhone's
// first paint of the join form until every file had arrived). The entry enables them and waits for them
// before it draws anything of its own, so no screen is ever shown without its rules. The files were
// preloaded with the page, so the wait is usually none. A file that fails to load does not keep the app
// from starting: the form's own rules are inline, and the screens are usable unstyled.
import { PAGE_STYLE_ATTRIBUTE } from './page-style-attribute'

/** Enables each disabled page stylesheet; resolves once every one has loaded or failed. */
export function enablePageStyles(doc: Document): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>(`link[rel="stylesheet"][${PAGE_STYLE_ATTRIBUTE}]`)]
  return Promise.all(links.map(enable)).then(() => undefined)
}

function enable(link: HTMLLinkElement): Promise<void> {
  if (!link.disabled) return Promise.resolve()
  return new Promise((settled) => {
    const done = () => {
      link.removeEventListener('load', done)
      link.removeEventListener('error', done)
      settled()
    }
    link.addEventListener('load', done)
    link.addEventListener('error', done)
    // Removing the attribute makes the browser fetch the file (from the preload) and apply it.
    link.disabled = false
  })
}

// The scripts the smoke test runs in the page. Plain JavaScript source, not TypeScript functions sent with
// toString(): tsx compiles with esbuild's keepNames, which adds `__name(…)` calls the page does not have.

/**
 * Records what goes wrong in the page into `window.__smokeErrors`: uncaught errors, failed resource loads,
 * unhandled rejections and Content-Security-Policy violations (which no driver reports as console
 * messages). With `wrapConsole` it records console.error calls too, for a driver with no console access.
 * Installing twice is harmless.
 */
export function errorRecorder(wrapConsole: boolean): string {
  return `(() => {
  if (window.__smokeErrors) return
  const errors = []
  window.__smokeErrors = errors
  const note = (kind, text) => errors.push(kind + ': ' + text)
  addEventListener('error', (e) => {
    const el = e.target
    if (el && el !== window && el.tagName) note('resource', el.tagName + ' ' + (el.src || el.href || ''))
    else note('error', (e.message || String(e.error)) + ' at ' + e.filename + ':' + e.lineno)
  }, true)
  addEventListener('unhandledrejection', (e) => {
    const r = e.reason
    note('unhandledrejection', r instanceof Error ? r.name + ': ' + r.message + ' at ' + String(r.stack).split('\\n')[0] : String(r))
  })
  addEventListener('securitypolicyviolation', (e) => {
    note('csp', e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber)
  }, true)
  if (${wrapConsole}) {
    const original = console.error
    console.error = (...args) => {
      note('console.error', args.map(String).join(' '))
      return original.apply(console, args)
    }
  }
})()`
}

/** What the table shows now, and the errors recorded since the last look (they are taken out). */
export interface Snapshot {
  /** The recorder is not in this document (a driver that installs it after loading re-installs it). */
  unrecorded: boolean
  errors: string[]
  toast: string | null
  seated: boolean
  /** The round's results, or the match's when this round ended it (a player reached the target). */
  roundEnd: boolean
  myTurn: boolean
  canPass: boolean
  version: number
  viewport: [number, number]
}

export const SNAPSHOT = `(() => {
  const shown = (s) => { const el = document.querySelector(s); return !!el && el.getClientRects().length > 0 }
  const versioned = document.querySelector('[data-version]')
  const toast = document.querySelector('[data-testid="error-toast"]')
  return {
    unrecorded: !window.__smokeErrors,
    errors: window.__smokeErrors ? window.__smokeErrors.splice(0) : [],
    toast: toast ? toast.textContent.trim() : null,
    seated: shown('[data-testid="hand"] button'),
    roundEnd: shown('[data-testid="round-end"]') || shown('[data-testid="match-end"]'),
    myTurn: shown('[data-testid="hint"]'),
    canPass: shown('[data-testid="move-pass"]'),
    version: versioned ? Number(versioned.getAttribute('data-version')) : -1,
    viewport: [innerWidth, innerHeight]
  }
})()`

/** Is an element matching `selector` on screen? */
export function shown(selector: string): string {
  return `(() => { const el = document.querySelector(${JSON.stringify(selector)}); return !!el && el.getClientRects().length > 0 })()`
}

/** The attribute `pick` puts on the element it chose, so the driver can click it with a real click. */
export const PICKED = '[data-smoke-pick]'

/**
 * Marks the first element matching `selector` whose centre a click would really hit (the hand's cards
 * overlap on a phone: the centre of one may lie under the next), scrolling it into view. True when found.
 */
export function pick(selector: string): string {
  return `(() => {
  for (const old of document.querySelectorAll('${PICKED}')) old.removeAttribute('data-smoke-pick')
  const hittable = (el) => {
    el.scrollIntoView({ block: 'nearest', inline: 'nearest' })
    const r = el.getBoundingClientRect()
    if (r.width === 0 || r.height === 0) return false
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
    return hit !== null && el.contains(hit)
  }
  const el = [...document.querySelectorAll(${JSON.stringify(selector)})].find(hittable)
  if (!el) return false
  el.setAttribute('data-smoke-pick', '')
  return true
})()`
}

import { describe, expect, it } from 'vitest'
import { firstScreenMarkup, inlineStylesheets } from './inline-first-css'
import { markupWords } from './css-for-markup'
import { PAGE_STYLE_ATTRIBUTE } from '../src/page-style-attribute'
import { JOIN_SHELL_FILE, type JoinShells } from '../../protocol/join-shell'
import { LOCALES } from '../../protocol/locales'

const HTML = `<head>
    <link rel="stylesheet" crossorigin href="./assets/Icon-AbCdEf12.css">
    <link rel="stylesheet" crossorigin href="./assets/index-XyZ12345.css">
  </head>`
const asset = (fileName: string, source: string | Uint8Array) => ({
  type: 'asset' as const,
  fileName,
  source
})
const FORM = '<main class="page-center"><form class="page-card"><input name="name"></form></main>'
const words = markupWords(FORM)

describe("the first screen's styles inside index.html", () => {
  const bundle = {
    'assets/Icon-AbCdEf12.css': asset('assets/Icon-AbCdEf12.css', '.icon{inline-size:1em}\n'),
    'assets/index-XyZ12345.css': asset(
      'assets/index-XyZ12345.css',
      new TextEncoder().encode(
        '.hand{display:flex}.page-card{display:grid}input{font:inherit}.lobby{gap:1rem}'
      )
    )
  }

  it("puts the rules the form can use before each file's link, and sends the whole file disabled for the app to enable", () => {
    const html = inlineStylesheets(HTML, bundle, words)
    expect(html).toContain('<style>.page-card{display:grid}input{font:inherit}</style>')
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('index-XyZ12345.css'))
    // a file with nothing for the form: no <style> at all
    expect(html.match(/<style>/g)).toHaveLength(1)
    // Both links as Vite wrote them, disabled and marked for the app's entry (page-styles.ts): the whole
    // file still comes (the table's rules, the cascade as built), it holds back no engine's first paint,
    // and Vite's loader for lazy screens sees it on the page.
    const held = (file: string) =>
      `<link rel="stylesheet" crossorigin href="./assets/${file}" ${PAGE_STYLE_ATTRIBUTE} disabled>`
    for (const file of ['Icon-AbCdEf12.css', 'index-XyZ12345.css']) expect(html).toContain(held(file))
    // no preload hint: WebKit held the first paint for those as for enabled stylesheets
    expect(html).not.toContain('rel="preload"')
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(2)
    expect(html).not.toMatch(/\.hand|\.lobby|\.icon/)
  })

  const withCss = (css: string) => ({
    'assets/Icon-AbCdEf12.css': asset('assets/Icon-AbCdEf12.css', css),
    'assets/index-XyZ12345.css': asset('assets/index-XyZ12345.css', '')
  })

  it('refuses what would break the page: a missing file, a relative url()', () => {
    expect(() => inlineStylesheets(HTML, {}, words)).toThrow(/not in the bundle/)
    expect(() => inlineStylesheets(HTML, withCss('input{background:url(./x.png)}'), words)).toThrow(/url/)
    // a url() in a rule that stays in its file is where it belongs
    expect(() => inlineStylesheets(HTML, withCss('.hand{background:url(./x.png)}'), words)).not.toThrow()
  })

  it('writes a "</style>" in a rule so that it cannot end the <style>', () => {
    const html = inlineStylesheets(HTML, withCss('input::after{content:"</style>"}'), words)
    // \3c is CSS for "<": the string is the same to the browser, not to the HTML parser
    expect(html).toContain('<style>input::after{content:"\\3c /style>"}</style>')
    expect(html.match(/<\/style/gi)).toHaveLength(1)
  })
})

describe('the markup the first screen is drawn from', () => {
  const shells = Object.fromEntries(
    LOCALES.map((l) => [
      l,
      { dir: 'ltr', open: `<p class="open-${l}"></p>`, pin: `<p class="pin-${l}"></p>` }
    ])
  ) as JoinShells
  const bundle = { [JOIN_SHELL_FILE]: asset(JOIN_SHELL_FILE, JSON.stringify(shells)) }

  it("is the page, the host's element and every language's form, with and without the PIN", () => {
    const found = markupWords(firstScreenMarkup('<body><div id="app"></div></body>', bundle))
    for (const l of LOCALES)
      expect([found.classes.has(`open-${l}`), found.classes.has(`pin-${l}`)]).toEqual([true, true])
    expect([...found.ids].sort()).toEqual(['app', 'join-shell'])
    expect(found.tags.has('body')).toBe(true)
  })

  it('needs the built forms: without them the build stops rather than inline nothing', () => {
    expect(() => firstScreenMarkup('<body></body>', {})).toThrow(/join-shell/)
  })
})

import { describe, expect, it } from 'vitest'
import { inlineStylesheets } from './inline-first-css'

const HTML = `<head>
    <link rel="stylesheet" crossorigin href="./assets/Icon-AbCdEf12.css">
    <link rel="stylesheet" crossorigin href="./assets/index-XyZ12345.css">
  </head>`
const asset = (fileName: string, source: string | Uint8Array) => ({
  type: 'asset' as const,
  fileName,
  source
})

describe('the first screen styles inside index.html', () => {
  it("puts each stylesheet's rules in a <style> where its link was, leaving a link that loads nothing", () => {
    const bundle = {
      'assets/Icon-AbCdEf12.css': asset('assets/Icon-AbCdEf12.css', '.icon{inline-size:1em}\n'),
      'assets/index-XyZ12345.css': asset(
        'assets/index-XyZ12345.css',
        new TextEncoder().encode('.page-card{display:grid}')
      )
    }
    const html = inlineStylesheets(HTML, bundle)
    expect(html.indexOf('<style>.icon{inline-size:1em}</style>')).toBeLessThan(
      html.indexOf('<style>.page-card{display:grid}</style>')
    )
    expect(html).not.toMatch(/<link rel="stylesheet" crossorigin/)
    // the lazy screens' loader sees these files as on the page already (disabled: neither fetched nor applied)
    expect(html).toContain('<link rel="stylesheet" href="./assets/Icon-AbCdEf12.css" disabled>')
    expect(html).toContain('<link rel="stylesheet" href="./assets/index-XyZ12345.css" disabled>')
  })

  it('refuses what would break the page: a missing file, a rule that ends the <style>, a relative url()', () => {
    expect(() => inlineStylesheets(HTML, {})).toThrow(/not in the bundle/)
    const withCss = (css: string) => ({
      'assets/Icon-AbCdEf12.css': asset('assets/Icon-AbCdEf12.css', css),
      'assets/index-XyZ12345.css': asset('assets/index-XyZ12345.css', '')
    })
    expect(() => inlineStylesheets(HTML, withCss('a::after{content:"</style>"}'))).toThrow(/early/)
    expect(() => inlineStylesheets(HTML, withCss('a{background:url(./x.png)}'))).toThrow(/url/)
  })
})

import { describe, expect, it } from 'vitest'
import { orderPage } from './page-order'

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'" />
    <title>Five Three Five</title>
    <script type="module" crossorigin src="./assets/early-AbCdEf12.js"></script>
    <script type="module" crossorigin src="./assets/index-AbCdEf12.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/i18n-AbCdEf12.js">
    <style>.page-card{display:grid}</style>
    <link rel="stylesheet" crossorigin href="./assets/index-AbCdEf12.css">
    <meta name="next-chunks" content="assets/Lobby-AbCdEf12.js">
  </head>
  <body>
    <div id="app"></div>
  </body>
</html>`

describe('the page in the order a first paint wants', () => {
  const page = orderPage(BUILT)
  const at = (text: string) => page.indexOf(text)

  it('keeps the head to what must come first: charset, policy, title, hints', () => {
    const head = page.slice(0, at('</head>'))
    expect(head).toContain('<meta charset="UTF-8" />')
    expect(head).toContain('Content-Security-Policy')
    expect(head).toContain('name="next-chunks"')
    expect(head).not.toMatch(/<script|<style|modulepreload|stylesheet/)
  })

  it('opens the body with the styles, before the app element, and ends it with scripts, preloads and stylesheets in order', () => {
    expect(at('<body>')).toBeLessThan(at('<style>.page-card{display:grid}</style>'))
    expect(at('<style>')).toBeLessThan(at('<div id="app"></div>'))
    expect(at('<div id="app"></div>')).toBeLessThan(at('early-AbCdEf12.js'))
    expect(at('early-AbCdEf12.js')).toBeLessThan(at('index-AbCdEf12.js'))
    expect(at('index-AbCdEf12.js')).toBeLessThan(at('i18n-AbCdEf12.js'))
    expect(at('i18n-AbCdEf12.js')).toBeLessThan(at('index-AbCdEf12.css'))
    expect(at('index-AbCdEf12.css')).toBeLessThan(at('</body>'))
    // nothing lost, nothing doubled
    for (const tag of ['<script', '<style>', 'modulepreload', 'rel="stylesheet"']) {
      expect(page.split(tag).length).toBe(BUILT.split(tag).length)
    }
  })

  it('refuses a page without a head or body rather than guess', () => {
    expect(() => orderPage('<html><div id="app"></div></html>')).toThrow(/head or body/)
  })
})

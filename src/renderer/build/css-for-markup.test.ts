import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { Window } from 'happy-dom'
import { cssForMarkup, markupWords, selectorMayMatch } from './css-for-markup'

// As Svelte's server renderer writes a form (comments and all).
const FORM = `<!--[--><main class="page-center"><form class="panel page-card svelte-1ab" id="join" novalidate="">
  <h1 class="svelte-1ab">Join</h1> <label>Your name <input name="name" data-testid="join-name"/></label>
  <!--[-1--><!--]--><div class="actions svelte-1ab"><button type="submit" class="btn primary" disabled="">Join</button></div>
</form></main><!--]-->`
const words = markupWords(FORM)

describe('the words a selector can ask of the markup', () => {
  it('are its element names, classes and ids', () => {
    expect([...words.tags].sort()).toEqual(['button', 'div', 'form', 'h1', 'input', 'label', 'main'])
    expect([...words.classes].sort()).toEqual([
      'actions',
      'btn',
      'page-card',
      'page-center',
      'panel',
      'primary',
      'svelte-1ab'
    ])
    expect([...words.ids]).toEqual(['join'])
  })
})

describe('the rules a piece of markup can use', () => {
  const kept = (css: string) => cssForMarkup(css, words)

  it('keeps, in their order, the rules whose selectors name only what the markup has', () => {
    const css = [
      ':root{--ink:#fff}',
      '.table-screen.svelte-9zz{display:grid}',
      'h1.svelte-1ab{margin:0}',
      'table{border-collapse:collapse}',
      '.btn{border:2px solid}',
      '.btn.small{font-size:.9rem}',
      '#join .actions{gap:1rem}',
      '#lobby{gap:2rem}',
      'input,select{font:inherit}'
    ]
    expect(kept(css.join(''))).toBe(
      [
        ':root{--ink:#fff}',
        'h1.svelte-1ab{margin:0}',
        '.btn{border:2px solid}',
        '#join .actions{gap:1rem}',
        'input,select{font:inherit}'
      ].join('')
    )
  })

  it('keeps a rule for a state the markup may come into: hover, focus, disabled, :not(), :has(), an attribute', () => {
    const states = [
      '.btn:hover:not(:disabled){border-color:gold}',
      '.btn.primary:disabled{opacity:.45}',
      'input:focus-visible{outline:3px solid}',
      'form:has(input:invalid) .actions{opacity:.5}',
      '[data-testid=join-name]{inline-size:100%}',
      'label>input::placeholder{color:gray}',
      '.actions.svelte-1ab .btn:where(.svelte-1ab){min-block-size:2rem}',
      ':is(.panel,.elsewhere) h1{font-size:1.4rem}'
    ].join('')
    expect(kept(states)).toBe(states)
  })

  it('leaves out :is() and :where() whose arguments the markup lacks, and a list where no selector can match', () => {
    expect(kept('.actions :where(.svelte-9zz){gap:0}:is(.log) li{margin:0}.seat,.hand{gap:0}')).toBe('')
    expect(kept(':is(.log,.hand) .btn{gap:0}:where(#lobby,.seat .btn){gap:0}')).toBe('')
    expect(kept('.seat,.btn{gap:0}')).toBe('.seat,.btn{gap:0}')
  })

  it('keeps a media or container block with the rules it holds that can apply, and drops it when none can', () => {
    const css =
      '@media (width<=600px){.page-card{padding:1rem}.hand{gap:0}}' +
      '@container table (width<=48rem){.hand{gap:0}}' +
      '@supports (display:grid){@media print{main{display:grid}}}'
    expect(kept(css)).toBe(
      '@media (width<=600px){.page-card{padding:1rem}}@supports (display:grid){@media print{main{display:grid}}}'
    )
  })

  it('keeps @keyframes only when a kept rule names them, and other at-rules always', () => {
    const css =
      '@keyframes pulse{0%{opacity:.3}}@keyframes appear{to{opacity:1}}' +
      '.btn{animation:1s pulse}.opening{animation:.2s appear}' +
      '@font-face{font-family:Card;src:local(Card)}@layer base,app;'
    expect(kept(css)).toBe(
      '@keyframes pulse{0%{opacity:.3}}.btn{animation:1s pulse}@font-face{font-family:Card;src:local(Card)}@layer base,app;'
    )
    // inside a media block too, which goes with them; a statement left last keeps its `;`
    expect(kept('@media print{@keyframes appear{to{opacity:1}}}@import "x.css";.hand{gap:0}')).toBe(
      '@import "x.css";'
    )
  })

  it('is not misled by braces, commas and brackets in strings and comments', () => {
    const css =
      '.btn::after{content:"} .hand{"}/* .seat{ */.seat[title="a,b"]{gap:0}.btn[title="x]"]{gap:1px}'
    expect(kept(css)).toBe('.btn::after{content:"} .hand{"}.btn[title="x]"]{gap:1px}')
  })

  it('keeps what it does not read: escaped names, namespaces, nested rules', () => {
    const css = '.md\\:grid{display:grid}svg|a{fill:red}.hand{&:hover{gap:0}}'
    expect(kept(css)).toBe(css)
  })

  it('refuses a stylesheet it cannot take apart rather than guess', () => {
    expect(() => kept('.btn{gap:0')).toThrow(/Unclosed block/)
    expect(() => kept('.btn{gap:0}}')).toThrow(/Unexpected }/)
    expect(() => kept('.btn')).toThrow(/Unknown word/)
  })
})

describe('a selector the markup can match is never left out', () => {
  // Checked against a DOM: whenever happy-dom finds an element for a selector in the markup, the selector
  // must be kept. (The other way round is not claimed: a kept rule may match nothing.)
  const window = new Window()
  window.document.body.innerHTML = FORM
  // A compound as CSS writes it: an element name (or none), an id, classes and attributes, then a
  // pseudo-class. At most one id and one pseudo-class: happy-dom misreads a compound with two of either
  // (it finds `#lobby#join` and `:not(.btn).hand:where(.panel)` in this form).
  const element = fc.constantFrom(
    '',
    '',
    'main',
    'form',
    'h1',
    'label',
    'input',
    'button',
    'div',
    'p',
    'ul',
    '*'
  )
  const id = fc.constantFrom('', '', '', '#join', '#lobby')
  const simple = fc.constantFrom(
    ...['.panel', '.page-card', '.svelte-1ab', '.btn', '.primary', '.actions', '.hand', '.seat'],
    ...['[disabled]', '[name=name]', '[data-x]']
  )
  const pseudo = fc.constantFrom(
    ...['', '', ':disabled', ':first-child', ':not(.seat)', ':not(.btn)', ':where(.panel)', ':where(.hand)'],
    ...[':is(.hand, .btn)', ':is(.hand)', ':has(input)', ':has(.seat)']
  )
  const compound = fc
    .tuple(element, id, fc.array(simple, { maxLength: 2 }), pseudo)
    .map(([name, hash, parts, state]) => name + hash + parts.join('') + state)
    .filter((c) => c !== '')
  const selector = fc
    .tuple(
      compound,
      fc.array(fc.tuple(fc.constantFrom(' ', ' > ', ' + ', ' ~ '), compound), { maxLength: 2 })
    )
    .map(([first, rest]) => first + rest.map(([c, s]) => c + s).join(''))

  it('holds for generated selectors', () => {
    let matched = 0
    fc.assert(
      fc.property(selector, (s) => {
        const matches = (() => {
          try {
            return window.document.querySelector(s) !== null
          } catch {
            return false // not a selector (e.g. "*main"): nothing to claim
          }
        })()
        if (matches) matched++
        return !matches || selectorMayMatch(s, words)
      }),
      { numRuns: 2000 }
    )
    // the generator does reach selectors that match (else the property says nothing)
    expect(matched).toBeGreaterThan(40)
  })

  it('and a long one that matches is kept, one that asks for a missing class is not', () => {
    const long = 'main > form.panel:not(.seat) .btn.primary:disabled'
    expect(window.document.querySelector(long)).not.toBeNull()
    expect(selectorMayMatch(long, words)).toBe(true)
    expect(selectorMayMatch('main .hand', words)).toBe(false)
  })
})

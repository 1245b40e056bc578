// The rules of a stylesheet that can apply to a piece of markup as it is sent (issue 47): the join form
// inside the page needs a fifth of the app's rules for its first paint, and a phone lays out every rule
// it is given. Build time only (build/inline-first-css.ts).
//
// The test is one-sided on purpose: a rule is left out only when its every selector names a class, an id
// or an element the markup does not have. Pseudo-classes, attributes and :not()/:has() are read as
// "may match", so a rule for the form's hover, focus or disabled Join stays. What the page's scripts
// draw later is not the markup's business: they run only once the whole stylesheet has arrived.

/** The names a selector can ask the markup for. */
export interface MarkupWords {
  tags: ReadonlySet<string>
  classes: ReadonlySet<string>
  ids: ReadonlySet<string>
}

const ATTRIBUTE_VALUE = (name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'gi')

function attributeWords(html: string, name: string): Set<string> {
  const words = new Set<string>()
  for (const m of html.matchAll(ATTRIBUTE_VALUE(name))) {
    for (const word of (m[1] ?? m[2] ?? m[3] ?? '').split(/\s+/)) if (word) words.add(word)
  }
  return words
}

/** The element names, classes and ids in some HTML (a class in another attribute's text counts too:
 *  one word too many only keeps a rule). */
export function markupWords(html: string): MarkupWords {
  const tags = new Set([...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map((m) => (m[1] ?? '').toLowerCase()))
  return { tags, classes: attributeWords(html, 'class'), ids: attributeWords(html, 'id') }
}

/** The index after the string, comment or escape that starts at `at`, or `at` when none does. */
function skipOpaque(css: string, at: number): number {
  const c = css[at]
  if (c === '\\') return at + 2
  if (c === '/' && css[at + 1] === '*') {
    const end = css.indexOf('*/', at + 2)
    return end < 0 ? css.length : end + 2
  }
  if (c === '"' || c === "'") {
    let i = at + 1
    while (i < css.length && css[i] !== c && css[i] !== '\n') i += css[i] === '\\' ? 2 : 1
    return i + 1
  }
  return at
}

const OPENING: Record<string, string> = { '{': '}', '(': ')', '[': ']' }

/** The index of the bracket that closes the one at `open`; throws when there is none. */
function closing(css: string, open: number): number {
  const stack: string[] = []
  for (let i = open; i < css.length;) {
    const skipped = skipOpaque(css, i)
    if (skipped !== i) {
      i = skipped
      continue
    }
    const c = css[i] ?? ''
    if (OPENING[c] !== undefined) stack.push(OPENING[c])
    else if (c === stack.at(-1)) {
      stack.pop()
      if (stack.length === 0) return i
    } else if (c === '}' || c === ')' || c === ']') break
    i++
  }
  throw new Error(`css-for-markup: unbalanced ${css[open] ?? ''} at ${open}`)
}

/** `text` cut at each `separator` outside brackets, strings and comments. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = []
  let start = 0
  for (let i = 0; i < text.length;) {
    const skipped = skipOpaque(text, i)
    if (skipped !== i) i = skipped
    else if (OPENING[text[i] ?? ''] !== undefined) i = closing(text, i) + 1
    else if (text[i] === separator) {
      parts.push(text.slice(start, i))
      start = ++i
    } else i++
  }
  return [...parts, text.slice(start)]
}

/** One item of a stylesheet: a rule or block at-rule (`prelude{block}`) or a statement (`@import …;`). */
interface Item {
  prelude: string
  block: string | null
}

function items(css: string): Item[] {
  const found: Item[] = []
  let start = 0
  for (let i = 0; i < css.length;) {
    const skipped = skipOpaque(css, i)
    if (skipped !== i) {
      i = skipped
      continue
    }
    const c = css[i]
    if (c === '{') {
      const end = closing(css, i)
      found.push({ prelude: css.slice(start, i).trim(), block: css.slice(i + 1, end) })
      start = i = end + 1
    } else if (c === ';') {
      const prelude = css.slice(start, i).trim()
      if (prelude) found.push({ prelude, block: null })
      start = ++i
    } else if (c === '}') throw new Error(`css-for-markup: a } without its { at ${i}`)
    else i++
  }
  if (css.slice(start).trim()) throw new Error('css-for-markup: the stylesheet ends inside a rule')
  return found
}

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, ' ')

/** Pseudo-classes that stand for their one selector argument; every other one (:not, :has, :nth-child
 *  of S, :dir, …) asks nothing of the markup's names. */
const SAME_AS_ARGUMENT = new Set(['is', 'where', 'matches', '-webkit-any', '-moz-any'])

/** The selector with brackets resolved: single-argument :is()/:where() become their argument, other
 *  functional pseudo-classes and attribute selectors go. */
function plainSelector(selector: string): string {
  let text = selector
  for (let at = text.search(/[[(]/); at >= 0; at = text.search(/[[(]/)) {
    const end = closing(text, at)
    const name = /:([\w-]+)$/.exec(text.slice(0, at))
    const argument = text.slice(at + 1, end)
    const keep =
      text[at] === '(' &&
      name &&
      SAME_AS_ARGUMENT.has(name[1]?.toLowerCase() ?? '') &&
      splitTopLevel(argument, ',').length === 1
    const from = text[at] === '(' && name ? at - name[0].length : at
    text = `${text.slice(0, from)} ${keep ? argument : ''} ${text.slice(end + 1)}`
  }
  return text.replace(/::?[\w-]+/g, ' ')
}

/** False only when the selector names a class, id or element the markup does not have. */
export function selectorMayMatch(selector: string, words: MarkupWords): boolean {
  // escapes, namespaces and nesting: not worth reading, keep the rule
  if (/[\\|&]/.test(selector)) return true
  let plain: string
  try {
    plain = plainSelector(withoutComments(selector))
  } catch {
    return true
  }
  for (const [, sigil, name = ''] of plain.matchAll(/(^|[\s>+~.#])([a-zA-Z_-][\w-]*)/g)) {
    const found =
      sigil === '.'
        ? words.classes.has(name)
        : sigil === '#'
          ? words.ids.has(name)
          : words.tags.has(name.toLowerCase())
    if (!found) return false
  }
  return true
}

/** At-rules whose block holds rules for the page: kept when a rule inside is. */
const GROUPING = new Set(['media', 'supports', 'container', 'layer', 'scope', 'starting-style', 'document'])
const KEYFRAMES = /^@(?:-[a-z]+-)?keyframes\s+(?:"([^"]*)"|'([^']*)'|([\w-]+))/i

function pick(css: string, words: MarkupWords, keyframes: (name: string) => boolean): string {
  let kept = ''
  for (const { prelude, block } of items(css)) {
    const text = block === null ? `${prelude};` : `${prelude}{${block}}`
    const atRule = /^@([\w-]+)/.exec(prelude)?.[1]?.toLowerCase()
    const frames = KEYFRAMES.exec(prelude)
    if (block === null) kept += text
    else if (frames) kept += keyframes(frames[1] ?? frames[2] ?? frames[3] ?? '') ? text : ''
    else if (atRule !== undefined && GROUPING.has(atRule)) {
      const inner = pick(block, words, keyframes)
      if (inner) kept += `${prelude}{${inner}}`
    } else if (atRule !== undefined || block.includes('{'))
      kept += text // @font-face and such; nested rules
    else if (splitTopLevel(withoutComments(prelude), ',').some((s) => selectorMayMatch(s, words)))
      kept += text
  }
  return kept
}

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The rules of `css` that may apply to markup with these words, in their order; @keyframes only when a
 *  kept rule names them. */
export function cssForMarkup(css: string, words: MarkupWords): string {
  const rules = pick(css, words, () => false)
  const used = (name: string) => new RegExp(`(?<![\\w-])${escapeForRegExp(name)}(?![\\w-])`).test(rules)
  return pick(css, words, used)
}

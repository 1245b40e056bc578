// The rules of a stylesheet that can apply to a piece of markup as it is sent (issue 47): the join form
// inside the page needs a fifth of the app's rules for its first paint, and a phone lays out every rule
// it is given. Build time only (build/inline-first-css.ts).
//
// The test is one-sided on purpose: a rule is left out only when its every selector names a class, an id
// or an element the markup does not have. Pseudo-classes, attributes and :not()/:has() are read as
// "may match", so a rule for the form's hover, focus or disabled Join stays. What the page's scripts
// draw later is not the markup's business: they run only once the whole stylesheet has arrived.
// The CSS is read with postcss and its selectors with postcss-selector-parser.
import { parse, type Container } from 'postcss'
import selectorParser from 'postcss-selector-parser'

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

/** Pseudo-classes that match what one of their arguments matches; every other one (:not, :has,
 *  :nth-child(… of S), :dir, …) asks nothing of the markup's names. */
const ANY_OF_ARGUMENTS = new Set(['is', 'where', 'matches', '-webkit-any', '-moz-any'])

// Escaped names (`.md\:grid`) are not worth reading (nor are the markup's words unescaped): keep the rule.
const escaped = (node: selectorParser.Node) => String(node).includes('\\')

function mayMatch(selector: selectorParser.Selector, words: MarkupWords): boolean {
  return selector.nodes.every((node) => {
    if (node.type === 'class') return words.classes.has(node.value) || escaped(node)
    if (node.type === 'id') return words.ids.has(node.value) || escaped(node)
    if (node.type === 'tag') {
      // a namespace (`svg|a`) is not worth reading either
      const named = words.tags.has(node.value.toLowerCase())
      return named || node.namespace !== undefined || escaped(node)
    }
    if (node.type === 'pseudo' && ANY_OF_ARGUMENTS.has(node.value.replace(/^:+/, '').toLowerCase()))
      return node.nodes.length === 0 || node.nodes.some((argument) => mayMatch(argument, words))
    return true // attributes, other pseudo-classes and -elements, combinators, `*`, `&`
  })
}

const selectorReader = selectorParser()

/** False only when every selector in the list names a class, id or element the markup does not have. */
export function selectorMayMatch(selectors: string, words: MarkupWords): boolean {
  try {
    return selectorReader.astSync(selectors).nodes.some((selector) => mayMatch(selector, words))
  } catch {
    return true // not a selector it can read: keep the rule
  }
}

/** At-rules whose block holds rules for the page: kept when a rule inside is. */
const GROUPING = new Set(['media', 'supports', 'container', 'layer', 'scope', 'starting-style', 'document'])
const KEYFRAMES = /^(?:-[a-z]+-)?keyframes$/i

/** Takes out of `container` the rules that cannot apply, the @keyframes not wanted, comments, and
 *  grouping at-rules left empty. Other at-rules (@font-face, @import, …) and nested rules stay whole. */
function prune(container: Container, words: MarkupWords, keyframes: (name: string) => boolean): void {
  container.raws.semicolon = true // a statement that ends up last keeps its `;`
  container.each((node) => {
    if (node.type === 'comment') node.remove()
    else if (node.type === 'rule') {
      const nested = node.some((child) => child.type === 'rule' || child.type === 'atrule')
      if (!nested && !selectorMayMatch(node.selector, words)) node.remove()
    } else if (node.type === 'atrule' && KEYFRAMES.test(node.name)) {
      if (!keyframes(node.params.replace(/^(["'])(.*)\1$/, '$2'))) node.remove()
    } else if (node.type === 'atrule' && node.nodes && GROUPING.has(node.name.toLowerCase())) {
      prune(node, words, keyframes)
      if (node.nodes.length === 0) node.remove()
    }
  })
}

/** What separates the names in CSS text: anything but letters, digits, `_`, `-`, non-ASCII and escapes. */
const BETWEEN_NAMES = /[^\w\u0080-\uffff\\-]+/

/** The rules of `css` that may apply to markup with these words, in their order; @keyframes only when a
 *  kept rule names them. Throws (postcss's CssSyntaxError) on a stylesheet it cannot parse. */
export function cssForMarkup(css: string, words: MarkupWords): string {
  const root = parse(css)
  const rules = root.clone()
  prune(rules, words, () => false)
  const named = new Set(rules.toString().split(BETWEEN_NAMES))
  prune(root, words, (name) => named.has(name))
  return root.toString().trim()
}

// A Vite plugin for the renderer build, after the others have written index.html: the page's order for
// a first paint. Blink draws nothing until its parser has reached <body>, and the parser yields to the
// app's modules as they arrive (a phone at a quarter of a laptop's speed spends hundreds of ms there):
// with the styles, preloads and scripts in the head, the join form the table host puts in the page
// (protocol/join-shell.ts) waited for all of them. So the head keeps only what must come first (charset,
// viewport, the Content-Security-Policy, title, icon, hints); the body opens with the first screen's
// styles, then the app's element, and ends with the stylesheets' preload hints, the scripts, module
// preloads and stylesheets. Browsers find scripts early anyway (the preload scanner reads ahead), but
// Chromium fetched the body's stylesheets one by one, each when its parser got there: hence the hints.
// Module scripts run after parsing wherever they stand, once the page's stylesheets are in
// (inline-first-css.ts counts on that). A stylesheet in the body holds back no paint of what comes
// before it.
import type { Plugin } from 'vite'

const TO_BODY_START = /[ \t]*<style>[\s\S]*?<\/style>\n?/g
const TO_BODY_END =
  /[ \t]*(?:<script type="module"[^>]*><\/script>|<link rel="(?:modulepreload|stylesheet)"[^>]*>|<link rel="preload" as="style"[^>]*>)\n?/g
/** The stylesheets' hints lead the body's end, before the parser stops at the first stylesheet. */
const STYLE_PRELOAD = /^<link rel="preload" as="style"/

/** index.html with its inline styles at the start of <body>, its scripts, preloads and stylesheets at the end. */
export function orderPage(html: string): string {
  const headEnd = html.indexOf('</head>')
  if (headEnd < 0 || !html.includes('<body>') || !html.includes('</body>'))
    throw new Error('page-order: index.html has no head or body')
  let head = html.slice(0, headEnd)
  const styles: string[] = []
  const tail: string[] = []
  head = head.replace(TO_BODY_START, (style) => (styles.push(style.trim()), ''))
  head = head.replace(TO_BODY_END, (tag) => (tail.push(tag.trim()), ''))
  const ending = [...tail.filter((t) => STYLE_PRELOAD.test(t)), ...tail.filter((t) => !STYLE_PRELOAD.test(t))]
  const body = html
    .slice(headEnd)
    .replace('<body>', () => ['<body>', ...styles].join('\n    '))
    .replace('</body>', () => [...ending.map((tag) => `  ${tag}`), '</body>'].join('\n  '))
  return head + body
}

export function pageOrder(): Plugin {
  return {
    name: 'page-order',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: orderPage }
  }
}

// A Vite plugin for the renderer build, after the others have written index.html: the page's order for
// a first paint. Blink draws nothing until its parser has reached <body>, and the parser yields to the
// app's modules as they arrive (a phone at a quarter of a laptop's speed spends hundreds of ms there):
// with the styles, preloads and scripts in the head, the join form the table host puts in the page
// (protocol/join-shell.ts) waited for all of them. So the head keeps only what must come first (charset,
// viewport, the Content-Security-Policy, title, icon, hints); the body opens with the first screen's
// styles, then the app's element, and ends with the scripts, preloads and stylesheets. Browsers find
// those early anyway (the preload scanner reads ahead), and module scripts run after parsing wherever
// they stand. The stylesheets come disabled (inline-first-css.ts), so neither the first paint nor the
// scripts wait for them; the app's entry enables them before it draws (page-styles.ts).
import type { Plugin } from 'vite'

const TO_BODY_START = /[ \t]*<style>[\s\S]*?<\/style>\n?/g
const TO_BODY_END =
  /[ \t]*(?:<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>|<link rel="stylesheet"[^>]*>)\n?/g

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
  const body = html
    .slice(headEnd)
    .replace('<body>', () => ['<body>', ...styles].join('\n    '))
    .replace('</body>', () => [...tail.map((tag) => `  ${tag}`), '</body>'].join('\n  '))
  return head + body
}

export function pageOrder(): Plugin {
  return {
    name: 'page-order',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: orderPage }
  }
}

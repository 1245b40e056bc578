// What a seated player needs next (the lobby, the results), fetched into the browser's cache once the
// first screen is up and the page is idle. index.html names the files (src/renderer/build/next-chunks.ts);
// a `<link rel="prefetch">` per file lets the browser fetch at its lowest priority, and a browser without
// prefetch (older WebKit) simply loads them when they are opened.

/** The files index.html names in `<meta name="next-chunks">`, relative to the page. */
export function nextChunks(doc: Document): string[] {
  const content = doc.querySelector('meta[name="next-chunks"]')?.getAttribute('content') ?? ''
  return content.split(/\s+/).filter((file) => /^assets\/[\w.-]+\.(?:js|css)$/.test(file))
}

/** Adds a prefetch link per named file, once. */
export function prefetchNext(doc: Document): void {
  for (const file of nextChunks(doc)) {
    const href = `./${file}`
    if (doc.head.querySelector(`link[rel="prefetch"][href="${href}"]`)) continue
    const link = doc.createElement('link')
    link.rel = 'prefetch'
    link.href = href
    link.as = file.endsWith('.css') ? 'style' : 'script'
    doc.head.append(link)
  }
}

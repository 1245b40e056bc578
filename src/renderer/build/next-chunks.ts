// A Vite plugin for the renderer build: index.html names the chunks a seated player needs next (the
// lobby, a round's and a match's results) in `<meta name="next-chunks">`. Once the first screen is up the
// page prefetches them at idle priority (lib/prefetch-next.ts) into the browser's cache (the host keeps
// hashed chunks for a year, static-files.ts), so joining a lobby or ending a round never waits on the
// network, and nothing competes with the first screen's own download (issue 47). A `<link
// rel="prefetch">` in the head would start at once, while the phone still loads the first screen.
import type { Plugin } from 'vite'

interface ChunkLike {
  type: 'chunk'
  fileName: string
  isEntry: boolean
  facadeModuleId: string | null
  imports: string[]
  viteMetadata?: { importedCss: Set<string> }
}
type BundleLike = Record<string, ChunkLike | { type: 'asset'; fileName: string }>

/** The files to prefetch: the chunks whose module is one of `modules` (paths ending so), with their
 *  static imports and CSS, less whatever the entry loads anyway. */
export function nextFiles(bundle: BundleLike, modules: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((c): c is ChunkLike => c.type === 'chunk')
  const closure = (roots: ChunkLike[]): Set<string> => {
    const files = new Set<string>()
    const visit = (chunk: ChunkLike | undefined) => {
      if (!chunk || files.has(chunk.fileName)) return
      files.add(chunk.fileName)
      for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css)
      for (const name of chunk.imports) visit(chunks.find((c) => c.fileName === name))
    }
    roots.forEach(visit)
    return files
  }
  const first = closure(chunks.filter((c) => c.isEntry))
  const next = closure(chunks.filter((c) => modules.some((m) => c.facadeModuleId?.endsWith(m))))
  return [...next].filter((file) => !first.has(file)).sort()
}

/** The meta tag's name; lib/prefetch-next.ts reads it. */
export const NEXT_CHUNKS_META = 'next-chunks'

export function prefetchNextChunks(modules: readonly string[]): Plugin {
  return {
    name: 'prefetch-next-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return []
        const files = nextFiles(ctx.bundle as unknown as BundleLike, modules)
        return [{ tag: 'meta', attrs: { name: NEXT_CHUNKS_META, content: files.join(' ') }, injectTo: 'head' as const }]
      }
    }
  }
}

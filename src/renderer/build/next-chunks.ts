// A Vite plugin for the renderer build: index.html hints the chunks a seated player needs next (the
// lobby, a round's and a match's results) with `<link rel="prefetch">`. The browser fetches them at idle
// priority once the first screen is in, into its cache (the host keeps hashed chunks for a year,
// static-files.ts), so joining a lobby or ending a round never waits on the network (issue 47).
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

export function prefetchNextChunks(modules: readonly string[]): Plugin {
  return {
    name: 'prefetch-next-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return []
        return nextFiles(ctx.bundle as unknown as BundleLike, modules).map((file) => ({
          tag: 'link',
          attrs: { rel: 'prefetch', href: `./${file}`, as: file.endsWith('.css') ? 'style' : 'script' },
          injectTo: 'head' as const
        }))
      }
    }
  }
}

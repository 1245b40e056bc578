// Gzipped copies of the renderer's text files for browsers that accept them: the host serves the app to
// every phone that joins over the party's Wi-Fi, and its script gzips to about a third. Each file is
// compressed once per version (its size and modification time), so a rebuild is picked up and a page
// load costs no compression after the first.
import { readFile } from 'node:fs/promises'
import type { Stats } from 'node:fs'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'

const gzipAsync = promisify(gzip)

/** Whether a file of this content type is worth compressing: text, JSON and SVG (images, fonts and sounds
 *  are compressed already). */
export function isCompressible(contentType: string): boolean {
  return /^text\/|json|svg/.test(contentType)
}

/** Whether an Accept-Encoding header takes gzip: named, or through `*`, with a weight above 0. */
export function acceptsGzip(header: string | undefined): boolean {
  const weights = new Map<string, number>()
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [coding = '', ...params] = part.split(';').map((p) => p.trim())
    const q = params.find((p) => p.startsWith('q='))
    weights.set(coding, q === undefined ? 1 : Number(q.slice(2)))
  }
  const weight = weights.get('gzip') ?? weights.get('*')
  return weight !== undefined && weight > 0
}

export class GzippedFiles {
  readonly #copies = new Map<string, { version: string; bytes: Promise<Buffer> }>()

  /** The gzipped bytes of `path` as it is now (`stats` from the caller's stat of it). */
  get(path: string, stats: Pick<Stats, 'size' | 'mtimeMs'>): Promise<Buffer> {
    const version = `${stats.size}:${stats.mtimeMs}`
    const held = this.#copies.get(path)
    if (held?.version === version) return held.bytes
    // Level 9: each file is compressed once per version, and every phone's first screen is smaller for it.
    const bytes = readFile(path).then((data) => gzipAsync(data, { level: 9 }))
    const copy = { version, bytes }
    // A failed read (the file replaced mid-rebuild) is not kept: the next request tries again.
    bytes.catch(() => this.#copies.get(path) === copy && this.#copies.delete(path))
    this.#copies.set(path, copy)
    return bytes
  }
}

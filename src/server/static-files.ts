// The built renderer over HTTP, for players who join from a browser.
//
// Why not sirv: the host needs only GET/HEAD of a few dozen files with an index.html fallback, confined
// to one folder, with its own headers (nosniff; index.html always revalidated so a rebuilt app is picked up, its hashed chunks kept for a year;
// no framing, see below). sirv would still need a wrapper for the 405 and the "not built" answer, its production mode scans the folder once when the handler is made (a
// renderer built after the host started would 404 until a restart), and what it adds — ETag/304, Range, precompressed files — saves nothing worth a dependency on a LAN
// where a phone loads the minified app once per join. Text files go gzipped to browsers that accept it
// (gzipped-files.ts: 0.81 MB of script becomes 0.27 MB). static-files.test.ts pins the behaviour.
import { createReadStream } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'
import type { Stats } from 'node:fs'
import { stat } from 'node:fs/promises'
import { pipeline } from 'node:stream'
import { extname, join, normalize, resolve, sep } from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { GzippedFiles, acceptsGzip, isCompressible } from './gzipped-files'
import { ERROR_HEADERS, SECURITY_HEADERS } from './security-headers'

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.webmanifest': 'application/manifest+json'
}

/** The built renderer, relative to the repository root. */
export const DEFAULT_RENDERER_DIR = resolve('out/renderer')

export interface StaticOptions {
  /** index.html as this request gets it (the table host puts its join form in, server/join-shell.ts),
   *  or null for the file as built. */
  page?: (req: IncomingMessage, indexHtml: string) => Promise<string | null>
}

/**
 * Serves the built renderer so a phone or laptop without the app can play in a browser.
 * GET/HEAD only; paths are confined to `root` (no `..` escapes); unknown paths fall back to index.html.
 */
export function createStaticHandler(root: string, options: StaticOptions = {}) {
  const base = resolve(root)
  const gzipped = new GzippedFiles()
  return async function serveStatic(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...ERROR_HEADERS, allow: 'GET, HEAD' }).end()
      return
    }
    const pathname = decodeSafe(new URL(req.url ?? '/', 'http://host').pathname)
    if (pathname === null) {
      res.writeHead(400, ERROR_HEADERS).end('Bad path')
      return
    }
    const wanted = normalize(join(base, pathname))
    if (wanted !== base && !wanted.startsWith(base + sep)) {
      res.writeHead(403, ERROR_HEADERS).end('Forbidden')
      return
    }
    const wantedStats = await fileStats(wanted)
    const file = wantedStats ? wanted : join(base, 'index.html')
    const stats = wantedStats ?? (await fileStats(file))
    if (stats === null) {
      res.writeHead(404, ERROR_HEADERS).end('The app is not built: run npm run build.')
      return
    }
    if (options.page && file === join(base, 'index.html') && (await servePage(req, res, file, options.page)))
      return
    const type = MIME[extname(file)] ?? 'application/octet-stream'
    const compressible = isCompressible(type)
    const zipped = compressible && acceptsGzip(req.headers['accept-encoding'])
    const bytes = zipped ? await gzipped.get(file, stats).catch(() => null) : null
    res.writeHead(200, {
      'content-type': type,
      // nosniff and no framing (clickjacking a player into a move or a seat): security-headers.ts.
      ...SECURITY_HEADERS,
      'cache-control': cachePolicy(file),
      // A cache between host and phone must not hand gzip to a browser that did not ask for it.
      ...(compressible ? { vary: 'accept-encoding' } : {}),
      ...(bytes ? { 'content-encoding': 'gzip', 'content-length': bytes.length } : {})
    })
    if (req.method === 'HEAD') {
      res.end()
      return
    }
    if (bytes) {
      res.end(bytes)
      return
    }
    // pipeline, not pipe: a reader that resets mid-file closes the file, and a read error (the file
    // replaced by a rebuild) ends this response instead of being thrown as an unhandled 'error'.
    pipeline(createReadStream(file), res, () => undefined)
  }
}

/** index.html made for this request; false (nothing sent) when the hook leaves the file as built. */
async function servePage(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  page: NonNullable<StaticOptions['page']>
): Promise<boolean> {
  const built = await readFile(file, 'utf8').catch(() => null)
  const html = built === null ? null : await page(req, built)
  if (html === null) return false
  const zipped = acceptsGzip(req.headers['accept-encoding'])
  // A few kilobytes, different per language and table: compressed per request (well under a millisecond).
  const bytes = zipped ? gzipSync(html) : Buffer.from(html)
  res.writeHead(200, {
    'content-type': MIME['.html'],
    ...SECURITY_HEADERS,
    'cache-control': cachePolicy(file),
    vary: 'accept-encoding, accept-language',
    ...(zipped ? { 'content-encoding': 'gzip' } : {}),
    'content-length': bytes.length
  })
  res.end(req.method === 'HEAD' ? undefined : bytes)
  return true
}

/** The build names each chunk after its content (`Table-3fA9_bQ1.js`): such a file never changes, so a
 *  phone keeps it for a year and a rejoin loads nothing but index.html, which is always revalidated. */
const HASHED_NAME = /[/\\]assets[/\\][^/\\]+-[\w-]{8}\.(?:js|css)$/

export function cachePolicy(file: string): string {
  if (file.endsWith('index.html')) return 'no-cache'
  if (HASHED_NAME.test(file)) return 'public, max-age=31536000, immutable'
  return 'public, max-age=3600'
}

function decodeSafe(path: string): string | null {
  try {
    return decodeURIComponent(path)
  } catch {
    return null
  }
}

/** The path's stats when it is a file, else null. */
async function fileStats(path: string): Promise<Stats | null> {
  try {
    const stats = await stat(path)
    return stats.isFile() ? stats : null
  } catch {
    return null
  }
}

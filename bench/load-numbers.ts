// The arithmetic of bench/load.ts, apart from the browser: what a page had downloaded by a given moment,
// and a spread of timings.
import { percentile } from './socket-tools'

/** One entry of the page's Resource Timing buffer, as the bench reads it. */
export interface LoadedResource {
  /** The full URL. */
  name: string
  /** When the last byte arrived, in ms since the page's navigation started. */
  responseEnd: number
  /** Bytes of the body as sent (gzipped when the host gzipped it; 0 when it came from the cache). */
  encodedBodySize: number
}

export interface BytesBefore {
  /** The page itself: the join form and the first screen's styles come inside it (issue 47). */
  htmlGzip: number
  jsGzip: number
  cssGzip: number
  jsFiles: number
  cssFiles: number
}

/**
 * The page, script and style bytes that had finished arriving by `atMs` — every .js/.mjs and .css file, whatever
 * its name, so a build split into chunks counts all the chunks it fetched in time.
 */
export function bytesBefore(resources: readonly LoadedResource[], atMs: number): BytesBefore {
  const total: BytesBefore = { htmlGzip: 0, jsGzip: 0, cssGzip: 0, jsFiles: 0, cssFiles: 0 }
  for (const resource of resources) {
    if (resource.responseEnd > atMs) continue
    const kind = fileKind(resource.name)
    if (kind === 'js') {
      total.jsGzip += resource.encodedBodySize
      total.jsFiles++
    } else if (kind === 'html') {
      total.htmlGzip += resource.encodedBodySize
    } else if (kind === 'css') {
      total.cssGzip += resource.encodedBodySize
      total.cssFiles++
    }
  }
  return total
}

function fileKind(url: string): 'html' | 'js' | 'css' | null {
  const path = new URL(url).pathname
  if (path.endsWith('/') || path.endsWith('.html')) return 'html'
  if (/\.m?js$/.test(path)) return 'js'
  if (path.endsWith('.css')) return 'css'
  return null
}

/** Median and p90 (nearest rank) of some timings, in whole ms; null when there are none. */
export function spread(values: readonly number[]): { median: number; p90: number; n: number } | null {
  if (values.length === 0) return null
  return {
    median: Math.round(percentile([...values], 50)),
    p90: Math.round(percentile([...values], 90)),
    n: values.length
  }
}

/** a / b to two decimals; null when either is missing. */
export function ratio(a: number | undefined, b: number | undefined): number | null {
  if (a === undefined || b === undefined || b === 0) return null
  return Math.round((a / b) * 100) / 100
}

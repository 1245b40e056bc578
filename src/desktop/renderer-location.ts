// Where the app's own renderer lives: the built index.html (file://) or, in development, the
// electron-vite dev server. IPC sender checks and navigation rules trust exactly this and nothing else.
import { dirname, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

export type RendererLocation =
  | { readonly kind: 'file'; readonly indexFile: string }
  | { readonly kind: 'dev-server'; readonly url: string }

export function fileLocation(indexFile: string): RendererLocation {
  return { kind: 'file', indexFile: resolve(indexFile) }
}

export function devServerLocation(url: string): RendererLocation {
  const parsed = new URL(url)
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`dev server URL must be http(s): ${url}`)
  }
  return { kind: 'dev-server', url: parsed.href }
}

function parse(url: string): URL | undefined {
  try {
    return new URL(url)
  } catch {
    return undefined
  }
}

/** Is `url` a page of the app's own renderer? (file inside the renderer folder, or the dev server origin) */
export function isAppRendererUrl(location: RendererLocation, url: string): boolean {
  const parsed = parse(url)
  if (!parsed) return false
  if (location.kind === 'dev-server') return parsed.origin === new URL(location.url).origin
  if (parsed.protocol !== 'file:') return false
  let path: string
  try {
    // Throws for file URLs with a remote host or an encoded separator; the URL parser already resolved `..`.
    path = resolve(fileURLToPath(parsed))
  } catch {
    return false
  }
  const root = dirname(location.indexFile)
  return path === location.indexFile || path.startsWith(root + sep)
}

/** Navigation is allowed only in development, within the dev server's origin (Vite reloads). */
export function isAllowedNavigation(location: RendererLocation, url: string): boolean {
  return location.kind === 'dev-server' && isAppRendererUrl(location, url)
}

/**
 * Origins the tables this app hosts must accept besides those every host accepts: in development the
 * dev server's. The built renderer's WebSockets say `file://`, which every host accepts together with
 * the app's User-Agent (src/server/transport/origin-policy.ts), so it needs nothing extra.
 */
export function extraRendererOrigins(location: RendererLocation): string[] {
  return location.kind === 'dev-server' ? [new URL(location.url).origin] : []
}

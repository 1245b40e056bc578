// What bench/load.ts loads: the built renderer, served by the real table host (the e2e tests' bundled
// `src/cli/host.ts`), from a copy of out/renderer that also holds the floor page — so the floor goes
// through the same static handler, gzip and headers as the app, and production code needs no bench route.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { extname, join, relative } from 'node:path'
import { startHost, type RunningHost } from '../e2e/helpers/host'
import { DEFAULT_RENDERER_DIR } from '../src/server/static-files'

/** The floor: the least a join page can be — one HTML file with a name field, no script, no style. */
export const FLOOR_PAGE = 'floor.html'
const FLOOR_HTML = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Join</title>
<label>Your name <input name="name" autocomplete="nickname" data-testid="join-name"></label>
</html>
`

/** What the renderer is built from: a file here newer than the build means the build is stale. */
const RENDERER_INPUTS = [
  'src/renderer',
  'src/engine',
  'src/protocol',
  'src/bots',
  'src/ipc',
  'electron.vite.config.ts',
  'svelte.config.js'
]

/** Builds the app when out/renderer is missing or older than its sources; says so on stderr. */
export function ensureBuilt(log: (line: string) => void): 'fresh' | 'built' {
  const index = join(DEFAULT_RENDERER_DIR, 'index.html')
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : null
  const newer = builtAt === null ? null : RENDERER_INPUTS.find((path) => newestMtime(path) > builtAt)
  if (builtAt !== null && newer === undefined) return 'fresh'
  log(
    builtAt === null
      ? 'out/renderer is missing: npm run build…'
      : `out/renderer is older than ${newer}: npm run build…`
  )
  execFileSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'], timeout: 300_000 })
  return 'built'
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stats.mtimeMs
  )
}

export interface ServedSite {
  /** The host's working folder: `<dir>/out/renderer` is what it serves. */
  dir: string
  /** The served files' paths from the root ("assets/index-….js"), for warming the host's gzip cache. */
  files: string[]
  remove(): void
}

/** A copy of out/renderer plus the floor page, in a temporary folder laid out as the host expects. */
export function prepareSite(): ServedSite {
  const dir = mkdtempSync(join(tmpdir(), 'fivethreefive-bench-load-'))
  const root = join(dir, 'out', 'renderer')
  cpSync(DEFAULT_RENDERER_DIR, root, { recursive: true })
  writeFileSync(join(root, FLOOR_PAGE), FLOOR_HTML)
  const files = (readdirSync(root, { recursive: true }) as string[])
    .map((name) => join(root, name))
    .filter((path) => statSync(path).isFile())
    .map((path) => relative(root, path).split('\\').join('/'))
  return { dir, files, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** The table the page joins: three bots and one free seat, so Join deals at once (autoStart). */
const TABLE = { seats: 4, bots: 3, botDelayMs: 1000 } as const

/** A new table on the bundled host, serving `site`, its gzip cache warm. */
export async function startTable(site: ServedSite): Promise<RunningHost> {
  const host = await startHost({ ...TABLE, cwd: site.dir })
  try {
    await warmGzip(host.url, site.files)
  } catch (error) {
    await host.stop()
    throw error
  }
  return host
}

const TEXT_FILES = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.webmanifest'])

/** The host gzips each text file on its first request; a host that has served one phone has them all
 *  ready, and that steady state is what the bench times (not the first phone after a restart). */
async function warmGzip(url: string, files: readonly string[]): Promise<void> {
  for (const file of files.filter((f) => TEXT_FILES.has(extname(f)))) {
    const answer = await fetch(new URL(file, url), {
      headers: { 'accept-encoding': 'gzip' },
      signal: AbortSignal.timeout(10_000)
    })
    await answer.arrayBuffer()
  }
}

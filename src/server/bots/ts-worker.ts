// Start a worker thread from a module URL that may be TypeScript source (`tsx src/cli/host.ts`, vitest,
// `tsx bench/bots.ts`) or built JavaScript (Electron main, bundled by electron-vite).
//
// Node 20 does not apply `--import tsx` from a Worker's execArgv to the worker's entry module, so a
// .ts entry is started from a tiny evaluated ES module that registers tsx's loader in the worker and
// then imports the entry. A .js/.mjs entry is started directly.
import { Worker } from 'node:worker_threads'
import type { WorkerOptions } from 'node:worker_threads'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

/** tsx's ESM registration API as a URL the worker can import, wherever the worker runs from. */
function tsxApiUrl(): string {
  try {
    // import.meta.resolve picks the ESM build; vitest's module runner may not provide it.
    if (typeof import.meta.resolve === 'function') return import.meta.resolve('tsx/esm/api')
  } catch {
    // fall through
  }
  try {
    return pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href
  } catch {
    return 'tsx/esm/api'
  }
}

export function isTypeScriptUrl(url: URL): boolean {
  return /\.[cm]?ts$/.test(url.pathname)
}

export function startWorker(entry: URL, options: WorkerOptions = {}): Worker {
  if (!isTypeScriptUrl(entry)) return new Worker(entry, options)
  const boot =
    `import(${JSON.stringify(tsxApiUrl())})` +
    `.then((api) => { api.register(); return import(${JSON.stringify(entry.href)}) })`
  return new Worker(boot, { ...options, eval: true })
}

// The table host (`src/cli/host.ts`, what `npm run host` runs with tsx) bundled with esbuild into
// out/e2e-host/, with its bot worker beside it. The e2e specs (e2e/global-setup.ts) and the unit tests
// that run the host as a child process (vitest.config.ts › unit, test-support/hardening/child-host.ts)
// start it from there: each host starts in a fraction of tsx's time, and its bot workers load plain
// JavaScript instead of registering tsx's loader and compiling the engine again in every thread.
import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

/** Where the bundle goes, relative to the repository. */
const OUT_DIR = 'out/e2e-host'
/** The bundled host, relative to the repository: the `host` entry below. */
export const BUNDLED_HOST = `${OUT_DIR}/host.js`
/** The same, as an absolute path. */
export const BUNDLED_HOST_PATH = fileURLToPath(new URL(`../../${BUNDLED_HOST}`, import.meta.url))

/** Builds the bundle (about a second); run from the repository's root. */
export async function bundleHost(): Promise<void> {
  await build({
    // worker-entry.js beside host.js: where the bundled WorkerBotPlayer looks for it (defaultWorkerUrl)
    entryPoints: { host: 'src/cli/host.ts', 'worker-entry': 'src/server/bots/worker-entry.ts' },
    outdir: OUT_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // ws, zod, bonjour-service… load from node_modules as they do under tsx
    packages: 'external',
    logLevel: 'warning'
  })
}

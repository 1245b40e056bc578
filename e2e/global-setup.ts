// Before the e2e run: the table host (`src/cli/host.ts`, what `npm run host` runs with tsx) bundled once
// with esbuild into out/e2e-host/, with its bot worker beside it. The specs start about fifty hosts;
// from the bundle each starts in a fraction of tsx's time and its bot workers load plain JavaScript
// instead of registering tsx's loader and compiling the engine again in every thread.
import { build } from 'esbuild'

/** Where the bundle goes, relative to the repository. */
const OUT_DIR = 'out/e2e-host'
/** The bundled host the specs start (e2e/helpers/host.ts): the `host` entry below. */
export const BUNDLED_HOST = `${OUT_DIR}/host.js`

export default async function bundleHost(): Promise<void> {
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

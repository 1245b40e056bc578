// vitest globalSetup (vitest.config.ts › unit): the unit tests that run the host as its own process
// start the same bundle the e2e run uses (child-host.ts), built fresh once per run.
import { bundleHost } from './bundled-host'

export default async function setup(): Promise<void> {
  await bundleHost()
}

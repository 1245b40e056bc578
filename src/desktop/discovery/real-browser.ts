// The real mDNS browser behind ./discovery-service.ts (src/server/discovery/browser.ts).
import { browseTables } from '../../server/discovery/browser'
import { discoveryOptionsFromEnv } from '../../server/discovery/env'
import type { BrowseTables } from './discovery-service'
import { ok, refuse } from '../../engine/result'

export function realBrowseTables(
  env: NodeJS.ProcessEnv = process.env,
  log: (message: string, error: unknown) => void = console.warn
): BrowseTables {
  return async () => {
    const result = await browseTables({
      ...discoveryOptionsFromEnv(env),
      onError: (error) => log('mDNS browser', error)
    })
    return result.status === 'browsing' ? ok(result.browser) : refuse(result.status, result.message)
  }
}

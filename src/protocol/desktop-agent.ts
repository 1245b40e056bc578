// The desktop app's User-Agent: the runtime's own, plus a product token a host can check
// (DESKTOP_APP_PRODUCT in vocabulary.ts says why).
import { DESKTOP_APP_PRODUCT } from './vocabulary'

/** `base` with `FiveThreeFive/<version>` added once (calling it again on its result changes nothing). */
export function withDesktopAppProduct(base: string, version: string): string {
  if (carriesDesktopAppProduct(base)) return base
  const token = `${DESKTOP_APP_PRODUCT}/${version}`
  return base.trim() === '' ? token : `${base.trim()} ${token}`
}

/** Does this User-Agent name the desktop app as one of its products? */
export function carriesDesktopAppProduct(userAgent: string | undefined): boolean {
  if (userAgent === undefined) return false
  return userAgent.split(/\s+/).some((product) => product.startsWith(`${DESKTOP_APP_PRODUCT}/`))
}

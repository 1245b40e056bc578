// One request a home-screen form or offer sends to main (open a table, start or resume a match): busy
// while it waits, and the failure to show under the form when it does not work.
import type { DesktopApi, IpcResult } from '../../../ipc/contract'
import { t } from '../i18n'
import { call, desktop } from '../bridge/desktop'

export class DesktopRequest {
  busy = $state(false)
  failure = $state('')

  /** Sends `request` to main; its value, or null (no desktop bridge, or a failure now shown). */
  async send<T>(request: (api: DesktopApi) => Promise<IpcResult<T>>): Promise<T | null> {
    const api = desktop()
    if (!api) return null
    this.busy = true
    this.failure = ''
    const result = await call(() => request(api))
    this.busy = false
    if (result.ok) return result.value
    this.failure = t('home.failed', { message: result.error.message })
    return null
  }
}

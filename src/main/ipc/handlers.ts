// The handlers behind each contract channel. `app:info` is real; the others answer `not-available`
// until their issues (settings, discovery, hosting, solo, history) replace them — no fake behaviour.
import { ipcFail, ipcOk } from '../../ipc/contract'
import type { InvokeChannel } from '../../ipc/contract'
import type { AppFacade, RuntimeInfo } from '../electron-facade'
import type { InvokeHandlers } from './register'

export function notAvailable(channel: InvokeChannel) {
  return () => ipcFail('not-available', `${channel} is not available yet`)
}

export function createIpcHandlers(app: AppFacade, runtime: RuntimeInfo): InvokeHandlers {
  return {
    'app:info': () =>
      ipcOk({
        name: app.getName(),
        version: app.getVersion(),
        electron: runtime.versions.electron,
        chrome: runtime.versions.chrome,
        node: runtime.versions.node,
        platform: runtime.platform
      }),
    'settings:get': notAvailable('settings:get'),
    'settings:set': notAvailable('settings:set'),
    'discovery:list': notAvailable('discovery:list'),
    'table:host': notAvailable('table:host'),
    'table:stop': notAvailable('table:stop'),
    'table:solo': notAvailable('table:solo'),
    'history:list': notAvailable('history:list')
  }
}

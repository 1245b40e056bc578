// Builds the object the preload exposes as `window.fiveThreeFive`: one named function per contract
// channel, nothing else — never ipcRenderer itself, never a generic invoke or send. Pure: it receives
// the transport, so a test can check every key and channel without Electron.
import { invokeChannels, pushChannels } from '../ipc/channels'
import type { InvokeChannel, PushChannel } from '../ipc/channels'
import type { DesktopApi } from '../ipc/contract'

export type Invoke = (channel: InvokeChannel, ...args: unknown[]) => Promise<unknown>
/** Subscribes to a push channel; returns the unsubscribe function. */
export type Subscribe = (channel: PushChannel, listener: (payload: unknown) => void) => () => void

export function buildDesktopApi(invoke: Invoke, subscribe: Subscribe): DesktopApi {
  const api: Record<string, unknown> = {}
  for (const [channel, method] of Object.entries(invokeChannels) as [InvokeChannel, string][]) {
    api[method] = (...args: unknown[]) => invoke(channel, ...args)
  }
  for (const [channel, method] of Object.entries(pushChannels) as [PushChannel, string][]) {
    api[method] = (listener: (payload: unknown) => void) => {
      if (typeof listener !== 'function') throw new TypeError(`${method} needs a listener function`)
      return subscribe(channel, listener)
    }
  }
  return Object.freeze(api) as DesktopApi
}

// The preload as the Chromium shell runs it: bundled by ./preload-bridge.ts into an init script that runs
// in every new document before the page's own scripts. It builds window.fiveThreeFive with the real
// src/preload/api.ts, exactly like src/preload/index.ts, over two hidden doors instead of ipcRenderer:
// a Playwright binding for invoke (taken off `window` at once, so the page never sees it) and a
// delivery function for main's pushes. Electron runs the preload in the top frame only, and so does this.
import { buildDesktopApi } from '../../src/preload/api'
import { DELIVER_GLOBAL, INVOKE_BINDING } from './bridge-names'

type Invoke = (channel: string, args: unknown[]) => Promise<unknown>
const scope = globalThis as unknown as Record<string, unknown> & { top: unknown; self: unknown }

if (scope.top === scope.self) {
  const invoke = scope[INVOKE_BINDING] as Invoke
  delete scope[INVOKE_BINDING]
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const api = buildDesktopApi(
    (channel, ...args) => invoke(channel, args),
    (channel, listener) => {
      const set = listeners.get(channel) ?? new Set()
      listeners.set(channel, set)
      // A wrapper per subscription, like the preload's `forward`: unsubscribing removes only this one.
      const forward = (payload: unknown): void => listener(payload)
      set.add(forward)
      return () => {
        set.delete(forward)
      }
    }
  )
  Object.defineProperty(scope, DELIVER_GLOBAL, {
    value: (channel: string, payload: unknown) => {
      for (const listener of [...(listeners.get(channel) ?? [])]) listener(payload)
    }
  })
  // contextBridge.exposeInMainWorld: a read-only global holding a frozen object.
  Object.defineProperty(scope, 'fiveThreeFive', { value: api, enumerable: true })
}

// main → renderer messages on the contract's push channels, sent to every open app window. The payload
// is checked against the contract first: a bug here must not ship a malformed or over-full message.
import { pushContract } from '../../ipc/contract'
import type { PushChannel, PushPayload } from '../../ipc/contract'
import type { WindowRegistry } from '../window-registry'

export interface PushSender {
  send<C extends PushChannel>(channel: C, payload: PushPayload<C>): void
}

export function createPushSender(registry: WindowRegistry): PushSender {
  return {
    send(channel, payload) {
      const checked = pushContract[channel].payload.parse(payload)
      for (const win of registry.all()) {
        if (win.isDestroyed() || win.webContents.isDestroyed()) continue
        win.webContents.send(channel, checked)
      }
    }
  }
}

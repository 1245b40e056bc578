// main → renderer pushes in the browser mode: each payload is checked against the contract first (as
// src/main/ipc/push.ts does for windows), then sent to every open page.
import { pushContract } from '../ipc/contract'
import type { PushChannel, PushPayload } from '../ipc/contract'
import type { LoopbackMessage } from '../ipc/loopback'

export interface PushHub {
  /** a page's socket joins; returns its leave function */
  add(send: (message: LoopbackMessage) => void): () => void
  push<C extends PushChannel>(channel: C, payload: PushPayload<C>): void
}

export function createPushHub(): PushHub {
  const pages = new Set<(message: LoopbackMessage) => void>()
  return {
    add(send) {
      pages.add(send)
      return () => pages.delete(send)
    },
    push(channel, payload) {
      const checked: unknown = pushContract[channel].payload.parse(payload)
      for (const send of pages) send({ kind: 'push', channel, payload: checked })
    }
  }
}

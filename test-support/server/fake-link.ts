// A client link without a socket, for table tests: records what the table sends.
import type { ServerMessage } from '../../src/protocol/messages'
import type { ClientLink } from '../../src/server/table/table'

export class FakeLink implements ClientLink {
  readonly sent: ServerMessage[] = []
  closedWith: { code: number; reason: string } | null = null

  send(frame: string): void {
    this.sent.push(JSON.parse(frame) as ServerMessage)
  }

  close(code: number, reason: string): void {
    this.closedWith = { code, reason }
  }

  last<T extends ServerMessage['type']>(type: T): Extract<ServerMessage, { type: T }> | undefined {
    for (let i = this.sent.length - 1; i >= 0; i--) {
      const m = this.sent[i]
      if (m?.type === type) return m as Extract<ServerMessage, { type: T }>
    }
    return undefined
  }
}

// A client link without a socket, for table tests: records what the table sends, as a client would
// receive it (each message after a trip through JSON), and why the table closed it.
import type { ServerMessage } from '../../src/protocol/messages'
import type { ClientLink, CloseReason } from '../../src/server/table/room'

export class FakeLink implements ClientLink {
  readonly sent: ServerMessage[] = []
  closedWith: CloseReason | null = null

  send(message: ServerMessage): void {
    this.sent.push(JSON.parse(JSON.stringify(message)) as ServerMessage)
  }

  close(reason: CloseReason): void {
    this.closedWith = reason
  }

  last<T extends ServerMessage['type']>(type: T): Extract<ServerMessage, { type: T }> | undefined {
    for (let i = this.sent.length - 1; i >= 0; i--) {
      const m = this.sent[i]
      if (m?.type === type) return m as Extract<ServerMessage, { type: T }>
    }
    return undefined
  }
}

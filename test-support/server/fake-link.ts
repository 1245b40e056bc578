// A client link without a socket, for table tests: records what the table sends, as a client would
// receive it (each message after a trip through JSON, each `delta` made into the full state it stands
// for, as the app's client does: protocol/state-stream.ts), and why the table closed it.
import type { ServerMessage } from '../../src/protocol/messages'
import { StateStream } from '../../src/protocol/state-stream'
import type { ClientLink, CloseReason } from '../../src/server/table/room'

export class FakeLink implements ClientLink {
  /** What the client made of each frame: deltas as the states they stand for. */
  readonly sent: ServerMessage[] = []
  /** The frames as they were sent. */
  readonly wire: ServerMessage[] = []
  /** Deltas that did not fit the state held (a client would have asked for a sync). */
  unfit = 0
  closedWith: CloseReason | null = null
  private readonly states = new StateStream()

  send(message: ServerMessage): void {
    const frame = JSON.parse(JSON.stringify(message)) as ServerMessage
    this.wire.push(frame)
    const step = this.states.read(frame)
    if (step.askSync) this.unfit++
    if (step.message !== null) this.sent.push(step.message)
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

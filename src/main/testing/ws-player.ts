// A minimal table client over a real WebSocket on 127.0.0.1, for tests that drive the real server the
// way the renderer does: hello, then moves. Test support only.
import WebSocket from 'ws'
import { legalMovesForView } from '../../engine'
import { PROTOCOL_VERSION } from '../../protocol/vocabulary'
import type { ClientMessage, ServerMessage } from '../../protocol/messages'

type Message<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>

export class WsPlayer {
  readonly received: ServerMessage[] = []
  readonly closed: Promise<number>
  private waiters: (() => void)[] = []

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.received.push(JSON.parse(String(data)) as ServerMessage)
      for (const wake of this.waiters) wake()
    })
    this.closed = new Promise((resolve) => socket.on('close', (code) => resolve(code)))
  }

  static async connect(url: string): Promise<WsPlayer> {
    const socket = new WebSocket(url)
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve())
      socket.once('error', reject)
    })
    return new WsPlayer(socket)
  }

  /** Connects and says hello; resolves with the welcome. */
  static async join(
    url: string,
    hello: Omit<Extract<ClientMessage, { type: 'hello' }>, 'type' | 'protocol'>
  ): Promise<{ player: WsPlayer; welcome: Message<'welcome'> }> {
    const player = await WsPlayer.connect(url)
    player.send({ type: 'hello', protocol: PROTOCOL_VERSION, ...hello })
    return { player, welcome: await player.next('welcome') }
  }

  send(message: ClientMessage): void {
    this.socket.send(JSON.stringify(message))
  }

  /** The first message of this type matching `test` (already received or still to come). */
  async next<T extends ServerMessage['type']>(
    type: T,
    test: (message: Message<T>) => boolean = () => true,
    timeoutMs = 10_000
  ): Promise<Message<T>> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = this.received.find((m): m is Message<T> => m.type === type && test(m as Message<T>))
      if (found) return found
      if (Date.now() > deadline) throw new Error(`no ${type} message within ${timeoutMs} ms`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 100)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
      this.waiters = []
    }
  }

  /** Plays the first legal move whenever it is this player's turn, until the match is over. */
  async playUntilMatchOver(timeoutMs = 20_000): Promise<Message<'state'>> {
    let lastVersion = -1
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const state = await this.next(
        'state',
        (m) => m.version > lastVersion,
        Math.max(deadline - Date.now(), 1)
      )
      lastVersion = state.version
      const latest = this.received.filter((m): m is Message<'state'> => m.type === 'state').at(-1) ?? state
      lastVersion = latest.version
      if (latest.view?.phase === 'matchOver') return latest
      const move = latest.view ? legalMovesForView(latest.view)[0] : undefined
      if (move) this.send({ type: 'move', version: latest.version, move })
    }
  }

  close(): void {
    this.socket.close()
  }
}

// A TableStore over a fake socket, for the renderer's store tests and the component harness: the test
// plays the host (`receive`) and reads what the page sent (`socket.sent`). No timers run and no socket
// opens; `sockets` holds every socket the store opened (a reconnect opens the next one).
import type { ClientMessage, ServerMessage } from '../../src/protocol/messages'
import type { ClientDeps, SocketLike } from '../../src/renderer/src/net/client'
import type { JoinRequest } from '../../src/renderer/src/state/table-connection.svelte'
import { TableStore } from '../../src/renderer/src/state/table.svelte'
import type {
  TableAddress,
  TournamentClientMessage,
  TournamentServerMessage
} from '../../src/protocol/tournament-messages'
import { TournamentStore } from '../../src/renderer/src/tournament/tournament-store.svelte'
import type { YourSeat } from '../../src/renderer/src/tournament/tournament-store.svelte'

export class FakeSocket implements SocketLike {
  readyState = 0
  readonly sent: ClientMessage[] = []
  onopen: ((ev: unknown) => void) | null = null
  onmessage: ((ev: { data: unknown }) => void) | null = null
  onclose: ((ev: unknown) => void) | null = null
  onerror: ((ev: unknown) => void) | null = null
  send(data: string): void {
    this.sent.push(JSON.parse(data) as ClientMessage)
  }
  close(): void {
    this.readyState = 3
  }
}

export interface StoreOnFakeSocket {
  store: TableStore
  /** The first socket, open, after the store's hello. */
  socket: FakeSocket
  sockets: FakeSocket[]
  /** A message from the host on the first socket. */
  receive: (message: ServerMessage) => void
}

/** A store that has connected and said hello over an open fake socket; nothing received yet. */
export function storeOnFakeSocket(request: JoinRequest): StoreOnFakeSocket {
  const sockets: FakeSocket[] = []
  const deps: ClientDeps = {
    socket: () => {
      const socket = new FakeSocket()
      sockets.push(socket)
      return socket
    },
    setTimeout: () => 0,
    clearTimeout: () => undefined,
    random: () => 0.5,
    now: () => 0
  }
  const store = new TableStore(request, deps)
  store.connect()
  const socket = sockets[0]!
  socket.readyState = 1
  socket.onopen?.({})
  return {
    store,
    socket,
    sockets,
    receive: (message) => socket.onmessage?.({ data: JSON.stringify(message) })
  }
}

/** Issue 52: a tournament store over fake sockets; `receive` plays the tournament host on the latest. */
export function tournamentOnFakeSocket(
  address: string,
  directorKey?: string,
  onSeat: (seat: YourSeat, store: TournamentStore) => void = () => undefined,
  onWatch: (where: TableAddress, store: TournamentStore) => void = () => undefined
) {
  const sockets: FakeSocket[] = []
  const deps: ClientDeps = {
    socket: () => {
      const socket = new FakeSocket()
      sockets.push(socket)
      // Opens at once, as a host on the LAN answers: the store says hello on it.
      queueMicrotask(() => {
        socket.readyState = 1
        socket.onopen?.({})
      })
      return socket
    },
    setTimeout: () => 0,
    clearTimeout: () => undefined,
    random: () => 0.5,
    now: () => 1000
  }
  const store = new TournamentStore(address, directorKey, onSeat, deps, onWatch)
  store.start()
  const latest = () => sockets.at(-1)!
  return {
    store,
    sockets,
    latest,
    /** What the page sent on the latest socket. */
    sent: () => latest().sent as unknown as TournamentClientMessage[],
    receive: (message: TournamentServerMessage) => latest().onmessage?.({ data: JSON.stringify(message) })
  }
}

// The clients of the room-abuse bench (bench/abuse/room.ts): a player who plays the first legal move as
// soon as it is on turn, timing each move until the state that has it; and the floods: spectators joining
// and leaving as fast as the host lets them (each socket bound to a 127.0.0.x address with `localAddress`),
// and spectators asking for `sync` just under the per-socket message limit.
import { WebSocket } from 'ws'
import { legalMovesForView } from '../../src/engine'
import type { ServerMessage } from '../../src/protocol/messages'
import { StateStream } from '../../src/protocol/state-stream'
import { PROTOCOL_VERSION } from '../../src/protocol/vocabulary'

const hello = (name: string, spectate: boolean) =>
  JSON.stringify({ type: 'hello', protocol: PROTOCOL_VERSION, name, ...(spectate ? { spectate } : {}) })

function openFrom(url: string, localAddress: string): WebSocket {
  return new WebSocket(url, { perMessageDeflate: false, localAddress })
}

export interface PlayerWindow {
  /** Moves the table took from this player, and how long each took to come back in a state (ms). */
  moves: number
  latencies: number[]
  /** Moves refused, by code (`stale` is the one issue 48 is about). */
  refused: Record<string, number>
  /** Frames received, all kinds. */
  frames: number
}

export interface BenchPlayer {
  /** Counts from now on, until the returned function is called. */
  window(): () => PlayerWindow
  close(): void
}

/** A player's messages stay under the transport's per-socket limit (20 a second), which closes a socket
 *  that goes over it: against a bot that answers at once, "as fast as it can" would. */
const MOVES_PER_SECOND = 15

/** Joins as `name` and plays its turns at once (at most MOVES_PER_SECOND); after a round it says ready. */
export async function fastPlayer(
  url: string,
  name: string,
  localAddress = '127.0.0.1'
): Promise<BenchPlayer> {
  const ws = openFrom(url, localAddress)
  const stream = new StateStream()
  let counts: PlayerWindow = { moves: 0, latencies: [], refused: {}, frames: 0 }
  let pending: { sentAt: number; logLength: number; round: number } | null = null
  let readyFor = ''
  let lastSent = 0
  let later: NodeJS.Timeout | null = null
  const act = (): void => {
    const view = stream.held?.view
    const version = stream.held?.version
    if (view === null || view === undefined || version === undefined || pending !== null) return
    const wait = lastSent + 1000 / MOVES_PER_SECOND - performance.now()
    if (wait > 0) {
      later ??= setTimeout(() => {
        later = null
        act()
      }, wait)
      return
    }
    lastSent = performance.now()
    if (view.phase !== 'playing') {
      const key = `${view.round}:${view.phase}:${view.results.length}`
      if (readyFor !== key) ws.send(JSON.stringify({ type: 'ready', version }))
      readyFor = key
      return
    }
    const move = view.turn === view.seat ? legalMovesForView(view)[0] : undefined
    if (move === undefined) return
    pending = { sentAt: performance.now(), logLength: view.log.length, round: view.round }
    ws.send(JSON.stringify({ type: 'move', version, move }))
  }
  const onMessage = (message: ServerMessage): void => {
    counts.frames++
    if (message.type === 'error' && pending !== null) {
      counts.refused[message.code] = (counts.refused[message.code] ?? 0) + 1
      pending = null // the host follows a stale refusal with the current state
    }
    const step = stream.read(message)
    if (step.askSync) ws.send('{"type":"sync"}')
    const view = stream.held?.view
    if (pending !== null && view && (view.round !== pending.round || view.log.length > pending.logLength)) {
      counts.moves++
      counts.latencies.push(performance.now() - pending.sentAt)
      pending = null
    }
    act()
  }
  ws.on('message', (data) => onMessage(JSON.parse(String(data)) as ServerMessage))
  await new Promise((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
  })
  ws.send(hello(name, false))
  return {
    window() {
      counts = { moves: 0, latencies: [], refused: {}, frames: 0 }
      const mine = counts
      return () => mine
    },
    close() {
      if (later !== null) clearTimeout(later)
      ws.terminate()
    }
  }
}

export interface Flood {
  stop(): void
  readonly counts: Record<string, number>
}

/** `loops` sockets per address, each joining as a spectator, leaving at the welcome, and coming back. */
export function spectatorChurn(url: string, addresses: readonly string[], loops: number): Flood {
  const counts = { joins: 0, admitted: 0, refused: 0, openFailures: 0 }
  let stopped = false
  const sockets = new Set<WebSocket>()
  const loop = (address: string, n: number): void => {
    if (stopped) return
    const ws = openFrom(url, address)
    sockets.add(ws)
    ws.on('error', () => counts.openFailures++)
    ws.on('open', () => {
      counts.joins++
      ws.send(hello(`Churn ${n}`, true))
    })
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as ServerMessage
      if (message.type === 'welcome') {
        counts.admitted++
        ws.send('{"type":"leave"}')
      } else if (message.type === 'error') {
        counts.refused++
        ws.close()
      }
    })
    ws.on('close', () => {
      sockets.delete(ws)
      setImmediate(() => loop(address, n + 1))
    })
  }
  for (const address of addresses) for (let i = 0; i < loops; i++) loop(address, 0)
  return stopper(counts, sockets, () => (stopped = true))
}

/** One spectator per address asking for `sync` `perSecond` times a second (a full state each time). */
export function syncFlood(url: string, addresses: readonly string[], perSecond: number): Flood {
  const counts = { syncs: 0, states: 0, closed: 0 }
  let stopped = false
  const sockets = new Set<WebSocket>()
  const timers: NodeJS.Timeout[] = []
  for (const address of addresses) {
    const ws = openFrom(url, address)
    sockets.add(ws)
    ws.on('error', () => undefined)
    ws.on('close', () => counts.closed++)
    ws.on('open', () => ws.send(hello('Syncer', true)))
    ws.on('message', (data) => {
      if ((JSON.parse(String(data)) as ServerMessage).type === 'state') counts.states++
    })
    const timer = setInterval(() => {
      if (stopped || ws.readyState !== WebSocket.OPEN) return
      ws.send('{"type":"sync"}')
      counts.syncs++
    }, 1000 / perSecond)
    timers.push(timer)
  }
  return stopper(counts, sockets, () => {
    stopped = true
    for (const timer of timers) clearInterval(timer)
  })
}

function stopper(counts: Record<string, number>, sockets: Set<WebSocket>, stop: () => void): Flood {
  return {
    counts,
    stop() {
      stop()
      for (const ws of sockets) ws.terminate()
    }
  }
}

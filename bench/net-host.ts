// The host side of `bench/net.ts`, run as a child process (forked with an IPC channel) so that clients
// and host are different processes, as on a LAN.
//   role "table":  one 6-seat table (autosave on, to a temp folder; BENCH_SAVE_MODE journal|snapshot;
//                  BENCH_FULL_VIEWS=1 sends whole states instead of deltas) and a plain ws echo server;
//                  the host process's CPU time is counted while the table plays, and apart from it while
//                  the fan-out floor answers (not the echo).
//   role "tables": N bot-only tables, each stamping the moment a bot's move is applied
//                  (process.hrtime: CLOCK_MONOTONIC, shared by every process on the machine).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { WebSocketServer } from 'ws'
import type { WebSocket } from 'ws'
import { simplestLegalPlayer } from '../src/server/bot-player'
import type { BotPlayer } from '../src/server/bot-player'
import { startHost } from '../src/server/host-server'
import { FileStorage } from '../src/server/persistence/file-storage'
import type { HostServer } from '../src/server/host-server'
import { startTableHost } from '../test-support/server/table-host'
import type { TableHost } from '../test-support/server/table-host'
import { SnapshotStorage } from './snapshot-storage'

export type ParentMessage =
  | { type: 'report' }
  | { type: 'stop' }
  /** Part one: count the host's CPU time from now (acknowledged with 'cpuCounting') until 'cpuPause',
   *  as the table's or as the fan-out floor's. */
  | { type: 'cpuCount'; of: CpuOf }
  | { type: 'cpuPause' }
  | { type: 'cpuReport' }
export type CpuOf = 'table' | 'floor'
export type ChildMessage =
  | { type: 'ready'; tableWs: string; echoWs: string; fanOutWs: string }
  | { type: 'ready'; tables: { ws: string }[] }
  | { type: 'cpuCounting' }
  | { type: 'cpu'; micros: Record<CpuOf, number> }
  | {
      type: 'report'
      rssBaseline: number
      rss: number
      stamps: [table: number, version: number, ns: string][]
    }

const send = (message: ChildMessage) => process.send?.(message)
const role = process.argv[2]

async function oneTable(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ftf-bench-'))
  const autosave = process.env.BENCH_AUTOSAVE !== '0'
  // The journal (the app's way: one record per change) or, with BENCH_SAVE_MODE=snapshot, the whole save
  // per change as before the journal (snapshot-storage.ts).
  const snapshots = process.env.BENCH_SAVE_MODE === 'snapshot'
  // The players here move at machine speed, far above a person's 20 messages a second: no rate limit.
  const limits = { rate: { perSecond: 1e9, burst: 1e9 } }
  const host = await startHost({
    seats: 6,
    autoStart: true,
    botDelayMs: 0,
    dataDir: autosave ? dataDir : null,
    storage: autosave ? (snapshots ? new SnapshotStorage(dataDir) : new FileStorage(dataDir)) : undefined,
    limits,
    fullViews: process.env.BENCH_FULL_VIEWS === '1'
  })
  const echo = await listen(() => (ws) => ws.on('message', (data) => ws.send(data)))
  // The fan-out floor: a server that does nothing with a message but send one fixed frame, the size of a
  // move's delta, to each of its sockets. What this machine's sockets alone cost a change for six players.
  const frame = 'x'.repeat(FAN_OUT_FRAME_BYTES)
  const fanOut = await listen(
    (server) => (ws) => ws.on('message', () => server.clients.forEach((c) => c.send(frame)))
  )
  send({ type: 'ready', tableWs: host.urls.ws, echoWs: echo.url, fanOutWs: fanOut.url })
  const cpuMicros: Record<CpuOf, number> = { table: 0, floor: 0 }
  let counting: { of: CpuOf; since: NodeJS.CpuUsage } | null = null
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'cpuCount') {
      counting = { of: message.of, since: process.cpuUsage() }
      send({ type: 'cpuCounting' })
    }
    if (message.type === 'cpuPause' && counting !== null) {
      const used = process.cpuUsage(counting.since)
      cpuMicros[counting.of] += used.user + used.system
      counting = null
    }
    if (message.type === 'cpuReport') send({ type: 'cpu', micros: cpuMicros })
    if (message.type !== 'stop') return
    void (async () => {
      echo.server.close()
      fanOut.server.close()
      await host.close()
      await rm(dataDir, { recursive: true, force: true })
      process.exit(0)
    })()
  })
}

/** A move's delta is about this long (bench:net's bytesPerChangeP50). */
const FAN_OUT_FRAME_BYTES = 273

/** A plain ws server on loopback. */
async function listen(
  onConnection: (server: WebSocketServer) => (ws: WebSocket) => void
): Promise<{ server: WebSocketServer; url: string }> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false })
  server.on('connection', onConnection(server))
  await new Promise((resolve) => server.once('listening', resolve))
  return { server, url: `ws://127.0.0.1:${(server.address() as { port: number }).port}` }
}

async function manyTables(count: number, botDelayMs: number): Promise<void> {
  const stamps: [number, number, string][] = []
  const hosts: HostServer[] = []
  // Warm up (code loaded, JIT, one table's worth of lazily created state), then take the baseline.
  const warm = await startHost({
    seats: 4,
    bots: [0, 1, 2, 3].map((seat) => ({ seat, level: 'easy' as const }))
  })
  await warm.close()
  global.gc?.()
  const rssBaseline = process.memoryUsage().rss
  for (let i = 0; i < count; i++) {
    const ref: { host?: TableHost } = {}
    // The move is applied right after chooseMove resolves: stamp it with the version it will create.
    const botPlayer: BotPlayer = {
      async chooseMove(view, level, seed) {
        const move = await simplestLegalPlayer.chooseMove(view, level, seed)
        const table = ref.host?.table
        if (table !== undefined)
          stamps.push([i, table.snapshot().version + 1, process.hrtime.bigint().toString()])
        return move
      }
    }
    const bots = [0, 1, 2, 3].map((seat) => ({ seat, level: 'easy' as const }))
    const host = await startTableHost({
      seats: 4,
      bots,
      autoStart: true,
      botDelayMs,
      botPlayer,
      options: { target: 200 }
    })
    ref.host = host
    hosts.push(host)
  }
  send({ type: 'ready', tables: hosts.map((h) => ({ ws: h.urls.ws })) })
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'report') {
      global.gc?.()
      send({ type: 'report', rssBaseline, rss: process.memoryUsage().rss, stamps })
    }
    if (message.type === 'stop') void Promise.all(hosts.map((h) => h.close())).then(() => process.exit(0))
  })
}

if (role === 'table') await oneTable()
else if (role === 'tables') await manyTables(Number(process.argv[3] ?? 200), Number(process.argv[4] ?? 250))

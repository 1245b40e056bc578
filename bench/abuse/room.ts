// Room abuse (issue 48, item 1: no guest can stall a table), one part of `npm run bench:abuse`. A real host
// (startHost: two seats, Ann and a bot that answers at once, no autosave) runs in a child process; the
// clients here, on loopback addresses the host sees as different machines (127.0.0.x, `localAddress`).
// Ann plays the first legal move the moment she is on turn. Each phase lasts BENCH_ABUSE_SECONDS (8) s:
//   - baseline: nobody else;
//   - churn, one address: 12 sockets from 127.0.0.2 joining as spectators and leaving, over and over;
//   - churn, 16 addresses: 4 such sockets from each of 127.0.0.2 … 127.0.0.17;
//   - sync flood: one spectator from each of those 16 addresses asking for `sync` 18 times a second (just
//     under the per-socket message limit), each answered with a whole state.
// The floods run in a child process of their own, so their sockets' work is neither Ann's nor the host's.
// Returns, per phase: Ann's turns, her move latency (sent → the state that has it) p50/max, her refused
// moves by code, the frames she got a second, the host's CPU share and the flood's own counts.
// Target (reported, not asserted): during any flood Ann makes ≥ 90% of her baseline turns, move p50 ≤ 20 ms.
import { fork } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { startHost } from '../../src/server/host-server'
import { TARGET } from '../../src/engine/option-list'
import { percentile } from '../socket-tools'
import { fastPlayer, spectatorChurn, syncFlood } from './room-clients'
import type { BenchPlayer, Flood } from './room-clients'

const SECONDS = Number(process.env.BENCH_ABUSE_SECONDS ?? 8)
const SYNCS_PER_SECOND = 18
const FLOOD_ADDRESSES = Array.from({ length: 16 }, (_, i) => `127.0.0.${i + 2}`)

type FromHost = { type: 'ready'; ws: string } | { type: 'cpu'; micros: number }
type FloodKind = 'churnOneAddress' | 'churn16Addresses' | 'syncFlood'

function startFlood(kind: FloodKind, url: string): Flood {
  if (kind === 'churnOneAddress') return spectatorChurn(url, ['127.0.0.2'], 12)
  if (kind === 'churn16Addresses') return spectatorChurn(url, FLOOD_ADDRESSES, 4)
  return syncFlood(url, FLOOD_ADDRESSES, SYNCS_PER_SECOND)
}

/** The flood process: floods until told to stop, then sends its counts. */
function floodRole(kind: FloodKind, url: string): void {
  const flood = startFlood(kind, url)
  process.send?.('started')
  process.on('message', () => {
    flood.stop()
    process.send?.(flood.counts, () => process.exit(0))
  })
}

/** A flood in a child process, once it floods; `stop` resolves with its counts. */
async function floodChild(
  kind: FloodKind,
  url: string
): Promise<{ stop(): Promise<Record<string, number>> }> {
  const child = fork(fileURLToPath(import.meta.url), ['flood', kind, url], { stdio: 'inherit' })
  await new Promise((resolve) => child.once('message', resolve))
  return {
    async stop() {
      const counts = new Promise<Record<string, number>>((resolve) => child.once('message', resolve))
      child.send('stop')
      return counts
    }
  }
}

async function hostRole(): Promise<void> {
  const host = await startHost({
    seats: 2,
    bots: [{ seat: 1, level: 'easy' }],
    autoStart: true,
    botDelayMs: 0,
    dataDir: null,
    options: { target: TARGET.max, firstLeader: 0 }
  })
  process.send?.({ type: 'ready', ws: host.urls.ws } satisfies FromHost)
  process.on('message', (message: string) => {
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage()
      process.send?.({ type: 'cpu', micros: user + system } satisfies FromHost)
    } else void host.close().then(() => process.exit(0))
  })
}

interface Host {
  ws: string
  cpuMicros(): Promise<number>
  stop(): Promise<void>
}

async function startChild(): Promise<Host> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['host'], { stdio: 'inherit' })
  const next = () => new Promise<FromHost>((resolve) => child.once('message', resolve))
  const ready = await next()
  if (ready.type !== 'ready') throw new Error('the host did not start')
  return {
    ws: ready.ws,
    async cpuMicros() {
      const reply = next()
      child.send('cpu')
      const message = await reply
      return message.type === 'cpu' ? message.micros : NaN
    },
    async stop() {
      child.send('stop')
      await new Promise((resolve) => child.once('exit', resolve))
    }
  }
}

async function phase(host: Host, ann: BenchPlayer, kind: FloodKind | null) {
  const flood = kind === null ? null : await floodChild(kind, host.ws)
  await new Promise((resolve) => setTimeout(resolve, 500)) // the flood under way before counting
  const cpuBefore = await host.cpuMicros()
  const end = ann.window()
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000))
  const counted = end()
  const cpu = (await host.cpuMicros()) - cpuBefore
  const floodCounts = await flood?.stop()
  await new Promise((resolve) => setTimeout(resolve, 1000)) // the host settles before the next phase
  return {
    turns: counted.moves,
    moveP50Ms: percentile(counted.latencies, 50),
    moveMaxMs: percentile(counted.latencies, 100),
    refused: counted.refused,
    framesPerSecond: Math.round(counted.frames / SECONDS),
    hostCpuShare: Math.round((cpu / (SECONDS * 1e6)) * 100) / 100,
    ...(floodCounts === undefined ? {} : { flood: floodCounts })
  }
}

export async function run(): Promise<Record<string, unknown>> {
  const host = await startChild()
  try {
    const ann = await fastPlayer(host.ws, 'Ann')
    const baseline = await phase(host, ann, null)
    const floods = {
      churnOneAddress: await phase(host, ann, 'churnOneAddress'),
      churn16Addresses: await phase(host, ann, 'churn16Addresses'),
      syncFlood: await phase(host, ann, 'syncFlood')
    }
    ann.close()
    const worst = Object.values(floods).reduce(
      (w, f) => ({ turns: Math.min(w.turns, f.turns), p50: Math.max(w.p50, f.moveP50Ms) }),
      { turns: Infinity, p50: 0 }
    )
    return {
      seconds: SECONDS,
      baseline,
      ...floods,
      target: { turnsShare: 0.9, moveP50Ms: 20 },
      worst: {
        turnsShare: baseline.turns === 0 ? null : Math.round((worst.turns / baseline.turns) * 100) / 100,
        moveP50Ms: worst.p50
      }
    }
  } finally {
    await host.stop()
  }
}

if (process.argv[2] === 'host') void hostRole()
if (process.argv[2] === 'flood') floodRole(process.argv[3] as FloodKind, process.argv[4] ?? '')

// Crowd benchmark (`npm run bench:crowd`, issue 22 items 3 and 6): do real players still get in while
// slow and hoarding clients try to fill the host? The host (startHost with its default caps and
// deadlines, a 6-seat lobby, a small built page) runs in a child process; the clients here, on loopback
// addresses that the host sees as different machines (127.0.x.y):
//   - slowloris: BENCH_LORIS_ADDRESSES (8) × 32 HTTP sockets dripping header bytes, reopened when cut;
//   - hoarding: 5 addresses × 16 WebSockets, 32 of them spectators, the rest never saying hello, reopened
//     when evicted or refused;
//   - meanwhile, BENCH_ROUNDS (40) rounds of: a page load (the page, then its three files in parallel, each
//     on its own socket, 5 s each), a new player joining a free seat, and a seated player coming back with
//     the token — each counted as success or not.
// Prints one JSON line: {"bench":"crowd","rounds",...,"success":{page,newPlayer,returning},"attack":{...}}.
// Aim: each success rate ≥ 0.95.
import { fork } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { startHost } from '../src/server/host-server'
import { addresses, hoard, slowloris } from '../test-support/hardening/crowd'
import { fakeRenderer, pageLoad } from '../test-support/hardening/page-load'
import { TestClient } from '../test-support/wire/test-client'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40)
const LORIS_ADDRESSES = Number(process.env.BENCH_LORIS_ADDRESSES ?? 8)

type HostMessage = { type: 'ready'; port: number; ws: string }

async function hostRole(): Promise<void> {
  const dir = fakeRenderer(100_000)
  const host = await startHost({ seats: 6, graceMs: 20, autoStart: false, dataDir: null, rendererDir: dir })
  process.send?.({ type: 'ready', port: host.port, ws: host.urls.ws } satisfies HostMessage)
  process.on('message', () => {
    void host.close().then(() => process.exit(0))
  })
}

async function main(): Promise<void> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['host'], { stdio: 'inherit' })
  const ready = await new Promise<HostMessage>((resolve) => child.once('message', resolve))
  const ann = await TestClient.join(ready.ws, 'Ann')
  let token = ann.token as string
  let seated = ann
  const loris = slowloris(ready.port, addresses(LORIS_ADDRESSES, 20), 32)
  const hoarders = hoard(ready.ws, addresses(5, 21), 16, 32)
  await new Promise((resolve) => setTimeout(resolve, 3000))
  const ok = { page: 0, newPlayer: 0, returning: 0 }
  const started = performance.now()
  for (let round = 0; round < ROUNDS; round++) {
    if (await pageLoad(ready.port, 5000)) ok.page++
    const options = { connectTimeoutMs: 5000, history: false }
    const guest = await TestClient.join(ready.ws, `Guest ${round}`, {}, options).catch(() => null)
    if (guest !== null && guest.seat !== null) {
      ok.newPlayer++
      await guest.close()
    }
    const back = await TestClient.join(ready.ws, 'Ann', { token }, options).catch(() => null)
    if (back !== null && back.seat === 0) {
      ok.returning++
      token = back.token ?? token
      seated.ws.terminate()
      seated = back
    }
  }
  const seconds = (performance.now() - started) / 1000
  const held = { slowHttp: loris.held(), webSockets: hoarders.held() }
  loris.stop()
  hoarders.stop()
  seated.ws.terminate()
  child.send('stop')
  await new Promise((resolve) => child.once('exit', resolve))
  const rate = (n: number) => Math.round((n / ROUNDS) * 1000) / 1000
  console.log(
    JSON.stringify({
      bench: 'crowd',
      rounds: ROUNDS,
      seconds: Math.round(seconds * 10) / 10,
      success: { page: rate(ok.page), newPlayer: rate(ok.newPlayer), returning: rate(ok.returning) },
      attack: {
        slowloris: `${LORIS_ADDRESSES} addresses × 32`,
        hoarding: '5 addresses × 16 WebSockets, 32 spectators',
        heldAtEnd: held,
        slowHttp: loris.stats,
        webSockets: hoarders.stats
      },
      target: 0.95
    })
  )
}

if (process.argv[2] === 'host') void hostRole()
else void main()

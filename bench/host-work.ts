// The host's own work per change, without sockets (`npm run bench:host-work`, issue 47). One 6-seat table
// in this process, driven as `bench:net` drives it (six players, each plays a legal move when it is their
// turn and says ready between rounds), but each member's link only serializes its frame, as the transport
// does: what is timed is `table.receive` for one message through every member's frame — the move's check,
// the rules, the journal record, the six views and deltas. Run with the journal (file storage, the host's
// way) and without saves. `bench:net` adds the sockets: the six writes and the read, which its fan-out
// floor measures alone, and the V8 helper threads that count in a process's CPU time.
// Prints one JSON line per mode: {"mode","changes","usPerChangeP50","usPerChangeMean","serializeUsPerChange"}.
// Single-threaded wall time per call (performance.now), so run it on a quiet machine.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { legalMovesForView } from '../src/engine'
import type { ClientMessage, ServerMessage } from '../src/protocol/messages'
import { StateStream } from '../src/protocol/state-stream'
import { PROTOCOL_VERSION } from '../src/protocol/vocabulary'
import { simplestLegalPlayer } from '../src/server/bot-player'
import { FileStorage } from '../src/server/persistence/file-storage'
import { Table } from '../src/server/table/table'
import { DEFAULT_HOST_SETTINGS } from '../src/server/table/table-config'
import { FakeClock } from '../test-support/server/fake-clock'
import { seededRandom } from '../test-support/server/seeded-random'
import { tableSettings } from '../test-support/server/table-settings'
import { percentile } from './socket-tools'

const CHANGES = Number(process.env.BENCH_CHANGES ?? 20_000)
const WARM_UP = 2_000
const SEATS = 6

type StateMessage = Extract<ServerMessage, { type: 'state' }>

/** One table played from its deal to its match's end; the time of each change it made is added to `times`. */
async function playMatch(journal: boolean, seed: number, times: number[], wanted: number): Promise<{ serializeMs: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'ftf-host-work-'))
  const clock = new FakeClock()
  const deps = {
    clock,
    random: seededRandom(seed),
    botPlayer: simplestLegalPlayer,
    storage: journal ? new FileStorage(dir) : null
  }
  const table = Table.create(
    tableSettings({ seats: SEATS }),
    { ...DEFAULT_HOST_SETTINGS, autoStart: true, botDelayMs: 0 },
    deps
  )
  // Each member's frames as the transport makes them (JSON text); read back by that player after the
  // timed call, as a client on its own machine would.
  const frames: string[][] = Array.from({ length: SEATS }, () => [])
  let serializeMs = 0
  const members = frames.map((inbox, seat) => {
    const link = {
      send(message: ServerMessage) {
        const start = performance.now()
        inbox.push(JSON.stringify(message))
        serializeMs += performance.now() - start
      },
      close: () => undefined
    }
    const id = table.connect(link, '127.0.0.1', null)
    table.receive(id, { type: 'hello', protocol: PROTOCOL_VERSION, name: `P${seat + 1}` })
    return { id, stream: new StateStream(), state: null as StateMessage | null, saidReady: false }
  })
  const read = () =>
    members.forEach((member, seat) => {
      for (const text of (frames[seat] ?? []).splice(0)) {
        const step = member.stream.read(JSON.parse(text) as ServerMessage)
        if (step.message?.type === 'state') member.state = step.message
      }
    })
  let turn = 0
  /** The move of the player whose turn it is, else the ready of one who has not said it after a round. */
  const nextMessage = (): { id: number; message: ClientMessage } | 'match over' | null => {
    for (const member of members) {
      const { state } = member
      const view = state?.view
      if (!state || !view) continue
      if (view.phase === 'matchOver') return 'match over'
      if (view.phase === 'playing') member.saidReady = false
      if (view.phase === 'playing' && view.turn === view.seat) {
        const moves = legalMovesForView(view)
        const move = moves[(turn++ * 7) % moves.length]
        if (move) return { id: member.id, message: { type: 'move', version: state.version, move } }
      }
    }
    const waiting = members.find((m) => m.state?.view?.phase === 'roundOver' && !m.saidReady)
    if (!waiting?.state) return null
    waiting.saidReady = true
    return { id: waiting.id, message: { type: 'ready', version: waiting.state.version } }
  }

  while (times.length < wanted) {
    // Past the autosaver's pacing gap: every change is written, as when players take their time.
    clock.advance(DEFAULT_HOST_SETTINGS.saveGapMs + 1)
    read()
    const next = nextMessage()
    if (next === 'match over') break
    if (next === null) continue
    const version = table.snapshot().version
    const start = performance.now()
    table.receive(next.id, next.message)
    clock.advance(0)
    const took = performance.now() - start
    if (table.snapshot().version !== version) times.push(took)
  }
  await table.close()
  rmSync(dir, { recursive: true, force: true })
  return { serializeMs }
}

async function run(journal: boolean): Promise<Record<string, number | string>> {
  const times: number[] = []
  let serializeMs = 0
  let matches = 0
  // Warm-up matches first (code loaded and compiled), then fresh tables until enough changes are timed.
  while (times.length < WARM_UP) await playMatch(journal, 1000 + matches++, times, WARM_UP)
  const measuredFrom = times.length
  while (times.length < measuredFrom + CHANGES)
    serializeMs += (await playMatch(journal, 1000 + matches++, times, measuredFrom + CHANGES)).serializeMs
  const measured = times.slice(measuredFrom).map((ms) => ms * 1000)
  return {
    mode: journal ? 'journal' : 'no saves',
    matches,
    changes: measured.length,
    usPerChangeP50: Math.round(percentile(measured, 50)),
    usPerChangeMean: Math.round(measured.reduce((a, b) => a + b, 0) / measured.length),
    serializeUsPerChange: Math.round((serializeMs * 1000) / measured.length)
  }
}

for (const journal of [true, false]) console.log(JSON.stringify({ bench: 'host-work', ...(await run(journal)) }))

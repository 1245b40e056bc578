// A joining machine in the LAN test, run inside its own network namespace by orchestrate.ts.
// Browses by mDNS for the table named --table, then either plays a full match over WebSocket
// (--mode play: the first legal move each turn) or only watches (--mode watch); in both modes it
// waits until the table leaves its list. Prints one JSON object per line (events with Date.now()).
import { parseArgs } from 'node:util'
import { WebSocket } from 'ws'
import { legalMovesForView } from '../../src/engine'
import { PROTOCOL_VERSION, WS_PATH } from '../../src/protocol/vocabulary'
import type { ServerMessage } from '../../src/protocol/messages'
import { StateStream } from '../../src/protocol/state-stream'
import { browseTables } from '../../src/server/discovery/browser'
import { discoveryOptionsFromEnv } from '../../src/server/discovery/env'
import type { TableEntry } from '../../src/server/discovery/table-list'

const { values } = parseArgs({
  options: {
    table: { type: 'string' },
    mode: { type: 'string', default: 'play' },
    name: { type: 'string', default: 'LAN player' },
    timeout: { type: 'string', default: '90000' }
  }
})
const tableName = values.table ?? 'LAN test'
const emit = (event: string, data: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ event, t: Date.now(), ...data }))
const fail = (message: string): never => {
  emit('error', { message })
  process.exit(1)
}
setTimeout(() => fail(`timed out after ${values.timeout} ms`), Number(values.timeout)).unref()

const result = await browseTables({
  ...discoveryOptionsFromEnv(),
  onError: (err) => emit('mdns-warning', { message: err.message })
})
if (result.status !== 'browsing') fail(`${result.status}: ${result.message}`)
const browser = result.status === 'browsing' ? result.browser : fail('unreachable')
emit('browsing', { interfaces: browser.interfaces })

let mine: TableEntry | null = null
let onDiscovered: (entry: TableEntry) => void = () => {}
const discovered = new Promise<TableEntry>((resolve) => (onDiscovered = resolve))
const removed = new Promise<string>((resolve) => {
  browser.onChange((_, change) => {
    if (change.entry.name !== tableName) return
    if (change.kind === 'removed') {
      if (mine && change.entry.key === mine.key) resolve(change.reason)
    } else if (!mine && change.entry.joinable) {
      mine = change.entry
      emit('discovered', { entry: change.entry })
      onDiscovered(change.entry)
    } else if (mine && change.entry.key === mine.key) {
      emit('table-update', { status: change.entry.status, seatsTaken: change.entry.seatsTaken })
    }
  })
})

if (values.mode === 'play') await play(await discovered)
else await discovered
const reason = await removed
emit('removed', { reason })
await browser.stop()
process.exit(0)

/** Joins over the table's first advertised address and plays until the match is over. */
async function play(entry: TableEntry): Promise<void> {
  const address = entry.addresses[0] ?? fail('no address')
  const url = `ws://${address}:${entry.port}${WS_PATH}`
  const ws = new WebSocket(url)
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  ws.send(JSON.stringify({ type: 'hello', protocol: PROTOCOL_VERSION, name: values.name }))
  let moves = 0
  let movedAt = -1
  let readyFor = -1
  // Deltas become the full states they stand for; one that does not fit asks for a sync.
  const states = new StateStream()
  await new Promise<void>((resolve) => {
    ws.on('message', (data) => {
      const step = states.read(JSON.parse(String(data)) as ServerMessage)
      if (step.askSync) ws.send(JSON.stringify({ type: 'sync' }))
      const message = step.message
      if (message === null) return
      if (message.type === 'welcome') {
        const socket = (ws as unknown as { _socket?: { localAddress?: string } })._socket
        emit('joined', { url, seat: message.seat, localAddress: socket?.localAddress })
      } else if (message.type === 'error') {
        emit('server-error', { code: message.code, message: message.message })
      } else if (message.type === 'state' && message.view) {
        const view = message.view
        if (view.phase === 'playing') {
          const move = legalMovesForView(view)[0]
          if (move && message.version > movedAt) {
            movedAt = message.version
            moves++
            ws.send(JSON.stringify({ type: 'move', version: message.version, move }))
          }
        } else if (view.phase === 'roundOver' && readyFor !== view.round) {
          readyFor = view.round
          ws.send(JSON.stringify({ type: 'ready', version: message.version }))
        } else if (view.phase === 'matchOver') {
          emit('match-over', {
            rounds: view.results.length,
            totals: view.totals,
            winners: view.winners,
            moves
          })
          resolve()
        }
      }
    })
  })
  // Stay connected: the host's goodbye comes when it stops, and it closes our socket then.
  ws.on('error', () => {})
}

// Hostile clients for the "no input can end the process" suite: raw TCP sockets to 127.0.0.1 that stop
// at one stage of a request — half a header, a refused upgrade, a 101, half a frame, half a body, part of
// a file — and then reset the connection (RST, `resetAndDestroy`), the way a crashing or malicious peer
// does. Each attack resolves with the status line it saw (or null), so a test can tell that the stage it
// meant to reach was reached.
import { randomBytes } from 'node:crypto'
import { connect } from 'node:net'
import type { Socket } from 'node:net'

export const STAGES = [
  'on-connect',
  'mid-headers',
  'refused-404',
  'refused-403-origin',
  'refused-403-host',
  'h2c',
  'h2c-wrong-path',
  'after-101',
  'mid-frame',
  'mid-body',
  'static-file'
] as const
export type Stage = (typeof STAGES)[number]

/** What each stage expects to see before it resets (null: it resets before any answer). */
export const EXPECTED_STATUS: Record<Stage, number | null> = {
  'on-connect': null,
  'mid-headers': null,
  'refused-404': 404,
  'refused-403-origin': 403,
  'refused-403-host': 403,
  h2c: 400,
  'h2c-wrong-path': 404,
  'after-101': 101,
  'mid-frame': 101,
  'mid-body': null,
  'static-file': 200
}

export interface Target {
  port: number
  /** A file the host serves, big enough to be cut mid-way (e.g. `/assets/big.js`). */
  staticPath: string
}

/** How long a stage waits for an answer before it resets anyway. */
const ANSWER_MS = 2000

/** Connects, lets `act` write and decide when to reset; resolves with the first status code seen. */
function attack(
  port: number,
  act: (socket: Socket, reset: () => void, status: () => number | null) => void
): Promise<number | null> {
  return new Promise((resolve) => {
    let status: number | null = null
    let first = ''
    let done = false
    const socket = connect(port, '127.0.0.1')
    const finish = () => {
      if (done) return
      done = true
      clearTimeout(timer)
      resolve(status)
    }
    const reset = () => {
      if (!socket.destroyed) socket.resetAndDestroy()
      finish()
    }
    const timer = setTimeout(reset, ANSWER_MS)
    socket.on('error', finish)
    socket.on('close', finish)
    socket.on('data', (chunk: Buffer) => {
      if (status !== null || first.length > 64) return
      first += chunk.toString('latin1')
      const m = /^HTTP\/1\.1 (\d{3})/.exec(first)
      if (m) status = Number(m[1])
    })
    socket.once('connect', () => act(socket, reset, () => status))
  })
}

const afterTick = (reset: () => void) => setTimeout(reset, 2)

function upgradeRequest(port: number, path: string, extra = ''): string {
  return (
    `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
    `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n${extra}\r\n`
  )
}

/** A masked text frame that announces 100 bytes of payload and carries 10 of them. */
function halfFrame(): Buffer {
  return Buffer.concat([Buffer.from([0x81, 0x80 | 100]), randomBytes(4), Buffer.from('{"type":"h')])
}

/** Runs one attack of this stage; resolves with the status code it saw before resetting. */
export function hostile(stage: Stage, target: Target): Promise<number | null> {
  const { port } = target
  const onData = (request: string, then?: (socket: Socket, reset: () => void) => void) =>
    attack(port, (socket, reset) => {
      socket.once('data', () => (then ? then(socket, reset) : reset()))
      socket.write(request)
    })
  switch (stage) {
    case 'on-connect':
      return attack(port, (_socket, reset) => reset())
    case 'mid-headers':
      return attack(port, (socket, reset) => {
        socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUser-Ag`)
        afterTick(reset)
      })
    case 'refused-404':
      return onData(upgradeRequest(port, '/x'))
    case 'refused-403-origin':
      return onData(upgradeRequest(port, '/ws', 'Origin: http://evil.example\r\n'))
    case 'refused-403-host':
      return onData('GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n')
    case 'h2c':
    case 'h2c-wrong-path':
      return onData(
        `GET ${stage === 'h2c' ? '/ws' : '/'} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
          'Connection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA\r\n\r\n'
      )
    case 'after-101':
      return onData(upgradeRequest(port, '/ws'))
    case 'mid-frame':
      return onData(upgradeRequest(port, '/ws'), (socket, reset) => {
        socket.write(halfFrame())
        afterTick(reset)
      })
    case 'mid-body':
      return attack(port, (socket, reset) => {
        socket.write(
          `POST / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
            `Content-Length: 100000\r\n\r\n${'x'.repeat(1000)}`
        )
        afterTick(reset)
      })
    case 'static-file':
      return onData(`GET ${target.staticPath} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`)
  }
}

/**
 * Opens WebSockets (raw upgrades, never a hello) until the host answers 503: the host is then at its
 * connection cap for this address. Returns the held sockets (release them with `releaseAll`).
 */
export async function fillToCap(
  port: number,
  max = 128
): Promise<{ held: Socket[]; refusedWith: number | null }> {
  const held: Socket[] = []
  for (let i = 0; i < max; i++) {
    const socket = connect(port, '127.0.0.1')
    socket.on('error', () => undefined)
    const status = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), ANSWER_MS)
      socket.once('data', (chunk: Buffer) => {
        clearTimeout(timer)
        resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1'))?.[1] ?? 0))
      })
      socket.once('close', () => {
        clearTimeout(timer)
        resolve(null)
      })
      socket.once('connect', () => socket.write(upgradeRequest(port, '/ws')))
    })
    if (status === 101) {
      held.push(socket)
      continue
    }
    socket.resetAndDestroy()
    return { held, refusedWith: status }
  }
  return { held, refusedWith: null }
}

/** One attack past the cap: the upgrade is refused (503) and the connection reset on the answer. */
export function refusedOverCap(port: number): Promise<number | null> {
  return attack(port, (socket, reset) => {
    socket.once('data', () => reset())
    socket.write(upgradeRequest(port, '/ws'))
  })
}

/** Resets every held socket. */
export function resetAll(sockets: Socket[]): void {
  for (const socket of sockets) if (!socket.destroyed) socket.resetAndDestroy()
}

/** Runs `count` attacks, `parallel` at a time; resolves with how often each status was seen. */
export async function burst(
  count: number,
  parallel: number,
  one: () => Promise<number | null>
): Promise<Map<number | null, number>> {
  const seen = new Map<number | null, number>()
  let next = 0
  const lane = async () => {
    while (next < count) {
      next++
      const status = await one()
      seen.set(status, (seen.get(status) ?? 0) + 1)
    }
  }
  await Promise.all(Array.from({ length: parallel }, lane))
  return seen
}

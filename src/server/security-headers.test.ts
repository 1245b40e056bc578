// Every error answer of a real host carries the security headers of its pages (issue 22 point 8): the
// static files' refusals, the Host check, Node's own 400/431 for what it cannot parse, the 408 of the
// header deadline, and refused WebSocket upgrades (404, 403, 503) written on the raw socket.
import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHost } from './host-server'
import type { HostServer } from './host-server'
import { TestClient } from '../../test-support/wire/test-client'

interface Answer {
  status: number
  headers: Record<string, string>
}

/** Sends `request` as is on a new socket and reads the answer's status line and headers. */
function raw(port: number, request: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request))
    let text = ''
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`no answer to ${JSON.stringify(request.slice(0, 40))}`))
    }, 5000)
    const done = () => {
      clearTimeout(timer)
      const [head = ''] = text.split('\r\n\r\n')
      const [statusLine = '', ...lines] = head.split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const colon = line.indexOf(':')
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers })
    }
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      text += chunk
      if (text.includes('\r\n\r\n')) socket.destroy()
    })
    socket.on('close', done)
    socket.on('error', () => undefined)
  })
}

let h: HostServer
let emptyRenderer: string
const clients: TestClient[] = []

beforeAll(async () => {
  emptyRenderer = mkdtempSync(join(tmpdir(), 'no-renderer-'))
  h = await startHost({
    host: '127.0.0.1',
    port: 0,
    dataDir: null,
    rendererDir: emptyRenderer,
    limits: { maxConnectionsPerAddress: 1 },
    http: { headersTimeoutMs: 300 }
  })
})

afterAll(async () => {
  for (const c of clients) c.ws.terminate()
  await h.close()
  rmSync(emptyRenderer, { recursive: true, force: true })
})

const get = (path: string, extra = '') =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${h.port}\r\nConnection: close\r\n${extra}\r\n`
const upgrade = (path: string, extra = '') =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${h.port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
  `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n${extra}\r\n`

describe('error answers carry the security headers', () => {
  const cases: [what: string, status: number, request: () => string][] = [
    ['a foreign Host (DNS rebinding)', 403, () => get('/').replace(`127.0.0.1:${h.port}`, 'evil.example')],
    ['a POST', 405, () => get('/').replace('GET', 'POST')],
    ['a path that does not decode', 400, () => get('/%E0%A4%A')],
    ['a path out of the folder', 403, () => get('/..%2f..%2fetc%2fpasswd')],
    ['the app not built', 404, () => get('/')],
    ['what Node cannot parse', 400, () => 'NOT HTTP AT ALL\r\n\r\n'],
    ['headers too large', 431, () => get('/', `X-Big: ${'a'.repeat(20_000)}\r\n`)],
    ['headers not finished in time', 408, () => 'GET / HTTP/1.1\r\n'],
    ['an upgrade at another path', 404, () => upgrade('/elsewhere')],
    ['an upgrade from a foreign page', 403, () => upgrade('/ws', 'Origin: http://evil.example\r\n')],
    ['an upgrade past the per-address cap', 503, () => upgrade('/ws')]
  ]

  it.each(cases)('%s → %i', async (_what, status, request) => {
    if (status === 503 && clients.length === 0) clients.push(await TestClient.connect(h.urls.ws, 'first'))
    const answer = await raw(h.port, request())
    expect(answer.status).toBe(status)
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['x-frame-options']).toBe('DENY')
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'")
  })
})

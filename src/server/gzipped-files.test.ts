// The renderer's text files go gzipped to browsers that ask for it, and only to them; a rebuilt file is
// compressed again; the other headers are those of the plain file.
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { createServer, request } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptsGzip } from './gzipped-files'
import { createStaticHandler } from './static-files'

let dir: string
let server: Server
let port: number
const script = (n: number) => `console.log(${n});\n`.repeat(400)

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) })
        )
      })
      req.on('error', reject)
      req.end()
    }
  )
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ftf-gzip-'))
  await mkdir(join(dir, 'assets'))
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>535</title>')
  await writeFile(join(dir, 'assets', 'app.js'), script(1))
  await writeFile(join(dir, 'assets', 'flip.ogg'), 'OggS'.repeat(100))
  const handler = createStaticHandler(dir)
  server = createServer((req, res) => void handler(req, res))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()))
  await rm(dir, { recursive: true, force: true })
})

describe('gzipped renderer files', () => {
  it('a browser that accepts gzip gets the script gzipped, smaller, with the same headers otherwise', async () => {
    const plain = await get('/assets/app.js')
    const zipped = await get('/assets/app.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(zipped.status).toBe(200)
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers.vary).toBe('accept-encoding')
    expect(gunzipSync(zipped.body).toString()).toBe(script(1))
    expect(zipped.body.length).toBeLessThan(plain.body.length / 4)
    for (const name of ['content-type', 'cache-control', 'x-content-type-options', 'x-frame-options'])
      expect(zipped.headers[name], name).toBe(plain.headers[name])
  })

  it('one that does not (or refuses gzip with q=0) gets the plain file, marked as varying', async () => {
    const asked: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br, gzip;q=0' }
    ]
    for (const headers of asked) {
      const answer = await get('/assets/app.js', headers)
      expect(answer.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined()
      expect(answer.headers.vary).toBe('accept-encoding')
      expect(answer.body.toString()).toBe(script(1))
    }
  })

  it('the page itself (also as the fallback of an unknown path) is gzipped; a sound is not', async () => {
    const page = await get('/lobby/somewhere', { 'accept-encoding': 'gzip' })
    expect(page.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(page.body).toString()).toContain('<title>535</title>')
    const sound = await get('/assets/flip.ogg', { 'accept-encoding': 'gzip' })
    expect(sound.headers['content-encoding']).toBeUndefined()
    expect(sound.headers.vary).toBeUndefined()
    expect(sound.body.toString()).toBe('OggS'.repeat(100))
  })

  it('HEAD gives the gzipped headers and no body', async () => {
    const head = await get('/assets/app.js', { 'accept-encoding': 'gzip' }, 'HEAD')
    expect(head.headers['content-encoding']).toBe('gzip')
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0)
    expect(head.body.length).toBe(0)
  })

  it('a rebuilt file is compressed again, not served from the old copy', async () => {
    await get('/assets/app.js', { 'accept-encoding': 'gzip' })
    await writeFile(join(dir, 'assets', 'app.js'), script(2))
    // The same size as before: only the modification time tells the versions apart.
    const later = new Date(Date.now() + 5_000)
    await utimes(join(dir, 'assets', 'app.js'), later, later)
    const zipped = await get('/assets/app.js', { 'accept-encoding': 'gzip' })
    expect(gunzipSync(zipped.body).toString()).toBe(script(2))
  })

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect(acceptsGzip('gzip')).toBe(true)
    expect(acceptsGzip('GZIP;q=0.5')).toBe(true)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('gzip;q=0')).toBe(false)
    expect(acceptsGzip('gzip;q=0, *')).toBe(false)
    expect(acceptsGzip('*;q=0, gzip')).toBe(true)
    expect(acceptsGzip('br, deflate')).toBe(false)
    expect(acceptsGzip(undefined)).toBe(false)
    expect(acceptsGzip('')).toBe(false)
  })
})

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request, createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaticHandler } from './static-files'

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

let dir: string
let server: Server
let port: number

/** A raw request: the path goes out as written (no URL normalisation), as an attacker would send it. */
function send(path: string, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

async function serve(root: string): Promise<{ server: Server; port: number }> {
  const handler = createStaticHandler(root)
  const s = createServer((req, res) => void handler(req, res))
  await new Promise<void>((done) => s.listen(0, '127.0.0.1', done))
  return { server: s, port: (s.address() as AddressInfo).port }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ftf-static-'))
  const root = join(dir, 'renderer')
  await mkdir(join(root, 'assets'), { recursive: true })
  await writeFile(join(root, 'index.html'), '<!doctype html><title>535</title>')
  await writeFile(join(root, 'assets', 'app.js'), 'console.log(535)')
  await writeFile(join(root, 'assets', 'app.css'), 'body{}')
  await writeFile(join(root, 'assets', 'Table-3fA9_bQ1.js'), 'console.log(5)')
  await writeFile(join(root, 'assets', 'index-Dz0-aB1c.css'), 'main{}')
  await writeFile(join(root, 'assets', 'flip.ogg'), 'OggS')
  // A sibling whose name starts like the root: a prefix check without the separator would let it out.
  await mkdir(join(dir, 'renderer-secret'))
  await writeFile(join(dir, 'renderer-secret', 'key.txt'), 'secret')
  await writeFile(join(dir, 'save.json'), 'secret')
  ;({ server, port } = await serve(root))
})

afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()))
  await rm(dir, { recursive: true, force: true })
})

describe('the built renderer over HTTP', () => {
  it('serves files with their type, never sniffed', async () => {
    for (const [path, type] of [
      ['/assets/app.js', 'text/javascript; charset=utf-8'],
      ['/assets/app.css', 'text/css; charset=utf-8'],
      ['/assets/flip.ogg', 'audio/ogg'],
      ['/', 'text/html; charset=utf-8']
    ]) {
      const answer = await send(path as string)
      expect(answer.status).toBe(200)
      expect(answer.headers['content-type']).toBe(type)
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
    }
    expect((await send('/assets/app.js')).body).toBe('console.log(535)')
  })

  it('forbids framing by any other site (clickjacking), on the page and its assets', async () => {
    for (const path of ['/', '/assets/app.js', '/lobby/deep/link']) {
      const answer = await send(path)
      expect(answer.status).toBe(200)
      expect(answer.headers['x-frame-options']).toBe('DENY')
      expect(answer.headers['content-security-policy']).toBe("frame-ancestors 'none'")
    }
  })

  it('never caches index.html, so a new build reaches the players; caches the assets', async () => {
    expect((await send('/')).headers['cache-control']).toBe('no-cache')
    expect((await send('/assets/app.js')).headers['cache-control']).toMatch(/max-age=\d+/)
  })

  it('keeps the build’s content-named chunks for a year, and nothing else that long', async () => {
    const year = 'public, max-age=31536000, immutable'
    expect((await send('/assets/Table-3fA9_bQ1.js')).headers['cache-control']).toBe(year)
    expect((await send('/assets/index-Dz0-aB1c.css')).headers['cache-control']).toBe(year)
    for (const path of ['/', '/assets/app.js', '/assets/flip.ogg', '/assets/Missing-3fA9_bQ1.js']) {
      expect((await send(path)).headers['cache-control']).not.toContain('immutable')
    }
  })

  it('answers an unknown path with the app (it routes in the page)', async () => {
    const answer = await send('/join/somewhere?pin=1234')
    expect(answer.status).toBe(200)
    expect(answer.body).toContain('<title>535</title>')
    expect(answer.headers['cache-control']).toBe('no-cache')
  })

  it('never serves a file outside its folder, however the path is written', async () => {
    for (const path of [
      '/../save.json',
      '/assets/../../save.json',
      '/..%2fsave.json',
      '/%2e%2e%2fsave.json',
      '/../renderer-secret/key.txt',
      '/..%5csave.json'
    ]) {
      const answer = await send(path)
      expect(answer.body, path).not.toContain('secret')
    }
    expect((await send('/..%2fsave.json')).status).toBe(403)
    expect((await send('/%E0%A4%A')).status).toBe(400)
  })

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await send('/assets/app.js', 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body).toBe('')
    const post = await send('/', 'POST')
    expect(post.status).toBe(405)
    expect(post.headers.allow).toBe('GET, HEAD')
  })

  it('says the app is not built when the folder has no index.html', async () => {
    const empty = await serve(join(dir, 'nothing-here'))
    const previous = port
    port = empty.port
    try {
      const answer = await send('/')
      expect(answer.status).toBe(404)
      expect(answer.body).toMatch(/not built/)
    } finally {
      port = previous
      await new Promise<void>((done) => empty.server.close(() => done()))
    }
  })
})

// The built renderer served on 127.0.0.1 without a table host: for screens that need no game (home,
// the rules, language detection). Uses the host's own static handler, so it serves what players get.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createStaticHandler, DEFAULT_RENDERER_DIR } from '../../src/server/static-files'

export interface StaticApp {
  url: string
  close(): Promise<void>
}

export async function serveApp(): Promise<StaticApp> {
  const serve = createStaticHandler(DEFAULT_RENDERER_DIR)
  const server = createServer((req, res) => void serve(req, res))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((done) => server.close(() => done()))
  }
}

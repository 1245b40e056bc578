// A page the way a browser loads it from a table host, for the crowding attacks (fair-admission test,
// bench/crowd.ts): a stand-in renderer folder (index.html and three assets) and a load of the page with
// its files fetched in parallel. Test support only.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const FILES = ['app.js', 'app.css', 'cards.svg']

/** A renderer folder of its own in the temp folder, each asset `assetBytes` long. */
export function fakeRenderer(assetBytes: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'ftf-page-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><script src="/assets/app.js"></script>')
  for (const name of FILES) writeFileSync(join(dir, 'assets', name), 'x'.repeat(assetBytes))
  return dir
}

/** One GET on 127.0.0.1 with a fresh connection: true when it ends with a whole 200 answer. */
export function fetchOk(port: number, path: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        agent: false,
        headers: { host: `127.0.0.1:${port}` },
        timeout: timeoutMs
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode === 200))
        res.on('error', () => resolve(false))
      }
    )
    req.on('timeout', () => req.destroy())
    req.on('error', () => resolve(false))
    req.end()
  })
}

/** The page, then its three files in parallel as a browser fetches them: true when all arrive. */
export async function pageLoad(port: number, timeoutMs: number): Promise<boolean> {
  if (!(await fetchOk(port, '/', timeoutMs))) return false
  return (await Promise.all(FILES.map((f) => fetchOk(port, `/assets/${f}`, timeoutMs)))).every(Boolean)
}

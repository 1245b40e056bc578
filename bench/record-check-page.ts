// A page's view of a record check (issue 48, bench/abuse/records.ts): Chromium loads the built app's
// record-check worker from 127.0.0.1, hands it a record as a file's text or as a table's message (a
// value: its JSON.parse is the client's, timed apart), and watches the page's main thread with a
// 'longtask' observer (tasks over 50 ms) until the verdict comes back.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFile } from 'node:fs/promises'
import { join, normalize } from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/chromium'

const PAGE = '<!doctype html><meta charset="utf-8"><title>record check</title>'

// The page's side, as plain JavaScript (this file is typed for Node, not the DOM). PARSE keeps the
// record on the page (a received one parsed, as the client parses a table's message); CHECK asks the
// worker and watches the main thread until the verdict.
const PARSE = `async (asValue) => {
  const text = await (await fetch('/record.json')).text()
  if (!asValue) { globalThis.input = { text }; return null }
  const start = performance.now()
  globalThis.input = { value: JSON.parse(text) }
  return performance.now() - start
}`
const CHECK = `async (url) => {
  await new Promise((resolve) => setTimeout(resolve, 300))
  const tasks = []
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(e.duration)))
  observer.observe({ type: 'longtask' })
  const worker = new Worker(url, { type: 'module' })
  const start = performance.now()
  let readyMs = null
  const reply = new Promise((resolve) => (worker.onmessage = (e) => {
    if (e.data.type === 'verdicts') resolve(e.data)
    else readyMs = performance.now() - start
  }))
  // a received record goes as its JSON text (received-record.ts): the stringify is the page's work
  const input = globalThis.input.value === undefined ? globalThis.input : { text: JSON.stringify(globalThis.input.value) }
  worker.postMessage({ inputs: [input] })
  const postMs = performance.now() - start
  const data = await reply
  const verdictMs = performance.now() - start
  worker.terminate()
  await new Promise((resolve) => setTimeout(resolve, 200))
  observer.disconnect()
  const first = data.verdicts[0]
  return { postMs, readyMs, verdictMs, checkMs: verdictMs - readyMs, longestTaskMs: Math.max(0, ...tasks), longTasks: tasks.length,
    verdict: first && first.ok ? 'ok' : first && first.error.code }
}`

/** The record's text, handed to the worker as it is (a file) or parsed first (a table's message). */
export interface PageInput {
  text: string
  asValue: boolean
}

interface PageCheck {
  /** The client's own JSON.parse of a received record (before the check is asked for). */
  parseMs?: number
  /** How long the page took to hand the record to the worker (a received one: its JSON.stringify too). */
  postMs: number
  /** From asking to the worker running (its script loaded), and to the verdict; the check alone. */
  readyMs: number
  verdictMs: number
  checkMs: number
  /** The longest main-thread task seen meanwhile (0: none over 50 ms), and how many there were. */
  longestTaskMs: number
  longTasks: number
  verdict: unknown
}

export async function pageLongTasks(root: string, worker: string, input: PageInput): Promise<PageCheck> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/'))
    if (path === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE)
    if (path === '/record.json')
      return res.writeHead(200, { 'content-type': 'application/json' }).end(input.text)
    readFile(join(root, path)).then(
      (body) => res.writeHead(200, { 'content-type': 'text/javascript' }).end(body),
      () => res.writeHead(404).end()
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage()
    await page.goto(`http://127.0.0.1:${port}/`)
    const parseMs = (await page.evaluate(`(${PARSE})(${String(input.asValue)})`)) as number | null
    const check = (await page.evaluate(`(${CHECK})(${JSON.stringify(`/assets/${worker}`)})`)) as PageCheck
    const round = (n: number) => Math.round(n * 10) / 10
    return {
      ...(parseMs === null ? {} : { parseMs: round(parseMs) }),
      ...check,
      postMs: round(check.postMs),
      readyMs: round(check.readyMs),
      verdictMs: round(check.verdictMs),
      checkMs: round(check.checkMs),
      longestTaskMs: round(check.longestTaskMs)
    }
  } finally {
    await browser.close()
    server.close()
  }
}

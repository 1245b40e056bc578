// One browser-mode app per user-data folder: two would write the same settings, history and saves.
// The running app leaves its origin and key in browser-mode.json (readable by this user only, however
// the file was left before: it is replaced, never rewritten in place), and a second `npm run play`
// asks that app for a fresh one-time code and opens the page with it instead of starting another app.
// A file left by an app that is gone (its process ended, or nothing answers with a code) is ignored.
import { mkdir, readFile, rm } from 'node:fs/promises'
import { request } from 'node:http'
import { join } from 'node:path'
import { z } from 'zod'
import { CODE_PATH, KEY_FRAGMENT_PARAM } from '../ipc/loopback'
import { writeFileAtomic } from '../server/persistence/atomic-write'

export const INSTANCE_FILE = 'browser-mode.json'

const instanceSchema = z.strictObject({
  pid: z.int().min(1),
  origin: z.string().regex(/^http:\/\/127\.0\.0\.1:\d+$/),
  key: z.string().min(1).max(200)
})
export type Instance = Omit<z.output<typeof instanceSchema>, 'pid'>

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** A fresh one-time code from the app at `origin`, or null when nothing there gives one for `key`. */
function askForCode({ origin, key }: Instance): Promise<string | null> {
  return new Promise((resolve) => {
    const options = { method: 'POST', timeout: 2000, headers: { authorization: `Bearer ${key}` } }
    const ask = request(new URL(CODE_PATH, origin), options, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk.slice(0, 200)))
      res.on('end', () => resolve(res.statusCode === 200 && /^[\w-]+$/.test(body) ? body : null))
    })
    ask.on('timeout', () => ask.destroy())
    ask.on('error', () => resolve(null))
    ask.end()
  })
}

/** A page address (with a fresh one-time code) of the browser-mode app already running on this folder. */
export async function runningInstance(userData: string): Promise<string | null> {
  let text: string
  try {
    text = await readFile(join(userData, INSTANCE_FILE), 'utf8')
  } catch {
    return null
  }
  let parsed
  try {
    parsed = instanceSchema.safeParse(JSON.parse(text))
  } catch {
    return null
  }
  if (!parsed.success || parsed.data.pid === process.pid || !isAlive(parsed.data.pid)) return null
  const code = await askForCode(parsed.data)
  return code === null ? null : `${parsed.data.origin}/#${KEY_FRAGMENT_PARAM}=${code}`
}

/** Records this process as the folder's app; the returned function forgets it again (at exit). */
export async function claimInstance(userData: string, instance: Instance): Promise<() => Promise<void>> {
  const file = join(userData, INSTANCE_FILE)
  await mkdir(userData, { recursive: true })
  // A new file (0600) renamed over any old one: writing into an existing file would keep its mode.
  await writeFileAtomic(file, JSON.stringify({ pid: process.pid, ...instance }))
  return () => rm(file, { force: true })
}

// One browser-mode app per user-data folder: two would write the same settings, history and saves.
// The running app leaves its address in browser-mode.json (readable by this user only: the address holds
// the key), and a second `npm run play` opens that address instead of starting another app. A file left
// by an app that is gone (its process ended, or nothing answers at its address) is ignored.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { get } from 'node:http'
import { join } from 'node:path'
import { z } from 'zod'

export const INSTANCE_FILE = 'browser-mode.json'

const instanceSchema = z.object({ pid: z.int().min(1), url: z.string().startsWith('http://127.0.0.1:') })

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Does a web server answer at `url`'s origin (a pid can be reused by another program)? */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = get(new URL('/', url), { timeout: 2000 }, (res) => {
      res.resume()
      resolve(res.statusCode === 200)
    })
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve(false))
  })
}

/** The address of the browser-mode app already running on this folder, if one is. */
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
  return (await answers(parsed.data.url)) ? parsed.data.url : null
}

/** Records this process as the folder's app; the returned function forgets it again (at exit). */
export async function claimInstance(userData: string, url: string): Promise<() => Promise<void>> {
  const file = join(userData, INSTANCE_FILE)
  await mkdir(userData, { recursive: true })
  await writeFile(file, JSON.stringify({ pid: process.pid, url }), { mode: 0o600 })
  return () => rm(file, { force: true })
}

// `npm run play` for the e2e specs: runs what the script runs after its build (the browser-mode app, with
// its own user-data folder and no browser of its own) and reads the addresses it prints. Each address
// holds a one-time code; `freshAddress` asks the running app for another one, as a second `npm run play`
// on the same folder does.
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'

export const PLAY_ENTRY = 'src/browser-mode/index.ts'
const ADDRESS = /http:\/\/127\.0\.0\.1:\d+\/#desktop=[\w-]+/

export interface PlayApp {
  readonly child: ChildProcess
  readonly url: string
  readonly output: () => string
}

/** Starts the browser-mode app and waits for the address it prints. */
export async function startPlay(userData: string): Promise<PlayApp> {
  const child = spawn(process.execPath, ['--import', 'tsx', PLAY_ENTRY, '--no-open', '--port', '0'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FIVE_THREE_FIVE_USER_DATA: userData, BROWSER: 'none' }
  })
  let out = ''
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()))
  const url = await new Promise<string>((done, fail) => {
    const check = () => {
      const found = ADDRESS.exec(out)?.[0]
      if (found) done(found)
    }
    child.stdout?.on('data', check)
    child.once('exit', (code) => fail(new Error(`npm run play exited with ${code}:\n${out}`)))
  })
  return { child, url, output: () => out }
}

/** What a second `npm run play` on the same folder prints (it finds the running app), and its exit code. */
export function playAgain(userData: string): Promise<{ code: number | null; out: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', PLAY_ENTRY, '--no-open'], {
      env: { ...process.env, FIVE_THREE_FIVE_USER_DATA: userData, BROWSER: 'none' }
    })
    let out = ''
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    child.on('close', (code) => done({ code, out }))
  })
}

/** A fresh address of the running app (a new one-time code), from a second `npm run play`. */
export async function freshAddress(userData: string): Promise<string> {
  const { out } = await playAgain(userData)
  const found = ADDRESS.exec(out)?.[0]
  if (!found) throw new Error(`no address in:\n${out}`)
  return found
}

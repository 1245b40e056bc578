// The headless host (`src/cli/host.ts`) as a child process, for fault tests: started as `node
// out/e2e-host/host.js` (the bundle, bundled-host.ts) or, with test hooks, `node --import tsx`, so the
// child IS the host (with `npx tsx` a SIGKILL would hit the npm/tsx wrappers and orphan the real host),
// always on 127.0.0.1 and port 0, read from its `Listening on http://127.0.0.1:PORT` line.
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { BUNDLED_HOST_PATH } from './bundled-host'

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
const LISTENING = /^Listening on http:\/\/127\.0\.0\.1:(\d+)$/
const HOST_KEY = /#host=([A-Za-z0-9_-]+)/

export interface ChildOptions {
  /** Limits the size of any file the host writes (RLIMIT_FSIZE, 1 KiB blocks): a disk that fills up. */
  fileSizeBlocks?: number
  timeoutMs?: number
  /**
   * The host's working folder (default the repository): the host serves `<cwd>/out/renderer`, so a test
   * can give it files of its own. tsx and the entry point are then named by absolute path.
   */
  cwd?: string
  /** Modules the host loads first (`--import`, paths from the repository root): test hooks. */
  imports?: string[]
}

export interface ChildExit {
  code: number | null
  signal: NodeJS.Signals | null
}

export class ChildHost {
  readonly stdout: string[] = []
  readonly stderr: string[] = []
  readonly exited: Promise<ChildExit>
  port = 0
  hostKey = ''
  private lineWaiters: { match: RegExp; resolve: (line: string | null) => void }[] = []

  private constructor(readonly proc: ChildProcess) {
    const lines = (into: string[]) => {
      let rest = ''
      return (chunk: Buffer) => {
        const parts = (rest + chunk.toString('utf8')).split('\n')
        rest = parts.pop() ?? ''
        for (const line of parts) this.line(into, line)
      }
    }
    proc.stdout?.on('data', lines(this.stdout))
    proc.stderr?.on('data', lines(this.stderr))
    this.exited = new Promise((resolve) => {
      proc.on('exit', (code, signal) => {
        for (const w of this.lineWaiters) w.resolve(null)
        this.lineWaiters = []
        resolve({ code, signal })
      })
    })
  }

  /** Spawns the host with these CLI flags (plus `--host 127.0.0.1 --port 0 --no-mdns`): the bundled host
   *  (bundled-host.ts, built by vitest's global setup), or with tsx when test hooks are imported. */
  static spawn(flags: string[], options: ChildOptions = {}): ChildHost {
    const cwd = options.cwd ?? REPO_ROOT
    const entry =
      options.imports === undefined
        ? [BUNDLED_HOST_PATH]
        : [
            '--import',
            options.cwd === undefined ? 'tsx' : pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href,
            ...options.imports.flatMap((path) => ['--import', pathToFileURL(join(REPO_ROOT, path)).href]),
            options.cwd === undefined ? 'src/cli/host.ts' : join(REPO_ROOT, 'src/cli/host.ts')
          ]
    const args = [...entry, '--host', '127.0.0.1', '--port', '0', '--no-mdns', ...flags]
    const env = { ...process.env, TSX_DISABLE_CACHE: '1', NODE_OPTIONS: '' }
    const proc =
      options.fileSizeBlocks === undefined
        ? spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
        : spawn(
            'bash',
            ['-c', `ulimit -f ${options.fileSizeBlocks} && exec "$0" "$@"`, process.execPath, ...args],
            {
              cwd,
              env,
              stdio: ['ignore', 'pipe', 'pipe']
            }
          )
    return new ChildHost(proc)
  }

  /** Spawns the host and waits for its `Listening on` line (rejects with its output if it exits first). */
  static async start(flags: string[], options: ChildOptions = {}): Promise<ChildHost> {
    const child = ChildHost.spawn(flags, options)
    const line = await child.waitFor(LISTENING, options.timeoutMs ?? 15_000)
    const key = await child.waitFor(HOST_KEY, 2000)
    if (line === null || key === null) {
      child.proc.kill('SIGKILL')
      throw new Error(`the host did not start:\n${child.stdout.join('\n')}\n${child.stderr.join('\n')}`)
    }
    child.port = Number(LISTENING.exec(line)?.[1])
    child.hostKey = HOST_KEY.exec(key)?.[1] ?? ''
    return child
  }

  get wsUrl(): string {
    return `ws://127.0.0.1:${this.port}/ws`
  }

  /** Resolves with the first line (stdout or stderr, past or future) that matches, or null. */
  waitFor(match: RegExp, timeoutMs: number): Promise<string | null> {
    const seen = [...this.stdout, ...this.stderr].find((l) => match.test(l))
    if (seen !== undefined) return Promise.resolve(seen)
    return new Promise((resolve) => {
      const waiter = {
        match,
        resolve: (line: string | null) => {
          clearTimeout(timer)
          resolve(line)
        }
      }
      const timer = setTimeout(() => {
        this.lineWaiters = this.lineWaiters.filter((w) => w !== waiter)
        resolve(null)
      }, timeoutMs)
      this.lineWaiters.push(waiter)
    })
  }

  /** SIGKILL: no clean-up, no final save: a crash. */
  kill(): Promise<ChildExit> {
    if (this.proc.exitCode === null && this.proc.signalCode === null) this.proc.kill('SIGKILL')
    return this.exited
  }

  /** SIGTERM: the host closes the table and writes its final save. */
  async stop(timeoutMs = 5000): Promise<ChildExit> {
    if (this.proc.exitCode !== null || this.proc.signalCode !== null) return this.exited
    this.proc.kill('SIGTERM')
    const timer = setTimeout(() => this.proc.kill('SIGKILL'), timeoutMs)
    const exit = await this.exited
    clearTimeout(timer)
    return exit
  }

  private line(into: string[], line: string): void {
    into.push(line)
    const hits = this.lineWaiters.filter((w) => w.match.test(line))
    this.lineWaiters = this.lineWaiters.filter((w) => !hits.includes(w))
    for (const w of hits) w.resolve(line)
  }
}

/** Runs the host until it exits by itself (a refused resume) or the timeout kills it. */
export async function runHostToExit(
  flags: string[],
  timeoutMs = 15_000
): Promise<ChildExit & { output: string }> {
  const child = ChildHost.spawn(flags)
  const timer = setTimeout(() => child.proc.kill('SIGKILL'), timeoutMs)
  const exit = await child.exited
  clearTimeout(timer)
  return { ...exit, output: [...child.stdout, ...child.stderr].join('\n') }
}

// Spawns the real headless tournament host (`npm run host -- --tournament`, the bundle e2e/global-setup.ts
// builds) for an end-to-end test and reads its pages from what it prints (issue 52).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { BUNDLED_HOST } from '../global-setup'
import { stopProcess } from './host'

export interface TournamentArgs {
  name: string
  format: 'duplicate' | 'swiss'
  stages: number
  deals: number
  tableSize: number
  bots: number
}

export interface RunningTournament {
  /** The player page: http://127.0.0.1:PORT/?tournament */
  join: string
  screen: string
  director: string
  output: () => string
  stop: () => Promise<void>
}

export async function startTournament(args: TournamentArgs): Promise<RunningTournament> {
  const data = mkdtempSync(join(tmpdir(), 'fivethreefive-e2e-tournament-'))
  const argv = [
    resolve(BUNDLED_HOST),
    '--tournament',
    ...['--name', args.name, '--format', args.format, '--stages', String(args.stages)],
    ...['--deals', String(args.deals), '--table-size', String(args.tableSize), '--bots', String(args.bots)],
    ...['--port', '0', '--host', '127.0.0.1', '--bot-delay', '0', '--no-mdns', '--data', data]
  ]
  const child = spawn(process.execPath, argv, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()))
  const pages = await new Promise<{ base: string; screen: string; director: string }>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`tournament host did not start in time:\n${out}`)), 30_000)
    const check = () => {
      const base = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1]
      const screen = /Big screen: (\S+)/.exec(out)?.[1]
      const director = /Director \(keep private\): (\S+)/.exec(out)?.[1]
      if (base && screen && director) {
        clearTimeout(timer)
        done({ base, screen, director })
      }
    }
    child.stdout?.on('data', check)
    child.once('exit', (code) => {
      clearTimeout(timer)
      fail(new Error(`tournament host exited with ${code}:\n${out}`))
    })
  })
  return {
    join: `${pages.base}/?tournament`,
    screen: pages.screen,
    director: pages.director,
    output: () => out,
    stop: () => stopProcess(child).finally(() => rmSync(data, { recursive: true, force: true }))
  }
}

// The tournament CLI's advertising (issue 52), run in this process: it takes the table host's mDNS
// switches from the environment (server/discovery/env.ts) and says how advertising went, and --no-mdns
// leaves it out. The interface named is one this machine does not have, so no socket is ever opened.
// A --pin goes to the journal and is never printed.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { MDNS_INTERFACE_ENV } from '../../server/discovery/env'
import { runTournament } from './run-tournament'

const folders: string[] = []
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
})

/** Runs the CLI until it has printed the director's line, then stops it as Ctrl-C would. */
async function run(flags: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const data = await mkdtemp(join(tmpdir(), 'ftf-tournament-mdns-'))
  folders.push(data)
  const out: string[] = []
  const err: string[] = []
  let stop: (signal: string) => void = () => undefined
  const code = runTournament(
    ['--tournament', '--name', 'Friday', '--host', '127.0.0.1', '--port', '0', '--data', data, ...flags],
    {
      env: { [MDNS_INTERFACE_ENV]: 'no-such-interface-535' },
      out: (line) => {
        out.push(line)
        if (line.startsWith('Journal:')) queueMicrotask(() => stop('SIGINT'))
      },
      err: (line) => err.push(line),
      onSignal: (handler) => (stop = handler)
    }
  )
  return { code: await code, out, err }
}

describe('the tournament CLI on the LAN', () => {
  it('advertises with the mDNS switches of the environment and says how it went', async () => {
    const { code, out } = await run([])
    expect(code).toBe(0)
    expect(out).toContainEqual(expect.stringMatching(/^Not advertised on the LAN \(interface-not-found\)/))
  })

  it('leaves mDNS out with --no-mdns', async () => {
    const { code, out } = await run(['--no-mdns'])
    expect(code).toBe(0)
    expect(out.some((line) => /advertised on the LAN/i.test(line))).toBe(false)
    expect(out.some((line) => line.startsWith('Director'))).toBe(true)
  })

  it('opens a tournament with --pin: it says a PIN is needed, never the PIN, and journals it', async () => {
    const { code, out } = await run(['--no-mdns', '--pin', '90817263'])
    expect(code).toBe(0)
    expect(out[0]).toContain('PIN required to register')
    expect(out.join('\n')).not.toContain('90817263')
    const folder = out.find((line) => line.startsWith('Journal:'))?.slice('Journal: '.length) ?? ''
    const journal = JSON.parse(await readFile(folder, 'utf8')) as { pin: unknown; tournament: unknown }
    expect(journal.pin).toBe('90817263')
    expect(JSON.stringify(journal.tournament)).not.toContain('90817263')
  })
})

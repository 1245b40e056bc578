// `--scenario NAME`: refused in a normal start, opened through the save path when allowed, and the table it
// opens keeps every secret a table keeps (RULES.md R9): each seat gets only its own cards.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startAuditedHost } from '../../../test-support/wire/audited-host'
import type { AuditedHost } from '../../../test-support/wire/audited-host'
import type { TestClient } from '../../../test-support/wire/test-client'
import { SCENARIO_REFUSED, SCENARIOS_ENV, parseHostArgs } from './args'
import { runHost } from './run-host'
import { startScenario } from './scenario-start'

const ALLOWED = { [SCENARIOS_ENV]: '1' }
const folders: string[] = []
const hosts: AuditedHost[] = []
const clients: TestClient[] = []

afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate()
  await Promise.all(hosts.splice(0).map((h) => h.host.close()))
  for (const f of folders.splice(0)) rmSync(f, { recursive: true, force: true })
})

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ftf-scenario-test-'))
  folders.push(dir)
  return dir
}

/** The scenario's table on a real host whose every frame goes through the secrets audit. */
async function openScenario(name: string) {
  const parsed = parseHostArgs(['--scenario', name, '--data', folder()], ALLOWED)
  if (!parsed.ok) throw new Error(parsed.error.message)
  const start = startScenario(name, parsed.value, { host: '127.0.0.1', port: 0, botDelayMs: 0 })
  const host = await startAuditedHost(start.options)
  hosts.push(host)
  const sit = async (seat: number) => {
    const key = start.table.seats.find((s) => s.seat === seat)!
    const client = await host.join(key.name, { token: key.token })
    clients.push(client)
    return client
  }
  return { start, host, sit }
}

async function run(argv: string[], env?: Record<string, string>) {
  const out: string[] = []
  const err: string[] = []
  let stop: (signal: string) => void = () => {}
  const done = runHost(argv, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    onSignal: (handler) => (stop = handler),
    ...(env === undefined ? {} : { env })
  })
  return { out, err, done, stop: (signal: string) => stop(signal) }
}

describe('--scenario on the command line', () => {
  it('is refused in a normal start, under NODE_ENV=production, with flags it decides, and for an unknown name', async () => {
    const normal = await run(['--scenario', 'last-trick', '--port', '0', '--no-mdns'])
    expect(await normal.done).toBe(2)
    expect(normal.err.join('\n')).toContain(SCENARIO_REFUSED)
    expect(parseHostArgs(['--scenario', 'last-trick'], { ...ALLOWED, NODE_ENV: 'production' })).toEqual({
      ok: false,
      error: { code: 'bad-flags', message: SCENARIO_REFUSED }
    })
    expect(parseHostArgs(['--scenario', 'last-trick', '--seats', '3', '--resume'], ALLOWED)).toEqual({
      ok: false,
      error: {
        code: 'bad-flags',
        message: [
          '--seats cannot be given with --scenario: the scenario decides it',
          '--resume cannot be given with --scenario: the scenario decides it'
        ].join('\n')
      }
    })
    const unknown = parseHostArgs(['--scenario', 'nowhere'], ALLOWED)
    expect(unknown.ok === false && unknown.error.message).toMatch(/^--scenario must be one of last-trick, /)
    expect(parseHostArgs(['--scenario', 'hand-2'], ALLOWED)).toMatchObject({ ok: true, value: { scenario: 'hand-2' } })
  })

  it('opens the table from its save when allowed and prints each human seat', async () => {
    const data = folder()
    const host = await run(['--scenario', 'hand-2', '--port', '0', '--host', '127.0.0.1', '--no-mdns', '--data', data], ALLOWED)
    await expect.poll(() => host.out.some((line) => line.startsWith('To sit at a seat')), { timeout: 10_000 }).toBe(true)
    const text = host.out.join('\n')
    expect(text).toMatch(/table "Five Three Five" \(2 seats\), resumed/)
    expect(text).toContain(`Autosave: ${data}`)
    expect(text).toMatch(/^Scenario seat 1 Ada: \{"seat":0,"name":"Ada","tableId":"[\w-]+","token":"[\w-]+"\}$/m)
    expect(text).toMatch(/^Scenario seat 2 Bea: /m)
    host.stop('SIGTERM')
    expect(await host.done).toBe(0)
    expect(host.err).toEqual([])
  })
})

describe('a scenario table', () => {
  it('sends each seat only its own cards; the last card ends the round', async () => {
    const { host, sit } = await openScenario('last-trick')
    const ada = await sit(0)
    expect(ada.seat).toBe(0)
    const view = ada.latest!.view!
    expect(view.hand).toHaveLength(1)
    expect([view.round, view.phase, view.meld]).toEqual([1, 'playing', null])
    ada.send({ type: 'move', version: ada.latest!.version, move: { kind: 'lead', cards: view.hand! } })
    await ada.nextState((m) => m.view?.phase === 'roundOver')
    expect(host.audit.framesChecked).toBeGreaterThan(0)
    expect(host.audit.violations).toEqual([])
  })

  it('a finished match hands its record to whoever comes in, player or spectator', async () => {
    const { host, sit } = await openScenario('match-over')
    const ada = await sit(0)
    // Read in the frames kept: the record may come before the first state, which `join` waited for.
    const recordOf = (client: TestClient) => client.frames.find((m) => m.type === 'matchRecord')
    await expect.poll(() => recordOf(ada)).toBeDefined()
    const record = recordOf(ada)
    expect(record?.type === 'matchRecord' && record.record.rounds).toHaveLength(2)
    const watcher = await host.join('Tv', { spectate: true })
    clients.push(watcher)
    await expect.poll(() => recordOf(watcher)).toBeDefined()
    expect(host.audit.violations).toEqual([])
  })

  it('a player away: a bot plays for Bea, who gets her seat back with her token', async () => {
    const { host, start, sit } = await openScenario('player-away')
    const seats = host.host.table.snapshot().seats
    expect(seats.map((s) => s.away)).toEqual([false, true, false, false])
    expect(start.table.seats.map((s) => s.name)).toEqual(['Ada', 'Bea'])
    const bea = await sit(1)
    expect(bea.seat).toBe(1)
    expect(host.host.table.snapshot().seats[1]!.away).toBe(false)
    expect(host.audit.violations).toEqual([])
  })
})

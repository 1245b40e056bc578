// The LAN test's conductor, started by run.sh once the namespaces exist. It runs in the root namespace
// but only spawns processes inside the test's namespaces (`ip netns exec`); it opens no socket itself.
//   Phase 1: client a browses before the host starts (announcement path), client b after (query path);
//            both join over the veth network and play a full match against the bot (16 cards each and
//            bigger overwrites, RULES.md R2.variants); an independent avahi-browse in namespace m must
//            see the service and its TXT, the game included; SIGINT → goodbye → both lists, and
//            avahi-browse, drop the table.
//   Phase 2: a host with a 3 s TTL is killed with SIGKILL (no goodbye) → the table expires.
//   Phase 3: two desktop apps (real startApp on the Chromium shell, ./desktop-app.ts) in namespaces x
//            and y: one hosts from its Host screen, the other finds it in its list within 1 s, joins
//            by clicking it, both play the match out; the host quits and the table leaves the list.
// Prints the measured times as one JSON object on stdout; progress and failures go to stderr.
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { DEFAULT_OPTIONS } from '../../src/engine'
import { decodeGame, gameOptionsOf, gameTokens } from '../../src/protocol/discovery'
import type { TableGame } from '../../src/protocol/discovery'
import { PROTOCOL_VERSION } from '../../src/protocol/vocabulary'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const prefix = process.env.FTF_LAN_PREFIX ?? fail('FTF_LAN_PREFIX is not set (run e2e/lan/run.sh)')
const logDir = process.env.FTF_LAN_LOGS ?? mkdtempSync(join(tmpdir(), 'ftf-lan-'))
mkdirSync(logDir, { recursive: true })
const TABLE = 'LAN test'
const DESKTOP_TABLE = 'Desktop LAN'
const EXPIRY_TTL_S = 3
/** Phase 1's table: three seats, the extra card deal and bigger overwrites, to 40 points. */
const HOST_GAME = {
  ...gameOptionsOf(DEFAULT_OPTIONS),
  threePlayerHand: 16,
  overwrite: 'bigger',
  target: 40
} as const
/** Its TXT `game` value, as the protocol encodes it for three seats … */
const HOST_GAME_TXT = gameTokens(3, HOST_GAME).join(',')
/** … and what every list must make of it. */
const HOST_GAME_SHOWN: TableGame = {
  twoHands: false,
  target: HOST_GAME.target,
  sixteenCards: true,
  biggerOverwrites: true
}
/** The desktop host's lobby sets this target: the joiner's list then says "to N points". */
const DESKTOP_TARGET = 5
const LIMITS = {
  discoveryMs: 3000,
  desktopDiscoveryMs: 1000,
  goodbyeMs: 5000,
  expiryMs: EXPIRY_TTL_S * 1000 + 2000
}

type Event = { event: string; t: number; [key: string]: unknown }

/** A child process, its stdout read as lines (JSON lines become events). */
class Proc {
  readonly events: Event[] = []
  readonly lines: { line: string; t: number }[] = []
  readonly exited: Promise<number | null>
  readonly child: ChildProcess
  #waiters: (() => void)[] = []

  constructor(
    readonly label: string,
    command: string[],
    env: Record<string, string | undefined> = {},
    stdin: 'ignore' | 'pipe' = 'ignore'
  ) {
    this.child = spawn(command[0]!, command.slice(1), {
      cwd: ROOT,
      env: { ...process.env, FTF_MDNS_INTERFACE: undefined, FTF_MDNS_TTL: undefined, ...env },
      stdio: [stdin, 'pipe', 'pipe']
    })
    const log: string[] = []
    const record = (stream: string) => (line: string) => {
      log.push(`[${stream}] ${line}`)
      writeFileSync(join(logDir, `${label}.log`), log.join('\n') + '\n')
    }
    createInterface({ input: this.child.stdout! }).on('line', (line) => {
      record('out')(line)
      this.lines.push({ line, t: Date.now() })
      if (line.startsWith('{')) {
        try {
          this.events.push(JSON.parse(line) as Event)
        } catch {
          // not an event
        }
      }
      for (const wake of this.#waiters.splice(0)) wake()
    })
    createInterface({ input: this.child.stderr! }).on('line', record('err'))
    this.exited = new Promise((resolve) => this.child.on('exit', (code) => resolve(code)))
    void this.exited.then(() => {
      for (const wake of this.#waiters.splice(0)) wake()
    })
  }

  /** Resolves with the first thing `find` returns, failing after `ms` or if the process exits first. */
  async waitFor<T>(what: string, find: () => T | undefined, ms: number): Promise<T> {
    const end = Date.now() + ms
    for (;;) {
      const found = find()
      if (found !== undefined) return found
      const error = this.events.find((e) => e.event === 'error')
      if (error) fail(`${this.label}: ${String(error['message'])}`)
      if (this.child.exitCode !== null)
        fail(`${this.label} exited (${this.child.exitCode}) while waiting for ${what}`)
      if (Date.now() > end) fail(`${this.label}: no ${what} within ${ms} ms`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(10, end - Date.now()))
        this.#waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  event(name: string, ms: number, match: (e: Event) => boolean = () => true): Promise<Event> {
    return this.waitFor(`"${name}" event`, () => this.events.find((e) => e.event === name && match(e)), ms)
  }

  line(prefix: string, ms: number): Promise<{ line: string; t: number }> {
    return this.waitFor(`"${prefix}…" line`, () => this.lines.find((l) => l.line.startsWith(prefix)), ms)
  }

  signal(signal: NodeJS.Signals): number {
    const t = Date.now()
    this.child.kill(signal)
    return t
  }
}

function fail(message: string): never {
  console.error(`LAN test FAILED: ${message}\n(logs in ${logDir})`)
  process.exit(1)
}

function progress(message: string): void {
  console.error(`[lan] ${message}`)
}

/** The real CLI (it advertises through src/server's advertiser), or the harness with FTF_LAN_HOST=harness. */
function hostScript(): { script: string; kind: 'cli' | 'harness' } {
  const kind = process.env.FTF_LAN_HOST === 'harness' ? 'harness' : 'cli'
  return { kind, script: kind === 'cli' ? 'src/cli/host.ts' : 'e2e/lan/host-harness.ts' }
}

/** `node --import tsx` rather than `npx tsx`: `ip netns exec` execs node itself, so the pid we hold is
 * the host's and SIGINT/SIGKILL reach it directly (npx and tsx would add relaying parents). */
function inNamespace(role: string, script: string, args: string[]): string[] {
  return ['ip', 'netns', 'exec', `${prefix}-${role}`, process.execPath, '--import', 'tsx', script, ...args]
}

function startHost(label: string, ttlSeconds?: number): Proc {
  const data = mkdtempSync(join(logDir, `${label}-data-`))
  const args = ['--name', TABLE, '--seats', '3', '--bots', '1', '--bot-delay', '0']
  args.push('--target', String(HOST_GAME.target), '--three-player-hand', String(HOST_GAME.threePlayerHand))
  args.push('--overwrite', HOST_GAME.overwrite)
  args.push('--host', '0.0.0.0', '--port', '5350', '--data', data)
  return new Proc(label, inNamespace('h', host.script, args), {
    FTF_MDNS_INTERFACE: 'veth-h',
    FTF_MDNS_TTL: ttlSeconds === undefined ? undefined : String(ttlSeconds)
  })
}

/** Client a names its veth explicitly; b's interface is called lan0 and passes the default filter. */
function startClient(label: 'a' | 'b', mode: 'play' | 'watch'): Proc {
  const args = ['--table', TABLE, '--mode', mode, '--name', `Player ${label}`]
  return new Proc(`${mode}-${label}`, inNamespace(label, 'e2e/lan/client.ts', args), {
    FTF_MDNS_INTERFACE: label === 'a' ? 'veth-a' : undefined
  })
}

/** avahi-browse's parsable TXT field (`"k=v" "k=v"`) → key/values. */
function avahiTxt(line: string): Record<string, string> {
  return Object.fromEntries([...line.matchAll(/"([^"=]+)=([^"]*)"/g)].map((m) => [m[1], m[2]]))
}

/** The phases to run (FTF_LAN_PHASES=mdns,expiry,desktop; default all), e.g. to rerun one alone. */
const phases = new Set((process.env.FTF_LAN_PHASES ?? 'mdns,expiry,desktop').split(','))

/** A desktop app (real startApp on the Chromium shell) in namespace `role`, mDNS on its veth only. */
function startDesktop(role: 'x' | 'y', appRole: 'host' | 'join', name: string): Proc {
  // x's interface is lan1 and passes the default filter, as a user's would; y names its veth.
  const data = mkdtempSync(join(logDir, `desktop-${appRole}-data-`))
  const args = ['--role', appRole, '--name', name, '--table', DESKTOP_TABLE, '--data', data]
  args.push('--target', String(DESKTOP_TARGET))
  return new Proc(
    `desktop-${appRole}`,
    inNamespace(role, 'e2e/lan/desktop-app.ts', args),
    {
      FTF_MDNS_INTERFACE: role === 'y' ? 'veth-y' : undefined
    },
    'pipe'
  )
}

/**
 * Phase 3: the joining app opens its Join screen first; the other hosts from its Host screen; the
 * table must appear in the joiner's discovered list within 1 s of the host's invite showing. The
 * joiner clicks it, both play the match out (a low target and a bot keep it short), the joiner goes
 * back to its list, the host quits (File › Quit) and the table must leave the list (mDNS goodbye).
 */
async function desktopPhase(): Promise<Record<string, unknown>> {
  const joiner = startDesktop('y', 'join', 'Desk guest')
  await joiner.event('browsing', 90_000)
  const hostApp = startDesktop('x', 'host', 'Desk host')
  const hosted = await hostApp.event('hosted', 90_000)
  if (hosted['url'] !== 'http://10.77.0.5:5350/') fail(`the host's invite shows ${String(hosted['url'])}`)
  const found = await joiner.event('discovered', 30_000)
  const discoveredMs = found.t - hosted.t
  progress(`desktop: hosted at ${String(hosted['url'])}, in the other app's list after ${discoveredMs} ms`)
  if (discoveredMs > LIMITS.desktopDiscoveryMs)
    fail(
      `the hosted table took ${discoveredMs} ms to appear in the other app's list (limit ${LIMITS.desktopDiscoveryMs})`
    )
  await hostApp.event('player-seated', 30_000)
  const overs = [await hostApp.event('match-over', 240_000), await joiner.event('match-over', 240_000)]
  progress(`desktop: match over (${overs.map((o) => String(o['moves'])).join(' and ')} moves)`)
  const listed = await joiner.event('listed', 20_000)
  // The host's lobby set a target other than the default: the list says so (TXT `game`).
  if (!String(listed['text']).includes(`to ${DESKTOP_TARGET} points`))
    fail(`the other app lists the table as ${JSON.stringify(listed['text'])}, without its target`)
  const quitAt = Date.now()
  hostApp.child.stdin?.write('quit\n')
  const vanished = await joiner.event('vanished', LIMITS.goodbyeMs)
  await hostApp.event('quit', 20_000)
  const vanishedMs = vanished.t - quitAt
  progress(`desktop: the table left the other app's list ${vanishedMs} ms after the host quit`)
  await joiner.event('quit', 20_000)
  for (const app of [hostApp, joiner]) if ((await app.exited) !== 0) fail(`${app.label} exited with an error`)
  return { discoveredMs, moves: overs.map((o) => o['moves']), vanishedMs }
}

const host = hostScript()
progress(`host: ${host.kind} (${host.script}); logs in ${logDir}`)
const summary: Record<string, unknown> = { host: host.kind }

// ---------- phase 1: discovery, play, TXT updates, goodbye ----------
if (phases.has('mdns')) {
  const a = startClient('a', 'play')
  const aBrowsing = await a.event('browsing', 20_000)
  const h1 = startHost('host-1')
  const listening = await h1.line('Listening on', 30_000)
  progress(`host listening (${listening.line})`)
  const b = startClient('b', 'play')
  const bBrowsing = await b.event('browsing', 20_000)
  const aFound = await a.event('discovered', 10_000)
  const bFound = await b.event('discovered', 10_000)
  const discovery = {
    announcementPathMs: aFound.t - Math.max(listening.t, aBrowsing.t),
    queryPathMs: bFound.t - bBrowsing.t
  }
  progress(`discovered: ${JSON.stringify(discovery)}`)
  for (const [who, found] of [
    ['a', aFound],
    ['b', bFound]
  ] as const) {
    const entry = found['entry'] as { addresses: string[]; port: number; joinable: boolean; game: TableGame }
    const game = JSON.stringify(HOST_GAME_SHOWN)
    if (
      entry.addresses[0] !== '10.77.0.1' ||
      entry.port !== 5350 ||
      !entry.joinable ||
      JSON.stringify(entry.game) !== game
    ) {
      fail(`client ${who} discovered ${JSON.stringify(entry)}`)
    }
  }
  if (discovery.announcementPathMs > LIMITS.discoveryMs || discovery.queryPathMs > LIMITS.discoveryMs) {
    fail(`discovery took longer than ${LIMITS.discoveryMs} ms: ${JSON.stringify(discovery)}`)
  }

  const joined = [await a.event('joined', 10_000), await b.event('joined', 10_000)]
  const overs = [await a.event('match-over', 120_000), await b.event('match-over', 120_000)]
  progress(`match over: ${JSON.stringify(overs[0])}`)
  // The TXT follows the table: both lists must have seen it reach 'finished' over mDNS.
  for (const c of [a, b]) await c.event('table-update', 10_000, (e) => e['status'] === 'finished')
  const statuses = [...new Set(a.events.filter((e) => e.event === 'table-update').map((e) => e['status']))]

  // An independent, standard mDNS stack must see the service with its current TXT …
  const avahi = new Proc('avahi', ['bash', 'e2e/lan/avahi-check.sh', `${prefix}-m`, 'veth-m', '60'])
  const resolved = await avahi.waitFor(
    'an avahi-browse resolve line',
    () => avahi.lines.find((l) => l.line.startsWith('=;') && l.line.includes(';_fivethreefive._tcp;')),
    20_000
  )
  const txt = avahiTxt(resolved.line)
  progress(`avahi-browse TXT: ${JSON.stringify(txt)}`)
  const id = (aFound['entry'] as { id: string }).id
  const wanted = {
    proto: String(PROTOCOL_VERSION),
    id,
    name: TABLE,
    seats: '3/3',
    pin: '0',
    status: 'finished',
    game: HOST_GAME_TXT
  }
  for (const [key, value] of Object.entries(wanted)) {
    if (txt[key] !== value) fail(`avahi-browse saw ${key}=${txt[key]}, expected ${value}`)
  }
  if (JSON.stringify(decodeGame(txt['game'])) !== JSON.stringify(HOST_GAME_SHOWN))
    fail(`avahi-browse saw game=${txt['game']}, which does not read as ${JSON.stringify(HOST_GAME_SHOWN)}`)

  const stopAt = h1.signal('SIGINT')
  const aGone = await a.event('removed', 10_000)
  const bGone = await b.event('removed', 10_000)
  const hostExit = await h1.exited
  const goodbye = {
    a: { ms: aGone.t - stopAt, reason: aGone['reason'] },
    b: { ms: bGone.t - stopAt, reason: bGone['reason'] }
  }
  progress(`after SIGINT: ${JSON.stringify(goodbye)}, host exit ${hostExit}`)
  if (hostExit !== 0) fail(`host exited with ${hostExit} after SIGINT`)
  for (const r of [goodbye.a, goodbye.b]) {
    if (r.reason !== 'goodbye' || r.ms > LIMITS.goodbyeMs)
      fail(`removal after SIGINT: ${JSON.stringify(goodbye)}`)
  }
  if ((await a.exited) !== 0 || (await b.exited) !== 0) fail('a client failed')
  // … and its goodbye: avahi-browse reports the removal ("-" line).
  const avahiGone = await avahi.waitFor(
    'an avahi-browse removal line',
    () => avahi.lines.find((l) => l.line.startsWith('-;') && l.line.includes(';_fivethreefive._tcp;')),
    10_000
  )
  avahi.signal('SIGTERM')
  await avahi.exited
  Object.assign(summary, {
    discoveryMs: discovery,
    joinedOver: joined.map((j) => ({ url: j['url'], localAddress: j['localAddress'], seat: j['seat'] })),
    match: { rounds: overs[0]?.['rounds'], totals: overs[0]?.['totals'] },
    statusesSeenOverMdns: statuses,
    avahiTxt: txt,
    goodbyeRemovalMs: { a: goodbye.a.ms, b: goodbye.b.ms, avahi: avahiGone.t - stopAt }
  })
}

// ---------- phase 2: a host that dies without a goodbye expires ----------
if (phases.has('expiry')) {
  const h2 = startHost('host-2', EXPIRY_TTL_S)
  await h2.line('Listening on', 30_000)
  const wa = startClient('a', 'watch')
  const wb = startClient('b', 'watch')
  // Discovery is timed from a browsing client, as in phase 1: a client's own start (tsx) took more than the
  // 10 s on a loaded CI machine and failed the run before the client had asked anything.
  await wa.event('browsing', 20_000)
  await wb.event('browsing', 20_000)
  await wa.event('discovered', 10_000)
  await wb.event('discovered', 10_000)
  // Alive past its TTL: re-queries keep it listed while the host answers.
  await new Promise((r) => setTimeout(r, (EXPIRY_TTL_S + 1) * 1000))
  if (wa.events.some((e) => e.event === 'removed') || wb.events.some((e) => e.event === 'removed')) {
    fail('a live table expired')
  }
  const killAt = h2.signal('SIGKILL')
  const waGone = await wa.event('removed', 15_000)
  const wbGone = await wb.event('removed', 15_000)
  const expiry = {
    a: { ms: waGone.t - killAt, reason: waGone['reason'] },
    b: { ms: wbGone.t - killAt, reason: wbGone['reason'] }
  }
  progress(`after SIGKILL: ${JSON.stringify(expiry)}`)
  for (const r of [expiry.a, expiry.b]) {
    if (r.reason !== 'expired' || r.ms > LIMITS.expiryMs)
      fail(`expiry after SIGKILL: ${JSON.stringify(expiry)}`)
  }
  Object.assign(summary, {
    expiryTtlSeconds: EXPIRY_TTL_S,
    expiryRemovalMs: { a: expiry.a.ms, b: expiry.b.ms }
  })
}

// ---------- phase 3: two desktop apps find each other, play, and the table goes ----------
if (phases.has('desktop')) Object.assign(summary, { desktop: await desktopPhase() })

console.log(JSON.stringify(summary))
process.exit(0)

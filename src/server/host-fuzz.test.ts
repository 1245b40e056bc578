// Protocol fuzzing against a live table (issue 10): 100,000 seeded hostile frames from 20 connections on
// 127.0.0.1 while two honest players, a seated player who fuzzes between its own moves, and a bot play
// match after match. The host must not crash, the engine state may change only by legal moves (checked at
// every version and by a full replay), Object.prototype stays clean, no client ever receives a secret
// (R9), and the honest players finish their match.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { Rng, deepEqual, moveKey, parseMove } from '../engine'
import type { MatchState } from '../engine'
import { parseClientMessage } from '../protocol/messages'
import { startTableHost } from '../../test-support/server/table-host'
import type { TableHost } from '../../test-support/server/table-host'
import { loadSave } from './persistence/file-storage'
import { SecretsAudit } from '../../test-support/wire/secrets-audit'
import { seededRandom } from '../../test-support/server/seeded-random'
import { illegalMoves } from '../../test-support/hardening/frame-gen'
import { mergeStats, runFuzzer, sortedObject } from '../../test-support/hardening/fuzzer'
import type { Persona } from '../../test-support/hardening/fuzzer'
import { playHonestly } from '../../test-support/hardening/player'
import type { Player } from '../../test-support/hardening/player'
import { prototypeFingerprint } from '../../test-support/hardening/prototypes'
import { TransitionChecker } from '../../test-support/hardening/transitions'
import { TestClient } from '../../test-support/wire/test-client'
import { matchOf, versionOf } from '../../test-support/server/table-probe'
import { LOOSE_ROOM_LIMITS } from '../../test-support/server/loose-room-limits'

const FRAMES = Number(process.env.FTF_FUZZ_FRAMES ?? 100_000)
const SEED = Number(process.env.FTF_FUZZ_SEED ?? 0x535)
const PIN = '5353'
/** 19 fuzzers of three kinds plus the seated one: 20 hostile connections. */
const PERSONAS: Persona[] = [
  ...Array<Persona>(6).fill('raw'),
  ...Array<Persona>(9).fill('spectator'),
  ...Array<Persona>(4).fill('intruder'),
  'seated'
]

const cleanup: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined)
})

test(`${FRAMES} hostile frames from ${PERSONAS.length} connections: no crash, only legal moves, no leak`, async () => {
  const started = performance.now()
  const prototypesBefore = prototypeFingerprint()

  // Another table, whose real seat token and host key the intruders present.
  const other = await startTableHost({
    seats: 2,
    bots: [{ seat: 1, level: 'easy' }],
    botDelayMs: 0,
    random: seededRandom(SEED + 1)
  })
  cleanup.push(() => other.close())
  const otherAudit = new SecretsAudit()
  const otherPlayer = await TestClient.connect(other.urls.ws, 'other', { audit: otherAudit, history: false })
  await otherPlayer.hello({})
  cleanup.push(() => otherPlayer.close())
  const foreignTokens = [otherPlayer.token ?? '', other.table.hostKey].filter((t) => t !== '')
  expect(foreignTokens).toHaveLength(2)

  const dataDir = await mkdtemp(join(tmpdir(), 'ftf-fuzz-'))
  cleanup.push(() => rm(dataDir, { recursive: true, force: true }))
  const host: TableHost = await startTableHost({
    name: 'Fuzz',
    seats: 4,
    bots: [{ seat: 3, level: 'easy' }],
    pin: PIN,
    // A short match (target 10), so rounds, matches and rematches all happen under fire.
    options: { target: 10 },
    autoStart: true,
    botDelayMs: 0,
    seed: SEED,
    random: seededRandom(SEED),
    dataDir,
    // The fuzzer measures the parser and the table, not the rate limit (the flood test covers that).
    // Likewise the door's caps and PIN limits (door.test.ts covers those): wrong PINs still close.
    limits: { rate: { perSecond: 1e9, burst: 1e9 }, maxConnectionsPerAddress: 1e9, maxConnections: 1e9 },
    pinLimits: { freePerAddress: 1e9, totalBurst: 1e9, totalPerMinute: 1e9 },
    // And the room limits (room-limits.test.ts): the fuzzers join and leave as fast as they like.
    roomLimits: LOOSE_ROOM_LIMITS
  })
  cleanup.push(() => host.close())
  const table = host.table

  // Every committed version: the engine state (for the audit's truth) and the legality check.
  const states = new Map<number, MatchState | null>()
  let secrets = { tokens: [] as (string | null)[], hostKey: table.hostKey }
  const sentMoves = new Set<string>()
  const checker = new TransitionChecker({
    keepLog: true,
    authorize(seat, version, move) {
      const info = table.info().seats[seat]
      if (info === undefined) return `a move by seat ${seat}, which does not exist`
      if (info.kind === 'bot' || info.away) return null
      // Sent at any version since the game last changed: room changes since do not make a move stale.
      for (let v = version; v >= 0 && states.get(v) === states.get(version); v--) {
        if (sentMoves.has(`${seat}|${v}|${moveKey(move)}`)) return null
      }
      return `seat ${seat} never sent ${moveKey(move)} at version ${version} or since the game changed`
    }
  })
  const observe = (): void => {
    states.set(versionOf(table), matchOf(table))
    secrets = { tokens: table.snapshot().seats.map((s) => s.token), hostKey: table.hostKey }
    checker.observe(versionOf(table), matchOf(table))
  }
  table.onChange(observe)
  states.set(versionOf(table), matchOf(table))
  const audit = new SecretsAudit({ truthAt: (v) => states.get(v), secrets: () => secrets })

  /** Moves sent by a seated client, keyed by seat, version and move, for `authorize`. */
  const recordSent = (client: TestClient, text: string): void => {
    const parsed = parseClientMessage(text)
    if (!parsed.ok || parsed.value.type !== 'move' || client.seat === null) return
    const move = parseMove(parsed.value.move)
    if (move.ok) sentMoves.add(`${client.seat}|${parsed.value.version}|${moveKey(move.value)}`)
  }

  // Seats 0 and 1: honest players. Seat 2: its token goes to the seated fuzzer. Seat 3: a bot.
  let fuzzing = true
  const honest: { client: TestClient; player: Player }[] = []
  for (const label of ['honest0', 'honest1']) {
    const client = await TestClient.connect(host.urls.ws, label, { audit, history: false })
    cleanup.push(() => client.close())
    await client.hello({ pin: PIN })
    const rng = new Rng(SEED + honest.length)
    const player = playHonestly(client, {
      rng,
      thinkMs: () => rng.int(2),
      rematch: () => fuzzing,
      onMove: (version, move) => sentMoves.add(`${client.seat}|${version}|${moveKey(move)}`)
    })
    honest.push({ client, player })
  }
  const seatTaker = await TestClient.connect(host.urls.ws, 'seat2', { audit, history: false })
  await seatTaker.hello({ pin: PIN })
  const seat2Token = seatTaker.token ?? ''
  await seatTaker.close()
  expect(honest.map((h) => h.client.seat)).toEqual([0, 1])
  expect(seatTaker.seat).toBe(2)

  // The fuzzers: 20 connections, FRAMES frames in all.
  const seatedPlayers: Player[] = []
  let illegalSent = 0
  const fuzzStart = performance.now()
  const stats = await Promise.all(
    PERSONAS.map((persona, i) => {
      const rng = new Rng(SEED * 31 + i)
      return runFuzzer({
        label: `${persona}${i}`,
        persona,
        seed: SEED * 1000 + i,
        quota: Math.floor(FRAMES / PERSONAS.length) + (i < FRAMES % PERSONAS.length ? 1 : 0),
        url: host.urls.ws,
        pin: PIN,
        foreignTokens,
        audit,
        token: seat2Token,
        // The seated fuzzer's own moves queue behind its frames: small batches keep its turns short.
        batch: persona === 'seated' ? 8 : 64,
        onSend: persona === 'seated' ? recordSent : undefined,
        onSocket:
          persona === 'seated'
            ? (client) => {
                // On every turn, illegal moves at the current version first: they reach the engine.
                let attackedAt = -1
                client.on((m) => {
                  if (m.type !== 'state' || m.view === null || m.view.phase !== 'playing') return
                  if (m.view.turn !== m.view.seat || attackedAt === m.version) return
                  attackedAt = m.version
                  for (const move of illegalMoves(m.view, rng, 6)) {
                    const text = JSON.stringify({ type: 'move', version: m.version, move })
                    recordSent(client, text)
                    client.sendRaw(text, false)
                    illegalSent++
                  }
                })
                seatedPlayers.forEach((p) => p.stop())
                seatedPlayers.push(
                  playHonestly(client, {
                    rng,
                    thinkMs: () => rng.int(2),
                    rematch: () => fuzzing,
                    onMove: (version, move) => sentMoves.add(`${client.seat}|${version}|${moveKey(move)}`)
                  })
                )
              }
            : undefined
      })
    })
  )
  const fuzzMs = performance.now() - fuzzStart
  fuzzing = false
  seatedPlayers.forEach((p) => p.stop())

  // Seat 2's player reloads (new socket, same token) and plays honestly; everyone finishes the match.
  const seat2 = await TestClient.connect(host.urls.ws, 'seat2-reload', { audit, history: false })
  cleanup.push(() => seat2.close())
  const welcome = await seat2.hello({ token: seat2Token })
  expect(welcome?.type).toBe('welcome')
  expect(seat2.seat).toBe(2)
  const rng2 = new Rng(SEED + 7)
  const finisher = playHonestly(seat2, {
    rng: rng2,
    thinkMs: () => 1,
    rematch: () => false,
    onMove: (version, move) => sentMoves.add(`2|${version}|${moveKey(move)}`)
  })
  for (const h of honest) h.player.poke()
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline && matchOf(table)?.phase !== 'matchOver') await sleep(20)
  await sleep(50)
  for (const h of [...honest.map((h) => h.player), finisher]) h.stop()

  const total = mergeStats(stats)
  const honestErrors = new Map<string, number>()
  for (const h of honest)
    for (const [code, n] of h.client.errors) honestErrors.set(code, (honestErrors.get(code) ?? 0) + n)
  const matchesFinished = Math.min(...honest.map((h) => h.player.matchesEnded))

  // A fresh spectator still gets in: the host is alive and serving.
  const probe = await TestClient.connect(host.urls.ws, 'probe', { audit, history: false })
  cleanup.push(() => probe.close())
  expect((await probe.hello({ pin: PIN, spectate: true }))?.type).toBe('welcome')
  expect(probe.latest ?? (await probe.next((m) => m.type === 'state').catch(() => null))).not.toBeNull()

  // The save on disk is the table as it is now: each change is written before it is sent, and while the
  // match end's fold writes its snapshot the journal still holds every change (loadSave reads both).
  const save = await loadSave(host.savePath ?? '')
  expect(save.version).toBe(versionOf(table))
  expect(deepEqual(save.match, matchOf(table))).toBe(true)

  const report = {
    framesSent: total.sent,
    connections: PERSONAS.length,
    illegalMovesOnTurn: illegalSent,
    sockets: total.sockets,
    fuzzSeconds: Number((fuzzMs / 1000).toFixed(1)),
    framesPerSecond: Math.round(total.sent / (fuzzMs / 1000)),
    refusalsByCode: sortedObject(total.refusals),
    closesByCode: sortedObject(total.closes),
    framesByKind: sortedObject(total.kinds),
    framesAudited: audit.framesChecked,
    versions: versionOf(table),
    legalMoves: checker.moves,
    roundsDealt: checker.rounds,
    matchesDealt: checker.matches,
    matchesFinished,
    honestErrors: sortedObject(honestErrors),
    totalSeconds: Number(((performance.now() - started) / 1000).toFixed(1))
  }
  console.log(`FUZZ ${JSON.stringify(report)}`)

  expect(total.sent).toBeGreaterThanOrEqual(FRAMES)
  expect(checker.violations).toEqual([])
  checker.finish(matchOf(table))
  expect(checker.violations).toEqual([])
  expect(deepEqual(checker.replay(), matchOf(table))).toBe(true)
  expect(matchOf(table)?.phase).toBe('matchOver')
  expect(matchesFinished).toBeGreaterThanOrEqual(1)
  // Honest players only ever hear 'stale' (the version moved while they thought).
  expect([...honestErrors.keys()].filter((code) => code !== 'stale')).toEqual([])
  expect(prototypeFingerprint()).toEqual(prototypesBefore)
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  audit.assertClean()
  otherAudit.assertClean()
  expect(table.isClosed).toBe(false)
}, 120_000)

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

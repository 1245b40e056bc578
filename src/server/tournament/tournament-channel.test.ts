// The tournament's channel and host over real sockets on 127.0.0.1 (issue 52): what a device may do and
// what it is refused (with a code, changing nothing), a device that comes back, a table of two playing
// its deals as matches, a Swiss evening, and a player withdrawn mid-stage whose seat a bot finishes.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import WebSocket from 'ws'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { phaseOf } from '../../tournament'
import { TOURNAMENT_WS_PATH } from '../../protocol/tournament-messages'
import type { TournamentServerMessage } from '../../protocol/tournament-messages'
import { PROTOCOL_VERSION } from '../../protocol/vocabulary'
import { settingsWith } from '../../../test-support/tournament/tournaments'
import { TournamentRig } from '../../../test-support/tournament/tournament-rig'

let rig: TournamentRig
let folder: string
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ftf-channel-'))
  rig = new TournamentRig(folder)
})
afterEach(async () => {
  await rig.close()
  await rm(folder, { recursive: true, force: true })
})

const error = (m: TournamentServerMessage) => m.type === 'tournamentError'
const stageDone = (stage: number, deals: number) => (m: TournamentServerMessage) =>
  m.type === 'tournament' &&
  m.tournament.stages[stage - 1]?.tables.every((t) => t.deals.length === deals) === true

describe('the tournament channel', () => {
  it('refuses what a device may not do, with a code, and changes nothing', async () => {
    await rig.open(settingsWith({ format: 'duplicate', stages: 1, dealsPerStage: 1 }))
    const c = await rig.channel('stranger')
    c.send({ type: 'watch', stage: 1, table: 1 })
    expect(await c.next(error)).toMatchObject({ code: 'hello-first' })
    c.send({ type: 'tournamentHello', protocol: PROTOCOL_VERSION + 1, name: 'Ann' })
    expect(await c.next(error)).toMatchObject({ code: 'protocol-mismatch' })
    expect(await c.hello({ token: 'not-a-token-of-this-one' })).toMatchObject({ code: 'bad-token' })
    expect(await c.hello({ directorKey: 'not-the-director-key-1' })).toMatchObject({ code: 'bad-token' })
    expect(await c.hello({ name: 'Bot 3' })).toMatchObject({ code: 'bad-name' })
    c.ws.send('{')
    expect(await c.next(error)).toMatchObject({ code: 'bad-json' })
    expect(rig.host.state.entrants).toEqual([])
    // a page of another site may not open the channel (its Origin)
    const foreign = new WebSocket(`ws://127.0.0.1:${rig.server.port}${TOURNAMENT_WS_PATH}`, {
      origin: 'http://evil.example'
    })
    const status = await new Promise<number>((resolve) =>
      foreign.on('unexpected-response', (_, res) => resolve(res.statusCode ?? 0))
    )
    expect(status).toBe(403)
    // nor may one address hold more sockets than a table allows
    const sockets = []
    for (let i = 1; i < 16; i++) sockets.push(await rig.channel(`tab ${i}`))
    const extra = new WebSocket(`ws://127.0.0.1:${rig.server.port}${TOURNAMENT_WS_PATH}`)
    const full = await new Promise<number>((resolve) =>
      extra.on('unexpected-response', (_, res) => resolve(res.statusCode ?? 0))
    )
    expect(full).toBe(503)
  })

  it('closes registration at stage 1, and a device that comes back by token is told its seat again', async () => {
    await rig.open(settingsWith({ format: 'duplicate', stages: 1, dealsPerStage: 1 }), 2)
    const ann = await rig.device('Ann')
    const bob = await rig.device('Bob')
    const director = await rig.channel('director')
    await director.hello({ directorKey: rig.host.directorKey })
    director.send({ type: 'startStage' })
    const seat = await ann.channel.next((m) => m.type === 'yourSeat')
    await bob.channel.next((m) => m.type === 'yourSeat')
    const late = await rig.channel('Cy')
    expect(await late.hello({ name: 'Cy' })).toMatchObject({ code: 'registration-closed' })
    director.send({ type: 'startStage' })
    expect(await director.next(error)).toMatchObject({ code: 'stage-running' })
    // Ann's phone reloads: the token brings her back to the same seat, nothing typed
    const again = await rig.channel('Ann')
    expect(await again.hello({ token: ann.channel.token as string })).toMatchObject({
      entrant: ann.channel.entrant
    })
    expect(await again.next((m) => m.type === 'yourSeat')).toEqual(seat)
    expect(rig.host.state.entrants).toHaveLength(4)
  })

  it('plays a table of two: each deal a two-hands match, the next one started by the host', async () => {
    await rig.open(settingsWith({ format: 'duplicate', stages: 1, dealsPerStage: 2 }), 2)
    const director = await rig.channel('director')
    await director.hello({ directorKey: rig.host.directorKey })
    director.send({ type: 'startStage' })
    await director.next(stageDone(1, 2), 30_000)
    const table = rig.host.state.stages[0]?.tables[0]
    expect(table?.seats).toHaveLength(2)
    expect(table?.deals).toHaveLength(2)
    expect(phaseOf(rig.host.state)).toBe('over')
    rig.across.assertClean()
  })

  it('runs a Swiss evening, and a player withdrawn mid-stage has a bot finish the seat', async () => {
    await rig.open(settingsWith({ format: 'swiss', stages: 2, dealsPerStage: 2 }), 3)
    const ann = await rig.device('Ann')
    const director = await rig.channel('director')
    await director.hello({ directorKey: rig.host.directorKey })
    director.send({ type: 'startStage' })
    await ann.channel.next((m) => m.type === 'yourSeat')
    // Ann never plays: the director withdraws her and a stand-in bot finishes her table
    director.send({ type: 'withdraw', entrant: ann.channel.entrant as number })
    await director.next(stageDone(1, 2), 30_000)
    expect(rig.host.state.stages[0]?.tables[0]?.standIns).toHaveLength(1)
    director.send({ type: 'startStage' })
    await director.next(stageDone(2, 2), 30_000)
    expect(rig.host.state.stages[1]?.tables[0]?.seats).toHaveLength(3)
    expect(phaseOf(rig.host.state)).toBe('over')
    for (const { audit } of rig.tables.values()) audit.assertClean()
    rig.across.assertClean()
  })
})

describe('the page and the countdown', () => {
  it('sends a bare address on to the player page, and serves the pages themselves', async () => {
    await rig.open(settingsWith({ format: 'duplicate', stages: 1, dealsPerStage: 1 }))
    const base = `http://127.0.0.1:${rig.server.port}`
    const bare = await fetch(`${base}/`, { redirect: 'manual' })
    expect(bare.status).toBe(302)
    expect(bare.headers.get('location')).toBe('/?tournament')
    expect(rig.server.urls.screen).toBe(`${base}/?screen=tournament`)
    expect(rig.server.urls.director).toBe(`${base}/?tournament#director=${rig.host.directorKey}`)
  })

  it("starts the next stage by itself when the director's countdown runs out; only the director sets one", async () => {
    await rig.open(settingsWith({ format: 'duplicate', stages: 1, dealsPerStage: 1 }), 4)
    const tv = await rig.channel('tv')
    await tv.hello({})
    tv.send({ type: 'scheduleStage', seconds: 1 })
    expect(await tv.next(error)).toMatchObject({ code: 'not-director' })
    const director = await rig.channel('director')
    await director.hello({ directorKey: rig.host.directorKey })
    director.send({ type: 'scheduleStage', seconds: 1 })
    const counting = await tv.next((m) => m.type === 'tournament' && (m.nextStageInMs ?? 0) > 0)
    expect((counting as { nextStageInMs: number }).nextStageInMs).toBeLessThanOrEqual(1000)
    const started = await tv.next((m) => m.type === 'tournament' && m.tournament.stages.length === 1, 10_000)
    expect((started as { nextStageInMs: number | null }).nextStageInMs).toBeNull()
    // a countdown while the stage plays is refused, and changes nothing
    director.send({ type: 'scheduleStage', seconds: 60 })
    expect(await director.next(error)).toMatchObject({ code: 'stage-running' })
    expect(rig.host.state.stages).toHaveLength(1)
  })
})

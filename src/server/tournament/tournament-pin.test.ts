// A tournament opened with a PIN (issue 52) over real sockets on 127.0.0.1: registering needs it as a
// table's seat does, with the table's codes and limits (table/pin-attempts.ts); a returning device, the
// director and a follower need none; and the PIN is in no frame any device is sent.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { TournamentServerMessage } from '../../protocol/tournament-messages'
import { settingsWith } from '../../../test-support/tournament/tournaments'
import { TournamentRig } from '../../../test-support/tournament/tournament-rig'
import type { TournamentClient } from '../../../test-support/tournament/tournament-client'
import { TournamentHost } from './tournament-host'

// Eight digits: no port, count or token of these tests can hold them by chance.
const PIN = '90817263'
const WRONG = '90817264'
/** Two free wrong PINs per address, then an hour's wait: no test waits for a clock. */
const LIMITS = { freePerAddress: 2, backoffBaseMs: 3_600_000, backoffMaxMs: 3_600_000 }

let rig: TournamentRig
let folder: string
const clients: TournamentClient[] = []
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ftf-tournament-pin-'))
  rig = new TournamentRig(folder)
})
afterEach(async () => {
  clients.length = 0
  await rig.close()
  await rm(folder, { recursive: true, force: true })
})

async function device(label: string): Promise<TournamentClient> {
  const client = await rig.channel(label)
  clients.push(client)
  return client
}

/** The close code the host ends this connection with (the promise is made before anything is sent). */
function closeCode(client: TournamentClient): Promise<number> {
  return new Promise((resolve) => client.ws.once('close', (code) => resolve(code)))
}

const names = () => rig.host.state.entrants.map((e) => e.name)
const welcome = (m: TournamentServerMessage) => m.type === 'tournamentWelcome'

describe('a tournament with a PIN', () => {
  it('refuses registering without it or with a wrong one, changing nothing; the right one registers', async () => {
    await rig.open(settingsWith({ format: 'duplicate' }), 0, { pin: PIN, pinLimits: LIMITS })
    const follower = await device('TV')
    expect(await follower.hello({})).toMatchObject({
      type: 'tournamentWelcome',
      entrant: null,
      pinRequired: true
    })

    const ann = await device('Ann')
    expect(await ann.hello({ name: 'Ann' })).toMatchObject({ code: 'wrong-pin' })
    const closed = closeCode(ann)
    expect(await ann.hello({ name: 'Ann', pin: WRONG })).toMatchObject({ code: 'wrong-pin' })
    // every checked guess costs a connection, as at a table
    expect(await closed).toBe(1008)
    expect(names()).toEqual([])
    expect(rig.host.state.entrants).toHaveLength(0)

    const again = await device('Ann')
    const welcomed = await again.hello({ name: 'Ann', pin: PIN })
    expect(welcomed).toMatchObject({ type: 'tournamentWelcome', entrant: 1 })
    expect(names()).toEqual(['Ann'])
    // everyone following hears of the new entrant, and still that the PIN is needed
    expect(await follower.next((m) => m.type === 'tournament')).toMatchObject({ pinRequired: true })
  })

  it('lets in a returning device, the director and a follower without it, also while PINs are locked', async () => {
    await rig.open(settingsWith({ format: 'duplicate' }), 0, { pin: PIN, pinLimits: LIMITS })
    const bea = await device('Bea')
    await bea.hello({ name: 'Bea', pin: PIN })
    const token = bea.token as string

    // A registration refused anyway costs no guess: a bad name, however many times.
    const guesser = await device('guesser')
    for (let i = 0; i < 4; i++)
      expect(await guesser.hello({ name: 'Bot 7', pin: WRONG })).toMatchObject({ code: 'bad-name' })
    // Two free wrong PINs, then the one that locks this address.
    for (let i = 0; i < 3; i++) {
      const c = await device(`guess ${i}`)
      expect(await c.hello({ name: 'Eve', pin: WRONG })).toMatchObject({ code: 'wrong-pin' })
    }
    const locked = await device('Eve')
    const closed = closeCode(locked)
    expect(await locked.hello({ name: 'Eve', pin: PIN })).toMatchObject({ code: 'pin-locked' })
    expect(await closed).toBe(1008)
    expect(names()).toEqual(['Bea'])

    // From the same address: a token, the director key and a bare follower are not PIN tries.
    const back = await device('Bea again')
    expect(await back.hello({ token })).toMatchObject({ type: 'tournamentWelcome', entrant: 1 })
    const director = await device('director')
    expect(await director.hello({ directorKey: rig.host.directorKey, name: 'Dan' })).toMatchObject({
      type: 'tournamentWelcome',
      director: true
    })
    expect(names()).toEqual(['Bea', 'Dan'])
    const tv = await device('TV')
    expect(await tv.hello({})).toMatchObject({ type: 'tournamentWelcome', entrant: null })
  })

  it('sends the PIN in no frame to anyone, and after stage 1 nobody can guess it', async () => {
    await rig.open(settingsWith({ format: 'duplicate', stages: 1, dealsPerStage: 1 }), 2, {
      pin: PIN,
      pinLimits: LIMITS
    })
    const director = await device('director')
    await director.hello({ directorKey: rig.host.directorKey })
    const tv = await device('TV')
    await tv.hello({})
    for (const name of ['Ann', 'Bob']) await (await device(name)).hello({ name, pin: PIN })
    await (await device('wrong')).hello({ name: 'Cy', pin: WRONG })
    director.send({ type: 'startStage' })
    await tv.next((m) => m.type === 'tournament' && m.tournament.stages.length === 1)
    // once registration has closed, no PIN is checked: a guess is refused for that, the PIN unanswered
    for (let i = 0; i < 4; i++) {
      const late = await device(`late ${i}`)
      expect(await late.hello({ name: 'Cy', pin: WRONG })).toMatchObject({ code: 'registration-closed' })
    }
    const right = await device('late')
    expect(await right.hello({ name: 'Cy', pin: PIN })).toMatchObject({ code: 'registration-closed' })

    const frames = clients.flatMap((c) => c.frames)
    expect(frames.filter(welcome).length).toBeGreaterThanOrEqual(4)
    expect(frames.length).toBeGreaterThan(10)
    for (const frame of frames) expect(JSON.stringify(frame)).not.toContain(PIN)
    expect(JSON.stringify(rig.host.frame())).not.toContain(PIN)
  })

  it('keeps its PIN through a restart (the journal holds it)', async () => {
    await rig.open(settingsWith({ format: 'duplicate' }), 0, { pin: PIN })
    const resumed = await TournamentHost.resume(rig.deps())
    expect(resumed.pinRequired).toBe(true)
    expect(resumed.isPin(PIN)).toBe(true)
    expect(resumed.isPin(WRONG)).toBe(false)
    expect(resumed.frame()).toMatchObject({ pinRequired: true })
    await resumed.close()
  })

  it('refuses a PIN that is not 4 to 8 digits when it opens', () => {
    for (const pin of ['123', '123456789', '12a4', ''])
      expect(TournamentHost.create(settingsWith({}), rig.deps(), pin)).toMatchObject({
        ok: false,
        error: { code: 'bad-settings' }
      })
  })

  it('a tournament without a PIN says so, and registers without one', async () => {
    await rig.open(settingsWith({ format: 'swiss' }))
    const ann = await device('Ann')
    expect(await ann.hello({ name: 'Ann' })).toMatchObject({
      type: 'tournamentWelcome',
      entrant: 1,
      pinRequired: false
    })
  })
})

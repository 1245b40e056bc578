// The tournament rig's own promises, which bench:tournament counts on: both audits read every frame every
// client received, as it came off the socket (deltas as deltas); each table client is shown to the caller
// with its seat; and with a seed, an evening deals and seats the same again.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { TournamentServerMessage } from '../../src/protocol/tournament-messages'
import type { TableReader } from '../wire/tournament-audit'
import { TournamentRig } from './tournament-rig'
import type { RigOptions } from './tournament-rig'
import { settingsWith } from './tournaments'

type Frame = Extract<TournamentServerMessage, { type: 'tournament' }>

const folders: string[] = []
const rigs: TournamentRig[] = []
afterEach(async () => {
  for (const rig of rigs.splice(0)) await rig.close()
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
})

/** A one-stage, one-deal duplicate evening of `players` devices at tables of 4, played to its end;
 *  `before` sees the rig before anyone registers. */
async function evening(
  players: number,
  options: RigOptions = {},
  before: (rig: TournamentRig) => void = () => undefined
): Promise<TournamentRig> {
  const folder = await mkdtemp(join(tmpdir(), 'ftf-rig-'))
  folders.push(folder)
  const rig = new TournamentRig(folder, options)
  rigs.push(rig)
  before(rig)
  await rig.open(settingsWith({ format: 'duplicate', stages: 1, dealsPerStage: 1, preferredTableSize: 4 }))
  for (let i = 0; i < players; i++) await rig.device(`P${i + 1}`)
  const director = await rig.channel('director')
  await director.hello({ directorKey: rig.host.directorKey })
  rig.play()
  director.send({ type: 'startStage' })
  await director.next(
    (m) =>
      m.type === 'tournament' &&
      (m as Frame).tournament.stages[0]?.tables.every((t) => t.deals.length === 1) === true,
    30_000
  )
  return rig
}

describe('TournamentRig', () => {
  it('has both audits read every frame its clients received, deltas as they came', async () => {
    const shown: { label: string; reader: TableReader; seat: unknown }[] = []
    const types = new Map<string, number>()
    const rig = await evening(
      8,
      {
        onTableClient: (device, _client, reader) =>
          shown.push({ label: device.label, reader, seat: device.seats.at(-1) })
      },
      (r) => {
        const across = r.across.observeTable.bind(r.across)
        r.across.observeTable = (label, reader, text) => {
          const type = (JSON.parse(text) as { type: string }).type
          types.set(type, (types.get(type) ?? 0) + 1)
          across(label, reader, text)
        }
      }
    )
    const frames = rig.framesReceived()
    const readAtTables = [...rig.tables.values()].reduce((n, t) => n + t.audit.framesChecked, 0)
    expect(frames.table).toBeGreaterThan(100)
    expect(readAtTables).toBe(frames.table)
    expect(rig.across.framesChecked).toBe(frames.table + frames.channel)
    // as they came: the audit across tables read as many deltas as the clients received
    const deltas = rig.devices.reduce((n, d) => n + (d.table?.deltasIn ?? 0), 0)
    expect(deltas).toBeGreaterThan(0)
    expect(types.get('delta')).toBe(deltas)
    for (const { audit } of rig.tables.values()) audit.assertClean()
    rig.across.assertClean()
    // each device's table client was shown once, with the seat it followed
    expect(shown.map((s) => s.label).sort()).toEqual(rig.devices.map((d) => d.label).sort())
    for (const s of shown) expect(s.seat).toMatchObject(s.reader)
  }, 60_000)

  it('seats and deals the same evening again with the same seed', async () => {
    const picture = (rig: TournamentRig) => ({
      seating: rig.host.state.stages[0]?.tables.map((t) => t.seats),
      hands: rig.across.dealt
    })
    const first = picture(await evening(8, { seed: 7 }))
    const again = picture(await evening(8, { seed: 7 }))
    expect(first.hands).toHaveLength(8)
    expect(again).toEqual(first)
  }, 60_000)
})

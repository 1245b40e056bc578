// A seeded evening (tests and soaks only): a stage's seating and duplicate seeds follow from the seed and
// the stage's number alone, a bot's decision from the seed, its table and the point of the game; and a host
// given the seeded context seats and seeds its stages the same way every time, while one without it does not.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { newMatch, viewFor } from '../../engine'
import { SEED_PATTERN } from '../../protocol/tournament-data'
import type { BotPlayer } from '../bot-player'
import { simplestLegalPlayer } from '../bot-player'
import { reportingHost, roundEnded } from '../../../test-support/tournament/reporting-tables'
import { settingsWith } from '../../../test-support/tournament/tournaments'
import { decisionSeed, seededDecisions, seededStageContext } from './insecure-seed'

const draws = (stage: number, seed = 535) => {
  const context = seededStageContext(seed, stage)
  return {
    order: Array.from({ length: 8 }, () => context.random.int(1000)),
    seeds: [context.newSeed(), context.newSeed()]
  }
}

describe('a stage’s seeded context', () => {
  it('draws the same for the same seed and stage, whenever it is asked', () => {
    expect(draws(2)).toEqual(draws(2))
  })

  it('draws otherwise for another stage or another seed', () => {
    expect(draws(1).order).not.toEqual(draws(2).order)
    expect(draws(1).seeds[0]).not.toEqual(draws(2).seeds[0])
    expect(draws(1, 536).order).not.toEqual(draws(1).order)
  })

  it('gives duplicate seeds the tournament accepts, a new one each time', () => {
    const { seeds } = draws(1)
    for (const seed of seeds) expect(seed).toMatch(SEED_PATTERN)
    expect(seeds[0]).not.toEqual(seeds[1])
  })
})

describe('a seeded decision', () => {
  const point = { seat: 2, round: 1, log: [1, 2, 3] }

  it('follows from the seed, the table and the point of the game', () => {
    const seed = decisionSeed(535, { stage: 1, table: 2 }, point)
    expect(decisionSeed(535, { stage: 1, table: 2 }, { ...point })).toBe(seed)
    expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 31).toBe(true)
    const others = [
      decisionSeed(536, { stage: 1, table: 2 }, point),
      decisionSeed(535, { stage: 2, table: 2 }, point),
      decisionSeed(535, { stage: 1, table: 3 }, point),
      decisionSeed(535, { stage: 1, table: 2 }, { ...point, seat: 1 }),
      decisionSeed(535, { stage: 1, table: 2 }, { ...point, round: 2 }),
      decisionSeed(535, { stage: 1, table: 2 }, { ...point, log: [1, 2] })
    ]
    expect(new Set([seed, ...others]).size).toBe(others.length + 1)
  })

  it('is what the bot player is asked with, whatever seed the table drew', async () => {
    const asked: number[] = []
    const inner: BotPlayer = {
      chooseMove: (view, level, seed) => {
        asked.push(seed)
        return simplestLegalPlayer.chooseMove(view, level, seed)
      }
    }
    const match = newMatch(4, {}, 9)
    if (!match.ok) throw new Error(match.error.message)
    const view = viewFor(match.value, match.value.turn ?? 0)
    const place = { stage: 1, table: 4 }
    const player = seededDecisions(inner, 535, place)
    const first = await player.chooseMove(view, 'medium', 1)
    const second = await player.chooseMove(view, 'medium', 987_654)
    expect(second).toEqual(first)
    expect(asked).toEqual([decisionSeed(535, place, view), decisionSeed(535, place, view)])
  })
})

describe('a tournament host with the seeded context', () => {
  const folders: string[] = []
  afterEach(async () => {
    for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
  })

  /** A duplicate evening of 10 entrants, stage 1 played out, stage 2 seated; its stages and table places. */
  async function evening(seeded: boolean) {
    const folder = await mkdtemp(join(tmpdir(), 'ftf-seeded-'))
    folders.push(folder)
    const settings = settingsWith({ format: 'duplicate', stages: 2, dealsPerStage: 1, preferredTableSize: 4 })
    const { host, tables } = reportingHost(
      settings,
      folder,
      seeded ? { stageContext: (stage) => seededStageContext(535, stage) } : {}
    )
    for (let i = 1; i <= 10; i++) expect(host.register(`P${i}`).ok).toBe(true)
    expect((await host.startStage()).ok).toBe(true)
    tables.forEach((t) => t.emit(roundEnded(1, [t.place.table, 0, 1, 2, 3].slice(0, t.options.seats ?? 4))))
    expect((await host.startStage()).ok).toBe(true)
    return { stages: host.state.stages, places: tables.map((t) => t.place) }
  }

  it('seats and seeds every stage the same way twice; unseeded, it does not', async () => {
    const a = await evening(true)
    const b = await evening(true)
    expect(b.stages).toEqual(a.stages)
    expect(a.stages).toHaveLength(2)
    // each table was opened knowing its place (what its bots' decisions are keyed on)
    expect(a.places).toEqual([
      ...[1, 2, 3].map((table) => ({ stage: 1, table })),
      ...[1, 2, 3].map((table) => ({ stage: 2, table }))
    ])
    const c = await evening(false)
    expect(c.stages.map((s) => s.seeds)).not.toEqual(a.stages.map((s) => s.seeds))
  })
})

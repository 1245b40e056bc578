import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { checkTournament } from '../protocol/tournament-save'
import {
  expectOk,
  finishStage,
  players,
  registered,
  run,
  seededContext,
  settingsWith
} from '../../test-support/tournament/tournaments'
import { newTournament, phaseOf, seatOf } from './tournament-state'
import type { TournamentState } from './tournament-state'
import { reduce } from './reducer'
import type { TournamentCommand, TournamentContext } from './reducer'
import { TOURNAMENT_REFUSALS } from './refusals'
import { standings } from './standings'

/** The command is refused with `code`, and the state it was given is exactly as it was. */
function expectRefused(
  state: TournamentState,
  command: TournamentCommand,
  code: string,
  context = seededContext()
) {
  const before = JSON.stringify(state)
  const result = reduce(state, command, context)
  expect(result.ok ? 'accepted' : result.error.code).toBe(code)
  expect(JSON.stringify(state)).toBe(before)
}

const sizesOf = (s: TournamentState) => s.stages.at(-1)?.tables.map((t) => t.seats.length)
const entrantIds = (s: TournamentState, table: number) =>
  s.stages.at(-1)?.tables[table]?.seats.flatMap((h) => (h.kind === 'entrant' ? [h.id] : [])) ?? []

describe('opening a tournament', () => {
  it('refuses settings out of bounds with bad-settings', () => {
    for (const bad of [
      { name: ' ' },
      { stages: 0 },
      { dealsPerStage: 11 },
      { preferredTableSize: 2 },
      { preferredTableSize: 7 },
      { maxEntrants: 41 },
      { turnSeconds: -1 },
      { format: 'knockout' as never }
    ]) {
      const result = newTournament(settingsWith(bad))
      expect(result.ok ? 'accepted' : result.error.code).toBe('bad-settings')
    }
  })
})

describe('registration', () => {
  it('registers players and bots with names no two share, ids never given twice', () => {
    const context = seededContext()
    let s = registered({}, ['Ann', 'ann', 'Bot', 'Bot', 'Cy'], context)
    expect(s.entrants.map((e) => [e.id, e.name, e.bot])).toEqual([
      [1, 'Ann', undefined],
      [2, 'ann 2', undefined],
      [3, 'Bot 1', 'medium'],
      [4, 'Bot 2', 'medium'],
      [5, 'Cy', undefined]
    ])
    s = run(s, context, { type: 'withdraw', entrant: 5 }, { type: 'register', name: 'Di' })
    expect(s.entrants.map((e) => [e.id, e.name])).toContainEqual([6, 'Di'])
    expect(s.entrants.some((e) => e.id === 5)).toBe(false)
  })

  it('refuses a bad name, a bad bot level, a full tournament and a late registration', () => {
    const s = registered({ maxEntrants: 3 }, ['Ann', 'Bea'])
    expectRefused(s, { type: 'register', name: 'Bot 7' }, 'bad-name')
    expectRefused(s, { type: 'register', name: '   ' }, 'bad-name')
    expectRefused(s, { type: 'register', name: 'A\u202eB' }, 'bad-name')
    expectRefused(s, { type: 'addBot', level: 'godlike' as never }, 'bad-command')
    const full = run(s, seededContext(), { type: 'addBot', level: 'easy' })
    expectRefused(full, { type: 'register', name: 'Cy' }, 'full')
    const started = run(s, seededContext(), { type: 'startStage', stage: 1 })
    expectRefused(started, { type: 'register', name: 'Cy' }, 'registration-closed')
    expectRefused(started, { type: 'addBot', level: 'easy' }, 'registration-closed')
  })

  it('refuses a command it does not know', () => {
    expectRefused(registered({}, ['Ann']), { type: 'shuffle' } as never, 'bad-command')
  })
})

describe('stages', () => {
  it('seats a stage balanced, filling with bots only when asked', () => {
    const s = registered({}, players(10))
    expect(sizesOf(run(s, seededContext(), { type: 'startStage', stage: 1 }))).toEqual([4, 3, 3])
    const filled = run(s, seededContext(), { type: 'startStage', stage: 1, fillBots: 'hard' })
    expect(sizesOf(filled)).toEqual([4, 4, 4])
    const fillers = filled.stages[0]?.tables.flatMap((t) => t.seats.filter((h) => h.kind === 'filler'))
    expect(fillers).toEqual([
      { kind: 'filler', level: 'hard' },
      { kind: 'filler', level: 'hard' }
    ])
  })

  it('starts stages in order, one at a time, and ends after the last', () => {
    const context = seededContext()
    let s = registered({ stages: 2 }, players(5), context)
    expect(phaseOf(s)).toBe('registering')
    expectRefused(s, { type: 'startStage', stage: 2 }, 'wrong-stage')
    s = run(s, context, { type: 'startStage', stage: 1 })
    expect(phaseOf(s)).toBe('playing')
    expectRefused(s, { type: 'startStage', stage: 2 }, 'stage-running')
    s = finishStage(s, context)
    expect(phaseOf(s)).toBe('between')
    s = finishStage(run(s, context, { type: 'startStage', stage: 2 }), context)
    expect(phaseOf(s)).toBe('over')
    expectRefused(s, { type: 'startStage', stage: 3 }, 'tournament-over')
    expectRefused(s, { type: 'withdraw', entrant: 1 }, 'tournament-over')
  })

  it('needs two entrants to start a stage', () => {
    expectRefused(registered({}, ['Ann']), { type: 'startStage', stage: 1 }, 'too-few-players')
    const context = seededContext()
    let s = run(registered({}, ['Ann', 'Bea'], context), context, { type: 'startStage', stage: 1 })
    s = run(finishStage(s, context), context, { type: 'withdraw', entrant: 2 })
    expectRefused(s, { type: 'startStage', stage: 2 }, 'too-few-players')
  })

  it('seats Swiss stage 2 by the standings, then swaps repeats away (hand-computed)', () => {
    // Stage 1: A = 1 2 3, B = 4 5 6, C = 7 8 9, D = 10 11 12. A and B took 1, 2, 3 penalty points by
    // seat; C and D all took 1. Match points: 1 and 4 → 1; 2, 5 and all of C and D → ½; 3 and 6 → 0.
    // Order 1 4 2 5 7 8 9 10 11 12 3 6; blocks [1 4 2] [5 7 8] [9 10 11] [12 3 6] repeat 1-2, 7-8, 10-11.
    // Nearest swap that helps: 2 ↔ 7 (two places, removes two); then 10-11 can only go by 10 or 11 to a
    // table without C or D: nearest 5 ↔ 10 (four places). No repeats left.
    const stage1 = {
      tables: [
        [
          [1, 2, 3],
          [1, 2, 3]
        ],
        [
          [4, 5, 6],
          [1, 2, 3]
        ],
        [
          [7, 8, 9],
          [1, 1, 1]
        ],
        [
          [10, 11, 12],
          [1, 1, 1]
        ]
      ].map(([ids, deal]) => ({
        seats: (ids ?? []).map((id) => ({ kind: 'entrant' as const, id })),
        deals: [deal ?? []],
        standIns: []
      })),
      seeds: {}
    }
    const s = { ...registered({ preferredTableSize: 3, dealsPerStage: 1 }, players(12)), stages: [stage1] }
    const next = run(s, seededContext(), { type: 'startStage', stage: 2 })
    expect([0, 1, 2, 3].map((t) => entrantIds(next, t))).toEqual([
      [1, 4, 7],
      [2, 8, 10],
      [5, 9, 11],
      [12, 3, 6]
    ])
  })

  it('gives a duplicate stage one seed per table size, from the caller', () => {
    const context = seededContext()
    const s = run(registered({ format: 'duplicate' }, players(10), context), context, {
      type: 'startStage',
      stage: 1
    })
    expect(Object.keys(s.stages[0]?.seeds ?? {}).sort()).toEqual(['3', '4'])
    const swiss = run(registered({}, players(10)), seededContext(), { type: 'startStage', stage: 1 })
    expect(swiss.stages[0]?.seeds).toEqual({})
    const badSeed: TournamentContext = { ...seededContext(), newSeed: () => 'not a seed' }
    expectRefused(
      registered({ format: 'duplicate' }, players(4)),
      { type: 'startStage', stage: 1 },
      'bad-seed',
      badSeed
    )
  })
})

describe('reporting deals', () => {
  const context = seededContext()
  const playing = run(registered({ dealsPerStage: 2 }, players(7), context), context, {
    type: 'startStage',
    stage: 1
  })

  it('takes each table’s deals in order, one whole penalty per seat', () => {
    const table = playing.stages[0]?.tables[0]
    const seats = table?.seats.length ?? 0
    const fine = Array.from({ length: seats }, (_, i) => i)
    expectRefused(playing, { type: 'reportDeal', stage: 1, table: 1, deal: 2, penalties: fine }, 'wrong-deal')
    expectRefused(
      playing,
      { type: 'reportDeal', stage: 2, table: 1, deal: 1, penalties: fine },
      'wrong-stage'
    )
    expectRefused(
      playing,
      { type: 'reportDeal', stage: 1, table: 9, deal: 1, penalties: fine },
      'unknown-table'
    )
    expectRefused(
      playing,
      { type: 'reportDeal', stage: 1, table: 1, deal: 1, penalties: fine.slice(1) },
      'bad-penalties'
    )
    expectRefused(
      playing,
      { type: 'reportDeal', stage: 1, table: 1, deal: 1, penalties: [-1, ...fine.slice(1)] },
      'bad-penalties'
    )
    expectRefused(
      playing,
      { type: 'reportDeal', stage: 1, table: 1, deal: 1, penalties: [0.5, ...fine.slice(1)] },
      'bad-penalties'
    )
    let s = run(playing, context, { type: 'reportDeal', stage: 1, table: 1, deal: 1, penalties: fine })
    s = run(s, context, { type: 'reportDeal', stage: 1, table: 1, deal: 2, penalties: fine })
    expect(s.stages[0]?.tables[0]?.deals).toEqual([fine, fine])
    expectRefused(s, { type: 'reportDeal', stage: 1, table: 1, deal: 3, penalties: fine }, 'table-finished')
    expect(phaseOf(s)).toBe('playing')
  })

  it('refuses a report before any stage', () => {
    expectRefused(
      registered({}, players(3)),
      { type: 'reportDeal', stage: 1, table: 1, deal: 1, penalties: [0, 0, 0] },
      'wrong-stage'
    )
  })
})

describe('withdrawal', () => {
  it('marks a stand-in at an unfinished table, and seats the entrant at no later stage', () => {
    const context = seededContext()
    let s = run(registered({ dealsPerStage: 1 }, players(6), context), context, {
      type: 'startStage',
      stage: 1
    })
    const where = seatOf(s.stages[0] as never, 4)
    s = run(s, context, { type: 'withdraw', entrant: 4 })
    expect(s.entrants.find((e) => e.id === 4)?.withdrawnInStage).toBe(1)
    expect(s.stages[0]?.tables[where?.table ?? -1]?.standIns).toEqual([where?.seat])
    expectRefused(s, { type: 'withdraw', entrant: 4 }, 'already-withdrawn')
    expectRefused(s, { type: 'withdraw', entrant: 99 }, 'unknown-entrant')
    s = run(finishStage(s, context), context, { type: 'startStage', stage: 2 })
    expect(seatOf(s.stages[1] as never, 4)).toBeNull()
    expect(standings(s).rows.find((r) => r.entrant === 4)?.withdrawn).toBe(true)
  })

  it('marks no stand-in when the entrant’s table has finished the stage', () => {
    const context = seededContext()
    let s = run(registered({ dealsPerStage: 1 }, players(6), context), context, {
      type: 'startStage',
      stage: 1
    })
    const first = s.stages[0]?.tables[0]
    const id = first?.seats[0]?.kind === 'entrant' ? first.seats[0].id : -1
    s = run(s, context, {
      type: 'reportDeal',
      stage: 1,
      table: 1,
      deal: 1,
      penalties: first?.seats.map(() => 1) ?? []
    })
    s = run(s, context, { type: 'withdraw', entrant: id })
    expect(s.stages[0]?.tables[0]?.standIns).toEqual([])
  })
})

describe('any sequence of commands', () => {
  type Step =
    | { kind: 'register'; name: string }
    | { kind: 'addBot'; level: string }
    | { kind: 'withdraw'; entrant: number }
    | { kind: 'start'; aimed: boolean; stage: number; fill: boolean }
    | { kind: 'report'; table: number; deal: number; fits: boolean; values: number[] }
  // Weighted so that most runs register, play stages through and reach the end; the aimed steps name
  // the next stage, a table of it and its next deal, the others anything.
  const step: fc.Arbitrary<Step> = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('register' as const),
        name: fc.constantFrom('Ann', 'Bea', 'ann', 'Bot 1', '', 'Cy', 'Dee', 'Eve')
      })
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('addBot' as const),
        level: fc.constantFrom('easy', 'hard', 'nope')
      })
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('withdraw' as const),
        entrant: fc.integer({ min: 0, max: 9 })
      })
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('start' as const),
        aimed: fc.boolean(),
        stage: fc.integer({ min: 0, max: 4 }),
        fill: fc.boolean()
      })
    },
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('report' as const),
        table: fc.integer({ min: 0, max: 3 }),
        deal: fc.integer({ min: 0, max: 3 }),
        fits: fc.boolean(),
        values: fc.array(fc.integer({ min: -1, max: 30 }), { maxLength: 7 })
      })
    }
  )

  /** A step as the command a director or a table would send, aimed at the state's current stage. */
  function commandFor(s: TournamentState, st: Step): TournamentCommand {
    switch (st.kind) {
      case 'register':
        return { type: 'register', name: st.name }
      case 'addBot':
        return { type: 'addBot', level: st.level as never }
      case 'withdraw':
        return { type: 'withdraw', entrant: st.entrant }
      case 'start': {
        const stage = st.aimed ? s.stages.length + 1 : st.stage
        return st.fill ? { type: 'startStage', stage, fillBots: 'easy' } : { type: 'startStage', stage }
      }
      case 'report': {
        const tables = s.stages.at(-1)?.tables ?? []
        const number = st.fits ? (st.table % Math.max(1, tables.length)) + 1 : st.table
        const table = tables[number - 1]
        const penalties = st.fits
          ? (table?.seats.map((_, i) => Math.abs(st.values[i] ?? 0)) ?? [])
          : st.values
        const deal = st.fits ? (table?.deals.length ?? 0) + 1 : st.deal
        return { type: 'reportDeal', stage: s.stages.length, table: number, deal, penalties }
      }
    }
  }

  it('refuses with a known code and changes nothing, or gives a state the save check takes back as it is', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('swiss' as const, 'duplicate' as const),
        fc.array(step, { minLength: 30, maxLength: 80 }),
        (format, steps) => {
          const context = seededContext(3)
          let s = expectOk(
            newTournament(settingsWith({ format, stages: 2, dealsPerStage: 1, maxEntrants: 8 }))
          )
          for (const st of steps) {
            const before = JSON.stringify(s)
            const result = reduce(s, commandFor(s, st), context)
            expect(JSON.stringify(s)).toBe(before)
            if (!result.ok) {
              expect(TOURNAMENT_REFUSALS).toContain(result.error.code)
              continue
            }
            const saved = checkTournament(JSON.parse(JSON.stringify(result.value)))
            expect(saved.ok ? saved.value : saved.error).toEqual(result.value)
            s = result.value
          }
        }
      ),
      { numRuns: 150 }
    )
  })
})

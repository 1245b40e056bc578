import { describe, expect, it } from 'vitest'
import {
  finishStage,
  players,
  registered,
  run,
  seededContext
} from '../../test-support/tournament/tournaments'
import { forOutsiders, mayWatchTable, maySeeDeal, withoutSeeds } from './duplicate-secrecy'
import { checkTournament } from '../protocol/tournament-save'
import type { TournamentState } from './tournament-state'

/** Ten entrants at preferred 4: tables 1 (four), 2 and 3 (three each), two deals per stage. */
function tenAt(format: 'swiss' | 'duplicate') {
  const context = seededContext(11)
  const s = run(registered({ format, dealsPerStage: 2, stages: 2 }, players(10), context), context, {
    type: 'startStage',
    stage: 1
  })
  return { s, context }
}

const at = (s: TournamentState, table: number, seat = 0): number => {
  const holder = s.stages.at(-1)?.tables[table - 1]?.seats[seat]
  return holder?.kind === 'entrant' ? holder.id : -1
}

const report = (s: TournamentState, context: ReturnType<typeof seededContext>, table: number) => {
  const t = s.stages.at(-1)?.tables[table - 1]
  const deal = (t?.deals.length ?? 0) + 1
  return run(s, context, {
    type: 'reportDeal',
    stage: s.stages.length,
    table,
    deal,
    penalties: t?.seats.map(() => 1) ?? []
  })
}

describe('duplicate secrecy across tables', () => {
  it('holds a deal back from everyone outside its table until every table of its size has finished it', () => {
    const { s: started, context } = tenAt('duplicate')
    let s = started
    expect(s.stages[0]?.tables.map((t) => t.seats.length)).toEqual([4, 3, 3])
    const two = { entrant: at(s, 2) }
    const three = { entrant: at(s, 3) }
    const one = { entrant: at(s, 1) }
    const deal1AtTable3 = { stage: 1, table: 3, deal: 1 }
    expect(maySeeDeal(s, three, deal1AtTable3)).toBe(true) // its own table: R9 as at any table
    expect(maySeeDeal(s, two, deal1AtTable3)).toBe(false)
    expect(maySeeDeal(s, null, deal1AtTable3)).toBe(false) // a spectator, the party screen
    s = report(s, context, 3) // table 3 finished deal 1; table 2 (same size) has not
    expect(maySeeDeal(s, two, deal1AtTable3)).toBe(false)
    expect(maySeeDeal(s, one, deal1AtTable3)).toBe(false)
    s = report(s, context, 2)
    for (const member of [one, two, three, null]) expect(maySeeDeal(s, member, deal1AtTable3)).toBe(true)
    expect(maySeeDeal(s, two, { stage: 1, table: 3, deal: 2 })).toBe(false)
    // the table of four is the only one of its size: its deal is open once it has finished it
    expect(maySeeDeal(s, two, { stage: 1, table: 1, deal: 1 })).toBe(false)
    s = report(s, context, 1)
    expect(maySeeDeal(s, two, { stage: 1, table: 1, deal: 1 })).toBe(true)
  })

  it('lets nobody from outside watch a duplicate table while it plays, its own players always', () => {
    const { s: started, context } = tenAt('duplicate')
    let s = started
    const two = { entrant: at(s, 2) }
    expect(mayWatchTable(s, { entrant: at(s, 3) }, 1, 3)).toBe(true)
    expect(mayWatchTable(s, two, 1, 3)).toBe(false)
    s = report(report(s, context, 3), context, 2) // deal 1 done at both tables of three; deal 2 in play
    expect(mayWatchTable(s, two, 1, 3)).toBe(false)
    s = report(report(s, context, 3), context, 2)
    expect(mayWatchTable(s, two, 1, 3)).toBe(true)
    expect(mayWatchTable(s, null, 1, 3)).toBe(true)
    s = run(finishStage(s, context), context, { type: 'startStage', stage: 2 })
    expect(mayWatchTable(s, null, 1, 2)).toBe(true) // stage 1 is over everywhere
    expect(mayWatchTable(s, null, 2, 2)).toBe(false)
  })

  it('holds nothing back across the tables of a Swiss stage', () => {
    const { s } = tenAt('swiss')
    expect(maySeeDeal(s, { entrant: at(s, 2) }, { stage: 1, table: 3, deal: 1 })).toBe(true)
    expect(mayWatchTable(s, null, 1, 3)).toBe(true)
  })

  it('says no for a deal or table that does not exist', () => {
    const { s } = tenAt('swiss')
    for (const ref of [
      { stage: 2, table: 1, deal: 1 },
      { stage: 1, table: 4, deal: 1 },
      { stage: 1, table: 1, deal: 3 },
      { stage: 1, table: 1, deal: 0 }
    ]) {
      expect(maySeeDeal(s, null, ref)).toBe(false)
    }
    expect(mayWatchTable(s, null, 1, 9)).toBe(false)
  })

  it('gives anyone but the host the tournament without its seeds', () => {
    const { s } = tenAt('duplicate')
    const seeds = Object.values(s.stages[0]?.seeds ?? {})
    expect(seeds).toHaveLength(2)
    const shared = JSON.stringify(withoutSeeds(s))
    for (const seed of seeds) expect(shared).not.toContain(seed)
    expect(Object.values(s.stages[0]?.seeds ?? {})).toEqual(seeds) // the host's own state keeps them
  })

  it('shows outsiders a duplicate deal’s result only once every table of its size has finished it', () => {
    const { s: seated, context } = tenAt('duplicate')
    let s = report(seated, context, 1) // the table of four: the only one of its size
    s = report(s, context, 2) // a table of three; table 3 has not finished deal 1
    const shown = forOutsiders(s)
    expect(shown.stages[0]?.tables.map((t) => t.deals.length)).toEqual([1, 0, 0])
    expect(shown.stages[0]?.seeds).toEqual({})
    // what is left is a tournament as the save check reads one, once the host's seeds are put back
    const seeds = s.stages.map((stage) => stage.seeds)
    const whole = { ...shown, stages: shown.stages.map((stage, i) => ({ ...stage, seeds: seeds[i] ?? {} })) }
    expect(checkTournament(whole)).toMatchObject({ ok: true })
    s = report(s, context, 3)
    expect(forOutsiders(s).stages[0]?.tables.map((t) => t.deals.length)).toEqual([1, 1, 1])
    const swiss = tenAt('swiss')
    const played = report(swiss.s, swiss.context, 2)
    expect(forOutsiders(played).stages[0]?.tables.map((t) => t.deals.length)).toEqual([0, 1, 0])
  })
})

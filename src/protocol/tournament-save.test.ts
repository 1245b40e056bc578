import { describe, expect, it } from 'vitest'
import { checkTournament, MAX_TOURNAMENT_CHARS, tournamentFromText } from './tournament-save'
import type { TournamentState } from './tournament-data'

const SEED_3 = '3'.repeat(64)
const SEED_2 = '2'.repeat(64)

/** A duplicate tournament in stage 2 of 3: five entrants (one withdrew in stage 1, one is a bot). */
function saved(): TournamentState {
  return {
    format: 'five-three-five/tournament',
    version: 1,
    settings: {
      name: 'Friday night',
      format: 'duplicate',
      stages: 3,
      dealsPerStage: 2,
      preferredTableSize: 3,
      maxEntrants: 8,
      turnSeconds: 30,
      options: { twoPlayerGame: 'two-hands', threePlayerHand: 13, overwrite: 'same-size' }
    },
    entrants: [
      { id: 1, name: 'Ann' },
      { id: 2, name: 'Bea' },
      { id: 4, name: 'Cy', withdrawnInStage: 1 },
      { id: 5, name: 'Bot 1', bot: 'hard' },
      { id: 6, name: 'Dee' }
    ],
    lastEntrantId: 6,
    stages: [
      {
        tables: [
          {
            seats: [
              { kind: 'entrant', id: 1 },
              { kind: 'entrant', id: 4 },
              { kind: 'entrant', id: 6 }
            ],
            deals: [
              [0, 4, 7],
              [3, 0, 2]
            ],
            standIns: [1]
          },
          {
            seats: [
              { kind: 'entrant', id: 2 },
              { kind: 'entrant', id: 5 }
            ],
            deals: [
              [5, 0],
              [0, 9]
            ],
            standIns: []
          }
        ],
        seeds: { '2': SEED_2, '3': SEED_3 }
      },
      {
        tables: [
          {
            seats: [
              { kind: 'entrant', id: 6 },
              { kind: 'entrant', id: 2 },
              { kind: 'filler', level: 'easy' }
            ],
            deals: [[1, 2, 3]],
            standIns: []
          },
          {
            seats: [
              { kind: 'entrant', id: 5 },
              { kind: 'entrant', id: 1 },
              { kind: 'filler', level: 'easy' }
            ],
            deals: [],
            standIns: []
          }
        ],
        seeds: { '3': SEED_3.replace(/3/g, 'a') }
      }
    ]
  }
}

function expectRefused(input: unknown, code: string, says?: RegExp) {
  const result = checkTournament(input)
  expect(result.ok ? 'accepted' : result.error.code).toBe(code)
  if (!result.ok && says !== undefined) expect(result.error.message).toMatch(says)
}

/** The saved tournament with one change made by `edit`. */
function edited(edit: (t: TournamentState) => void): TournamentState {
  const t = saved()
  edit(t)
  return t
}

describe('the saved tournament', () => {
  it('reads back a sound tournament exactly', () => {
    const result = tournamentFromText(JSON.stringify(saved()))
    expect(result.ok ? result.value : result.error).toEqual(saved())
  })

  it('reads an older app\'s "expert" bots (an entrant and the fillers) as hard bots, all else as saved (issue 53)', () => {
    const older = JSON.stringify(saved())
      .replace('"bot":"hard"', '"bot":"expert"')
      .replaceAll('"level":"easy"', '"level":"expert"')
    expect(older).toContain('"bot":"expert"')
    const result = tournamentFromText(older)
    const fillersHard = edited((t) => {
      for (const stage of t.stages)
        for (const table of stage.tables)
          table.seats = table.seats.map((s) => (s.kind === 'filler' ? { kind: 'filler', level: 'hard' } : s))
    })
    expect(result.ok ? result.value : result.error).toEqual(fillersHard)
    expect(tournamentFromText(older.replace('"bot":"expert"', '"bot":"master"'))).toMatchObject({
      ok: false,
      error: { code: 'corrupt' }
    })
  })

  it('refuses what is not a tournament, or is of a newer version', () => {
    expectRefused({ format: 'five-three-five/table', version: 1 }, 'not-a-tournament')
    expectRefused(null, 'not-a-tournament')
    expectRefused({ ...saved(), version: 2 }, 'newer', /update the app/)
  })

  it('refuses text that is not JSON, or longer than any tournament', () => {
    const notJson = tournamentFromText('{"format": "five-three-five/tournament",')
    expect(notJson.ok ? 'accepted' : notJson.error.code).toBe('not-json')
    const huge = tournamentFromText(' '.repeat(MAX_TOURNAMENT_CHARS + 1))
    expect(huge.ok ? 'accepted' : huge.error.code).toBe('too-large')
  })

  it('refuses a damaged shape as corrupt, saying where', () => {
    expectRefused({ ...saved(), extra: 1 }, 'corrupt')
    expectRefused(
      edited((t) => (t.settings.preferredTableSize = 7)),
      'corrupt',
      /preferredTableSize/
    )
    expectRefused(
      edited((t) => (t.settings.format = 'knockout' as never)),
      'corrupt',
      /format/
    )
    expectRefused(
      edited((t) => (t.stages[0]!.seeds['3'] = 'short')),
      'corrupt',
      /seeds/
    )
    expectRefused(
      edited((t) => t.stages[0]!.tables[0]!.deals[0]!.splice(0, 1, -1)),
      'corrupt',
      /deals/
    )
    expectRefused(
      edited((t) => (t.entrants[0]!.bot = 'godlike' as never)),
      'corrupt',
      /bot/
    )
  })

  it('refuses a tournament whose parts do not fit together', () => {
    const cases: [string, (t: TournamentState) => void, RegExp][] = [
      [
        'a seat of nobody',
        (t) => (t.stages[1]!.tables[1]!.seats[0] = { kind: 'entrant', id: 9 }),
        /entrant 9/
      ],
      [
        'one entrant twice',
        (t) => (t.stages[1]!.tables[1]!.seats[0] = { kind: 'entrant', id: 6 }),
        /entrant 6/
      ],
      [
        'a withdrawn entrant seated later',
        (t) => (t.stages[1]!.tables[1]!.seats[0] = { kind: 'entrant', id: 4 }),
        /withdrawn/
      ],
      ['results for another table size', (t) => t.stages[0]!.tables[1]!.deals[0]!.push(1), /results/],
      ['more deals than a stage has', (t) => t.stages[0]!.tables[1]!.deals.push([1, 1]), /results/],
      ['a stage begun before the last ended', (t) => t.stages[0]!.tables[1]!.deals.pop(), /unfinished/],
      ['a table size with no seed', (t) => delete t.stages[0]!.seeds['2'], /seed/],
      ['a stand-in on no seat', (t) => t.stages[0]!.tables[1]!.standIns.push(2), /stand-in/],
      ['two entrants with one id', (t) => (t.entrants[1]!.id = 1), /id/],
      ['an id not given yet', (t) => (t.lastEntrantId = 5), /id/],
      ['more stages than its settings', (t) => (t.settings.stages = 1), /stages/],
      ['more entrants than its cap', (t) => (t.settings.maxEntrants = 4), /cap/],
      ['a withdrawal from a later stage', (t) => (t.entrants[2]!.withdrawnInStage = 3), /later stage/]
    ]
    for (const [what, edit, says] of cases) {
      const result = checkTournament(edited(edit))
      expect(result.ok ? `${what}: accepted` : result.error.code).toBe('corrupt')
      if (!result.ok) expect(result.error.message, what).toMatch(says)
    }
  })

  it('refuses a seed in a Swiss stage: Swiss tables deal from the host’s fresh randomness', () => {
    expectRefused(
      edited((t) => {
        t.settings.format = 'swiss'
        t.stages[1]!.seeds = {}
      }),
      'corrupt',
      /seed/
    )
  })
})

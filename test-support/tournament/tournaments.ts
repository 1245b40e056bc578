// Tournaments for tests (issue 52): settings with defaults, a seeded context (the host draws both from
// node:crypto), commands that must pass, and whole stages reported with made-up penalties.
import { Rng, defaultChoices } from '../../src/engine'
import { newTournament, phaseOf, reduce } from '../../src/tournament'
import type {
  TournamentCommand,
  TournamentContext,
  TournamentSettings,
  TournamentState
} from '../../src/tournament'

export function settingsWith(overrides: Partial<TournamentSettings> = {}): TournamentSettings {
  return {
    name: 'Friday night',
    format: 'swiss',
    stages: 3,
    dealsPerStage: 2,
    preferredTableSize: 4,
    maxEntrants: 40,
    turnSeconds: 0,
    options: defaultChoices(),
    ...overrides
  }
}

/** A repeatable context: the seating order from one seeded generator, seeds counted up from `seed`. */
export function seededContext(seed = 1): TournamentContext {
  let n = 0
  return {
    random: new Rng(seed),
    newSeed: () => (seed * 1000 + n++).toString(16).padStart(64, '0')
  }
}

export function expectOk<T>(
  r: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }
): T {
  if (!r.ok) throw new Error(`refused: ${r.error.code}: ${r.error.message}`)
  return r.value
}

/** Every command applied in turn; each must pass. */
export function run(
  state: TournamentState,
  context: TournamentContext,
  ...commands: TournamentCommand[]
): TournamentState {
  return commands.reduce((s, c) => expectOk(reduce(s, c, context)), state)
}

/** A new tournament with these entrants registered ('Bot' entries: a medium bot). */
export function registered(
  settings: Partial<TournamentSettings>,
  names: readonly string[],
  context = seededContext()
) {
  const start = expectOk(newTournament(settingsWith(settings)))
  return run(
    start,
    context,
    ...names.map((name): TournamentCommand =>
      name === 'Bot' ? { type: 'addBot', level: 'medium' } : { type: 'register', name }
    )
  )
}

/** Penalty points for one seat on one deal: by default the entrant's id, so lower ids do better. */
export type PenaltyOf = (table: number, seat: number, deal: number, state: TournamentState) => number

export const byEntrantId: PenaltyOf = (table, seat, _deal, state) => {
  const holder = state.stages.at(-1)?.tables[table]?.seats[seat]
  return holder?.kind === 'entrant' ? holder.id : 0
}

/** Reports every deal of every table of the stage being played. */
export function finishStage(
  state: TournamentState,
  context: TournamentContext,
  penalty: PenaltyOf = byEntrantId
) {
  if (phaseOf(state) !== 'playing') throw new Error('no stage is being played')
  const stage = state.stages.length
  let s = state
  const tables = state.stages.at(-1)?.tables ?? []
  for (const [t, table] of tables.entries()) {
    for (let deal = table.deals.length + 1; deal <= s.settings.dealsPerStage; deal++) {
      const penalties = table.seats.map((_, seat) => penalty(t, seat, deal, s))
      s = run(s, context, { type: 'reportDeal', stage, table: t + 1, deal, penalties })
    }
  }
  return s
}

/** Names for `n` players: P1, P2, … */
export const players = (n: number): string[] => Array.from({ length: n }, (_, i) => `P${i + 1}`)

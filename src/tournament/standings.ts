// The standings (docs/tournament.md › Standings). Only finished stages count: a stage's scores are
// known once every table has played it out, and a half-played stage would rank a table that plays
// fast above one that plays slowly.
// - Swiss: match points. At a table of n, a player gets, for each opponent, 1 when they took fewer
//   penalty points over the stage's deals than that opponent, ½ when as many, divided by n − 1: a stage
//   is worth 0 to 1 whatever the table's size (tables differ by one seat at most, and a table of three
//   gives fewer penalty points than a table of six, so raw penalties are not comparable). Higher is
//   better. Bots that fill a seat are opponents too.
// - Duplicate: the sum of the duplicate scores (duplicate-score.ts). Lower is better.
// - A stage an entrant did not sit at (withdrawn before it) scores 0 for them (Swiss: nothing won;
//   duplicate: what an average play scores). A withdrawn entrant keeps their place in the list, marked:
//   the stage they left is finished by a stand-in bot, and its result is theirs, as if they had stayed
//   (otherwise leaving a stage that goes badly would wipe it out).
// - Ranks: equal totals share a rank, and the next rank skips (1, 2, 2, 4); totals are compared after
//   rounding to a millionth (duplicate scores are means). Among equals, registration order.
// - Movement: the rank after the previous finished stage minus the rank now (+2: up two places), null
//   after the first stage.
import type { Entrant, TournamentState } from '../protocol/tournament-data'
import type { StageTable } from '../protocol/tournament-data'
import { duplicateStageScores } from './duplicate-score'
import { finishedStages } from './progress'

export interface StandingRow {
  entrant: number
  name: string
  bot: boolean
  withdrawn: boolean
  /** Score per finished stage (null: not seated at it). */
  stages: (number | null)[]
  /** After each finished stage, the total so far (the evening's chart). */
  running: number[]
  total: number
  rank: number
  /** Places gained since the previous finished stage (negative: lost), null after the first. */
  movement: number | null
}

export interface Standings {
  /** Which totals are better: Swiss match points are won, duplicate scores are penalties. */
  better: 'higher' | 'lower'
  /** Finished stages counted. */
  stagesCounted: number
  rows: StandingRow[]
}

/** Each seat's Swiss match points at a finished table. */
export function swissStagePoints(table: StageTable): number[] {
  const penalties = table.seats.map((_, seat) =>
    table.deals.reduce((sum, deal) => sum + (deal[seat] ?? 0), 0)
  )
  const opponents = penalties.length - 1
  if (opponents < 1) return penalties.map(() => 0)
  return penalties.map((mine, seat) => {
    let won = 0
    penalties.forEach((theirs, other) => {
      if (other !== seat) won += mine < theirs ? 1 : mine === theirs ? 0.5 : 0
    })
    return won / opponents
  })
}

/** A total as it is compared and shown: to a millionth, never −0. */
export const roundScore = (x: number): number => Math.round(x * 1e6) / 1e6 + 0

/** Every entrant's score per finished stage, in entrant order. */
function stageScores(state: TournamentState): Map<number, (number | null)[]> {
  const scores = new Map<number, (number | null)[]>(state.entrants.map((e) => [e.id, []]))
  for (const stage of finishedStages(state)) {
    const byTable =
      state.settings.format === 'swiss' ? stage.tables.map(swissStagePoints) : duplicateStageScores(stage)
    const got = new Map<number, number>()
    stage.tables.forEach((t, i) =>
      t.seats.forEach((s, seat) => {
        if (s.kind === 'entrant') got.set(s.id, byTable[i]?.[seat] ?? 0)
      })
    )
    for (const [id, list] of scores) list.push(got.get(id) ?? null)
  }
  return scores
}

/** Competition ranks (1, 2, 2, 4) of totals, best first by `better`. */
function ranksOf(totals: ReadonlyMap<number, number>, better: Standings['better']): Map<number, number> {
  const sign = better === 'higher' ? -1 : 1
  const ids = [...totals.keys()].sort((a, b) => sign * ((totals.get(a) ?? 0) - (totals.get(b) ?? 0)) || a - b)
  const ranks = new Map<number, number>()
  ids.forEach((id, i) => {
    const before = ids[i - 1]
    const tied = before !== undefined && totals.get(before) === totals.get(id)
    ranks.set(id, tied ? (ranks.get(before) ?? i + 1) : i + 1)
  })
  return ranks
}

const totalAfter = (scores: readonly (number | null)[], stages: number): number =>
  roundScore(scores.slice(0, stages).reduce<number>((sum, s) => sum + (s ?? 0), 0))

function row(
  entrant: Entrant,
  scores: (number | null)[],
  rank: number,
  before: number | undefined
): StandingRow {
  const running = scores.map((_, i) => totalAfter(scores, i + 1))
  return {
    entrant: entrant.id,
    name: entrant.name,
    bot: entrant.bot !== undefined,
    withdrawn: entrant.withdrawnInStage !== undefined,
    stages: scores,
    running,
    total: running.at(-1) ?? 0,
    rank,
    movement: before === undefined ? null : before - rank
  }
}

/** The standings after the finished stages: best first, ties in registration order. */
export function standings(state: TournamentState): Standings {
  const better = state.settings.format === 'swiss' ? 'higher' : 'lower'
  const scores = stageScores(state)
  const counted = finishedStages(state).length
  const totals = (stages: number) => new Map([...scores].map(([id, s]) => [id, totalAfter(s, stages)]))
  const ranks = ranksOf(totals(counted), better)
  const previous = counted >= 2 ? ranksOf(totals(counted - 1), better) : new Map<number, number>()
  const rows = state.entrants.map((e) =>
    row(e, scores.get(e.id) ?? [], ranks.get(e.id) ?? 1, previous.get(e.id))
  )
  rows.sort((a, b) => a.rank - b.rank || a.entrant - b.entrant)
  return { better, stagesCounted: counted, rows }
}

/** The podium: the first three ranks, each with everyone on it (a tie shares a step: 1, 1, 3). */
export function podium(table: Standings): { rank: number; entrants: number[] }[] {
  const steps: { rank: number; entrants: number[] }[] = []
  for (const r of table.rows) {
    if (r.rank > 3) break
    const step = steps.find((s) => s.rank === r.rank)
    if (step === undefined) steps.push({ rank: r.rank, entrants: [r.entrant] })
    else step.entrants.push(r.entrant)
  }
  return steps
}

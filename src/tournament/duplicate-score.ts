// Duplicate scoring (docs/tournament.md › Duplicate scoring). A hand is one seat of one deal at one table
// size: every table of that size held it (duplicate.ts deals it there). A player's score on a deal is
// their penalty minus the mean penalty of everyone who held the same hand at the other tables; lower is
// better, and the scores of one hand across its tables add up to 0, so a bad deal costs nobody: only
// playing it worse than the others did. Whoever held a hand alone (the only table of its size) scores 0
// on it: there is nobody to be compared with, and 0 is what an average play of it would score.
// A bot that filled a seat held its hand too and counts among the others; it is just not ranked.
import type { Stage } from '../protocol/tournament-data'
import { sizeKey } from './progress'

/** The score of each holder of one hand, from each one's penalty on it (same order). */
export function handScores(penalties: readonly number[]): number[] {
  const held = penalties.length
  if (held < 2) return penalties.map(() => 0)
  const sum = penalties.reduce((a, b) => a + b, 0)
  return penalties.map((p) => p - (sum - p) / (held - 1))
}

/**
 * Every seat's duplicate score in a stage, per table: `scores[table][seat]`, the sum over the deals that
 * every table of its size has finished (a deal still played somewhere counts nowhere yet: its result
 * would tell the others how it went).
 */
export function duplicateStageScores(stage: Stage): number[][] {
  const scores = stage.tables.map((t) => t.seats.map(() => 0))
  const bySize = new Map<string, number[]>()
  stage.tables.forEach((t, i) => bySize.set(sizeKey(t), [...(bySize.get(sizeKey(t)) ?? []), i]))
  for (const [, tables] of bySize) {
    const finished = Math.min(...tables.map((i) => stage.tables[i]?.deals.length ?? 0))
    const seats = stage.tables[tables[0] ?? 0]?.seats.length ?? 0
    for (let deal = 0; deal < finished; deal++) {
      for (let seat = 0; seat < seats; seat++) {
        const held = handScores(tables.map((i) => stage.tables[i]?.deals[deal]?.[seat] ?? 0))
        tables.forEach((table, k) => {
          const row = scores[table]
          if (row !== undefined) row[seat] = (row[seat] ?? 0) + (held[k] ?? 0)
        })
      }
    }
  }
  return scores
}

// R1 cards and R2 deals as counts per rank: cards have no suits, so a hand is just how many of each rank.
import { RANKS } from './types'
import type { PointsTable, Rank, RankCounts, Weather } from './types'

/** A table seats 2 to 6 players (RULES.md), one per seat. Every layer takes the seat range from here. */
export const MIN_SEATS = 2
export const MAX_SEATS = 6
/** RankCounts and PointsTable are indexed by rank directly, so they are 16 long (0, 6 and 10 unused). */
export const RANK_SLOTS = 16

const RANK_SET: ReadonlySet<number> = new Set(RANKS)

export function isRank(n: unknown): n is Rank {
  return typeof n === 'number' && RANK_SET.has(n)
}

export function isPlayerCount(players: unknown): players is number {
  return Number.isInteger(players) && (players as number) >= MIN_SEATS && (players as number) <= MAX_SEATS
}

/** R6.eight: the rank whose play clears a trick (unless it is in the trick's opening lead). */
export const EIGHT: Rank = 8

/** R6.eight: this card is an 8, the card that clears a trick when played after the lead. */
export function isEight(rank: Rank): boolean {
  return rank === EIGHT
}

/** R1: Rain 1–5, Cloud 7–9, Sun 11–15. */
export function weatherOf(rank: Rank): Weather {
  if (rank <= 5) return 'rain'
  if (rank <= 9) return 'cloud'
  return 'sun'
}

/** R1: four copies of each rank with 2–4 players, five with 5–6. */
export function copiesFor(players: number): number {
  return players >= 5 ? 5 : 4
}

export function emptyCounts(): RankCounts {
  return new Array<number>(RANK_SLOTS).fill(0)
}

/** The whole deck for this many players. */
export function deckFor(players: number): RankCounts {
  const counts = emptyCounts()
  const copies = copiesFor(players)
  for (const r of RANKS) counts[r] = copies
  return counts
}

export function deckSizeFor(players: number): number {
  return RANKS.length * copiesFor(players)
}

export function countsFromRanks(ranks: readonly Rank[]): RankCounts {
  const counts = emptyCounts()
  for (const r of ranks) counts[r] = (counts[r] ?? 0) + 1
  return counts
}

/** Ascending ranks, one entry per card. */
export function ranksFromCounts(counts: readonly number[]): Rank[] {
  const out: Rank[] = []
  for (const r of RANKS) {
    const n = counts[r] ?? 0
    for (let i = 0; i < n; i++) out.push(r)
  }
  return out
}

export function cardCount(counts: readonly number[]): number {
  let n = 0
  for (const r of RANKS) n += counts[r] ?? 0
  return n
}

/** R1.points / R7: what the cards left in a hand cost. */
export function pointsOf(counts: readonly number[], table: PointsTable): number {
  let total = 0
  for (const r of RANKS) total += (counts[r] ?? 0) * (table[r] ?? 0)
  return total
}

export function addCounts(a: readonly number[], b: readonly number[]): RankCounts {
  const out = emptyCounts()
  for (const r of RANKS) out[r] = (a[r] ?? 0) + (b[r] ?? 0)
  return out
}

/** a - b, or null when b holds a card a does not (the cards are not all there). */
export function subtractCounts(a: readonly number[], b: readonly number[]): RankCounts | null {
  const out = emptyCounts()
  for (const r of RANKS) {
    const n = (a[r] ?? 0) - (b[r] ?? 0)
    if (n < 0) return null
    out[r] = n
  }
  return out
}

export function sameCounts(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < RANK_SLOTS; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return false
  return true
}

// What the history screen shows beyond the totals main already computes (`History.stats`: matches,
// wins, average penalty per round): the record against each opponent and the series for the chart.
// Pure, so it is unit-tested without a screen. Only matches where this app's player is known count.
import type { HistoryEntry } from '../../../ipc/contract'
import type { BotLevel } from '../../../protocol/vocabulary'

/** Head to head against one opponent: fewer penalty points at the end is a win (R8). A bot is one
 *  opponent per level (an easy and a hard "Bot 2" are two); entries from before levels were recorded
 *  have none. */
export interface OpponentRecord {
  readonly name: string
  readonly bot: boolean
  readonly level?: BotLevel
  readonly wins: number
  readonly losses: number
  readonly ties: number
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] }
type OpponentTally = Mutable<OpponentRecord>

/** Records against every opponent, most matches first, then by name. */
export function opponentRecords(entries: readonly HistoryEntry[]): OpponentRecord[] {
  const byName = new Map<string, OpponentTally>()
  for (const entry of entries) {
    const me = entry.players.find((p) => p.me)
    if (!me || entry.practice === true) continue // practice (moves taken back) is no record
    for (const other of entry.players) {
      if (other === me) continue
      // Bots and people may share a name: keep them apart; and bots of two levels are two opponents.
      const level = other.bot ? other.level : undefined
      const key = `${other.bot ? 'bot' : 'human'}:${level ?? ''}:${other.name}`
      const record = byName.get(key) ?? {
        name: other.name,
        bot: other.bot,
        ...(level ? { level } : {}),
        wins: 0,
        losses: 0,
        ties: 0
      }
      if (me.points < other.points) record.wins++
      else if (me.points > other.points) record.losses++
      else record.ties++
      byName.set(key, record)
    }
  }
  const played = (r: OpponentRecord) => r.wins + r.losses + r.ties
  return [...byName.values()].sort((a, b) => played(b) - played(a) || a.name.localeCompare(b.name))
}

/** One bar of the chart: the player's final total in a recent match, and whether they won it. */
export interface RecentTotal {
  readonly id: string
  readonly tableName: string
  readonly finishedAt: string
  readonly points: number
  readonly won: boolean
}

/** The player's totals in the last `count` matches, oldest first (entries come newest first). */
export function recentTotals(entries: readonly HistoryEntry[], count = 10): RecentTotal[] {
  const recent: RecentTotal[] = []
  for (const entry of entries) {
    if (recent.length >= count) break
    const me = entry.players.find((p) => p.me)
    if (!me) continue
    recent.push({
      id: entry.id,
      tableName: entry.tableName,
      finishedAt: entry.finishedAt,
      points: me.points,
      won: me.winner
    })
  }
  return recent.reverse()
}

/** One round of a finished match: each seat's penalty points in it and the running totals after it. */
export interface RoundLine {
  readonly round: number
  readonly penalties: readonly number[]
  readonly totals: readonly number[]
}

/** A finished match round by round, or null when its entry kept only the totals (older entries, or a
 *  match that began before a restart of the app). */
export function roundLines(entry: HistoryEntry): RoundLine[] | null {
  const rounds = entry.roundPenalties
  if (!rounds || rounds.length === 0) return null
  let totals = entry.players.map(() => 0)
  return rounds.map((penalties, index) => {
    totals = totals.map((sum, seat) => sum + (penalties[seat] ?? 0))
    return { round: index + 1, penalties, totals }
  })
}

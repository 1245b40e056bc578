// What the history screen shows beyond the totals main already computes (`History.stats`: matches,
// wins, average penalty per round): the record against each opponent and the series for the chart.
// Pure, so it is unit-tested without a screen. Only matches where this app's player is known count.
import type { HistoryEntry } from '../../../ipc/contract'

/** Head to head against one opponent name: fewer penalty points at the end is a win (R8). */
export interface OpponentRecord {
  readonly name: string
  readonly bot: boolean
  readonly wins: number
  readonly losses: number
  readonly ties: number
}

/** Records against every opponent, most matches first, then by name. */
export function opponentRecords(entries: readonly HistoryEntry[]): OpponentRecord[] {
  const byName = new Map<string, { name: string; bot: boolean; wins: number; losses: number; ties: number }>()
  for (const entry of entries) {
    const me = entry.players.find((p) => p.me)
    if (!me || entry.practice === true) continue // practice (moves taken back) is no record
    for (const other of entry.players) {
      if (other === me) continue
      // Bots and people may share a name: keep them apart.
      const key = `${other.bot ? 'bot' : 'human'}:${other.name}`
      const record = byName.get(key) ?? { name: other.name, bot: other.bot, wins: 0, losses: 0, ties: 0 }
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

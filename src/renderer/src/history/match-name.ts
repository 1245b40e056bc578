// What the history calls a finished match: a LAN table by its name, a solo match as a match against its
// bots ("Solo against 3 bots"), whatever its table was called — before issue 51 solo tables were named
// after the player, and the history listed them as "Anna".
import type { HistoryEntry } from '../../../ipc/contract'
import { soloTableName } from '../lib/solo-words'

export function matchName(entry: Pick<HistoryEntry, 'kind' | 'tableName' | 'players'>): string {
  if (entry.kind !== 'solo') return entry.tableName
  return soloTableName(entry.players.filter((p) => p.bot).length)
}

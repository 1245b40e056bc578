// What the lobby's settings form sends about the PIN, and whether a new table state shows a save landed.
// The host never sees the current PIN again (it is not on the wire, not even to the host: a lobby is
// often on a shared screen), so an empty PIN field means "unchanged" and removing the PIN is its own,
// explicit choice.
import type { LobbySettingsChange, TableInfo } from '../../../protocol/messages'

/** The `pin` of a settings change: '' removes it, a new PIN replaces it, undefined keeps it. */
export function pinChange(typed: string, remove: boolean): string | undefined {
  if (remove) return ''
  return typed === '' ? undefined : typed
}

/** True when `table` shows every setting `change` asked for (so the form may say "Saved"). */
export function settingsShown(table: TableInfo, change: LobbySettingsChange): boolean {
  const { seats, pin, ...rest } = change
  if (seats !== undefined && table.seats.length !== seats) return false
  if (pin !== undefined && table.pinRequired !== (pin !== '')) return false
  return Object.entries(rest).every(([key, value]) => value === undefined || table[key as keyof typeof rest] === value)
}

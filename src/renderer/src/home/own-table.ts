// Joining a table this app runs (a reopened save, or the LAN table Home says is still running): over ws
// like everyone else, with the host key main handed this window, and with the seat token main knows, so
// the window takes its own seat back even when its storage forgot it.
import type { TableKind } from '../../../protocol/vocabulary'
import { t } from '../i18n'
import { saveSeat } from '../net/storage'
import { app, publicUrl } from '../state/app.svelte'
import { addressOf } from '../bridge/desktop'

/** What main returns for a table this app runs: where it listens, its host key, the window's seat token. */
export interface OwnTable {
  url: string
  port: number
  hostKey: string
  seatToken: string | null
  /** a LAN table's join URLs (the lobby's invite) */
  urls?: string[]
}

export function joinOwnTable(table: OwnTable, own: TableKind, name = app.playerName || t('home.defaultName')): void {
  const { address } = addressOf(table.url, table.port)
  if (table.seatToken) saveSeat(address, { tableId: '', token: table.seatToken, name })
  const joinUrls = table.urls ? { joinUrls: table.urls.map(publicUrl) } : {}
  app.join({ address, name, hostKey: table.hostKey, own, ...joinUrls })
}

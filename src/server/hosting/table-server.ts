// What the table-hosting lifecycle needs from a running table server and from the LAN advertiser, as
// small interfaces. ./real-table-server.ts adapts src/server's `startHost` and mDNS advertiser to them;
// tests inject fakes, or the real server on 127.0.0.1. Types only in this file.
import type { BotLevel, TableStatus } from '../../protocol/messages'
import type { TableEvent } from '../../server/table/table-events'

export type TableKind = 'hosted' | 'solo'

export interface TableServerOptions {
  readonly kind: TableKind
  /** bind address: 0.0.0.0 for a LAN table, 127.0.0.1 for solo */
  readonly host: string
  /** 0: any free port */
  readonly port: number
  readonly name?: string
  readonly seats?: number
  /** bots seated from the start */
  readonly bots?: readonly { readonly seat: number; readonly level: BotLevel }[]
  readonly options?: {
    readonly target?: number
    readonly twoPlayerHandSize?: number
    readonly firstLeader?: number | 'random'
    readonly turnSeconds?: number
  }
  readonly pin?: string
  /** start the match as soon as every seat is taken (solo) */
  readonly autoStart: boolean
  /** autosaves go to `<dataDir>/tables/<tableId>.json` */
  readonly dataDir: string
  /** continue this save file instead of opening a new table */
  readonly resume?: string
}

export interface SeatSummary {
  readonly kind: 'empty' | 'human' | 'bot'
  readonly name: string | null
}

export interface TableServer {
  readonly port: number
  /** this machine's join URL */
  readonly localUrl: string
  /** this machine's WebSocket endpoint */
  readonly wsUrl: string
  /** join URLs for the LAN (empty for a table bound to 127.0.0.1) */
  readonly lanUrls: readonly string[]
  /** the secret that grants lobby control */
  readonly hostKey: string
  /** where the autosave goes, or null */
  readonly savePath: string | null
  tableName(): string
  status(): TableStatus
  seats(): SeatSummary[]
  /** rounds finished in the current match (0 in the lobby) */
  roundsPlayed(): number
  /** each seat's token (null for bots and empty seats): the key to a seat when resuming */
  seatTokens(): (string | null)[]
  onEvent(listener: (event: TableEvent) => void): () => void
  /** tells everyone the table closed, writes the final save and stops listening */
  close(reason?: string): Promise<void>
}

export type StartTableServer = (options: TableServerOptions) => Promise<TableServer>

export interface Advertisement {
  /** sends the goodbye (TTL 0) and closes the sockets */
  stop(): Promise<void>
}

export type AdvertiseResult = { ok: true; advertisement: Advertisement } | { ok: false; message: string }

/** Advertises a LAN table over mDNS, following its seats and status until stopped. */
export type AdvertiseTable = (server: TableServer) => Promise<AdvertiseResult>

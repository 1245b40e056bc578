// The table's vocabulary: every constant and pattern the host, the desktop app, the renderer, the CLI
// and the bots agree on, in one place. No zod and no imports, so the browser bundle and the sandboxed
// preload can use it; the schemas that enforce it live beside it in ./messages.ts.

/** Bumped on any incompatible change; advertised over mDNS so old apps can mark a table unjoinable. */
export const PROTOCOL_VERSION = 1

/** WebSocket path on the host's single port (GET / serves the app itself). */
export const WS_PATH = '/ws'

/** Largest frame a host accepts (ws `maxPayload`). */
export const MAX_FRAME_BYTES = 16 * 1024

export const BOT_LEVELS = ['easy', 'medium', 'hard'] as const
export type BotLevel = (typeof BOT_LEVELS)[number]

export const TABLE_STATUSES = ['lobby', 'playing', 'roundOver', 'finished'] as const
export type TableStatus = (typeof TABLE_STATUSES)[number]

/** Seats at one table (RULES.md: 2 to 6 players). */
export const MIN_SEATS = 2
export const MAX_SEATS = 6

/** Player and table names are shown to everyone: at most this many characters. */
export const NAME_MAX_LENGTH = 24

/** A table PIN: four digits. */
export const PIN_PATTERN = /^\d{4}$/

/** Seat tokens and host keys: URL-safe, 16 to 64 characters. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/

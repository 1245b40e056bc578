// The table's vocabulary: every constant and pattern the host, the desktop app, the renderer, the CLI
// and the bots agree on, in one place. No zod and no imports (a leaf every layer may import), so the
// browser bundle and the sandboxed preload can use it; the schemas that enforce it live beside it in
// ./messages.ts.

/** Bumped on any incompatible change; advertised over mDNS so old apps can mark a table unjoinable.
 *  2: changes arrive as `delta` messages after a full `state` (issue 24). */
export const PROTOCOL_VERSION = 2

/** WebSocket path on the host's single port (GET / serves the app itself). */
export const WS_PATH = '/ws'

/** The tournament channel's path on the tournament host's port (the tables use WS_PATH on theirs). Here,
 *  not beside the channel's zod schemas, so a page that only connects does not load zod (issue 52). */
export const TOURNAMENT_WS_PATH = `${WS_PATH}/tournament`

/** The port a host listens on unless told otherwise, and the one assumed when a typed address has none. */
export const DEFAULT_PORT = 5350

/** Largest frame a host accepts (ws `maxPayload`). */
export const MAX_FRAME_BYTES = 16 * 1024

/** Weakest first. Read a level from disk or the wire through ./bot-level.ts, which knows the legacy one. */
export const BOT_LEVELS = ['easy', 'medium', 'hard'] as const
export type BotLevel = (typeof BOT_LEVELS)[number]

/**
 * Levels an older app may have written or may still send, and the level each is now. Issue 53 folded
 * the fourth level, "expert", into hard: hard plays the expert's search, since the expert did not
 * measure stronger by the margin its name promised (docs/bots.md). So settings, saves, records and
 * messages holding "expert" read as hard; nothing else about them changes.
 */
export const LEGACY_BOT_LEVELS = { expert: 'hard' } as const satisfies Record<string, BotLevel>
export type LegacyBotLevel = keyof typeof LEGACY_BOT_LEVELS

/** A legacy level's current name (LEGACY_BOT_LEVELS); any other value as it is, for a schema to judge. */
export function currentLevelName(value: unknown): unknown {
  return typeof value === 'string' && Object.hasOwn(LEGACY_BOT_LEVELS, value)
    ? LEGACY_BOT_LEVELS[value as LegacyBotLevel]
    : value
}

/** The bots a player may ask for a hint: the easy bot's moves are not worth suggesting. */
export const HINT_LEVELS = ['medium', 'hard'] as const satisfies readonly BotLevel[]
export type HintLevel = (typeof HINT_LEVELS)[number]

/** Who sits in a seat. */
export const SEAT_KINDS = ['empty', 'human', 'bot'] as const
export type SeatKind = (typeof SEAT_KINDS)[number]

/** A table this app runs: a LAN table it hosts, or a solo match against bots. */
export const TABLE_KINDS = ['hosted', 'solo'] as const
export type TableKind = (typeof TABLE_KINDS)[number]

/** Where a table is in its match, as its host knows it (and advertises it on the LAN). */
export const TABLE_STATUSES = ['lobby', 'playing', 'roundOver', 'finished'] as const
export type TableStatus = (typeof TABLE_STATUSES)[number]

/**
 * A table's status as the LAN list shows it: between rounds is still a match being played, and
 * `unknown` is a status this app cannot read (a table from a newer app).
 */
export const LISTED_TABLE_STATUSES = ['lobby', 'playing', 'finished', 'unknown'] as const
export type ListedTableStatus = (typeof LISTED_TABLE_STATUSES)[number]

/** Player and table names are shown to everyone: at most this many characters, wherever they are typed. */
export const NAME_MAX_LENGTH = 24

/** A table PIN: 4 to 8 digits, the host's choice (each extra digit makes guessing ten times slower). */
export const PIN_MIN_LENGTH = 4
export const PIN_MAX_LENGTH = 8
export const PIN_PATTERN = new RegExp(`^\\d{${PIN_MIN_LENGTH},${PIN_MAX_LENGTH}}$`)

/**
 * The product token the desktop app adds to its User-Agent (`… FiveThreeFive/1.2.3`). Its window loads
 * from a file, so its WebSockets carry `Origin: file://`, as would a local HTML file opened in a browser.
 * Hosts accept `file://` only together with this token: a page cannot choose the User-Agent of its
 * WebSocket handshake (the WebSocket API sets no headers), so only the app itself sends both.
 */
export const DESKTOP_APP_PRODUCT = 'FiveThreeFive'

/** Seat tokens and host keys: URL-safe, 16 to 64 characters. */
export const TOKEN_MAX_LENGTH = 64
export const TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9_-]{16,${TOKEN_MAX_LENGTH}}$`)

// What a host may choose for a table, and the bounds every form and schema holds it to.

// The target's bounds are the engine's (TARGET in engine/option-list.ts), with the table options.

/** Seconds per turn; 0 means no turn timer. */
export const TURN_SECONDS_MAX = 600

// What a player may choose for this app, wherever it is kept (settings file, browser storage).

/** How fast cards move: `off` shows each state at once. */
export const ANIMATION_SPEEDS = ['off', 'slow', 'normal', 'fast'] as const
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number]

/** Which sounds play: only the cue for your turn (the default), every effect, or none. */
export const SOUND_MODES = ['turn', 'all', 'off'] as const
export type SoundMode = (typeof SOUND_MODES)[number]

// Quick reactions at the table (issue 23): a fixed list, so a reaction never carries free text; each
// client shows its own words for an id.

/** The reactions a seated player may send to the table. */
export const REACTIONS = ['nice', 'ouch', 'well-played', 'oops', 'so-close', 'hurry'] as const
export type ReactionId = (typeof REACTIONS)[number]

/** Where a table answers its facts (protocol/table-facts.ts) over HTTP: the join page's first question. */
export const TABLE_FACTS_PATH = '/table.json'

// Tournament night (issue 52): many tables, one evening. The formats and the bounds every form, save
// and command holds a tournament to (docs/tournament.md states the rules behind them).

/** Swiss: seated by standings after stage 1. Duplicate: every table of a size plays the same deals. */
export const TOURNAMENT_FORMATS = ['swiss', 'duplicate'] as const
export type TournamentFormat = (typeof TOURNAMENT_FORMATS)[number]

/** A tournament as the LAN list shows it: registration open (no stage yet), running, or finished. */
export const TOURNAMENT_AD_STATUSES = ['open', 'running', 'finished'] as const
export type TournamentAdStatus = (typeof TOURNAMENT_AD_STATUSES)[number]

/** Players a tournament registers: two is the smallest table, forty a big LAN party. */
export const MIN_ENTRANTS = 2
export const MAX_ENTRANTS = 40

/** The table size a director prefers (a table of 2 plays another game, R2.two, so it is never preferred). */
export const PREFERRED_TABLE_SIZE = { min: 3, max: 6, default: 4 } as const

/** Stages in one evening, and deals each table plays in a stage. */
export const MAX_STAGES = 10
export const MAX_DEALS_PER_STAGE = 10

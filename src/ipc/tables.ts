// The tables of the IPC contract (./contract.ts): a table found on the LAN, the one this app hosts
// or plays solo, and the saved match it may resume.
import { z } from 'zod'
import {
  LISTED_TABLE_STATUSES,
  MAX_STAGES,
  PIN_PATTERN,
  TOURNAMENT_AD_STATUSES,
  TOURNAMENT_FORMATS
} from '../protocol/vocabulary'
import {
  SOLO_MAX_BOTS,
  botLevelSchema,
  isoDateSchema,
  nameSchema,
  portSchema,
  seatCountSchema,
  seatIndexSchema,
  secretSchema,
  tableOptionsSchema
} from './fields'

/** A table found on the LAN by mDNS (TXT: protocol version, table name, seats, status). */
export const discoveredTableSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** the first address to try (same as addresses[0]); empty when the table gave none */
  host: z.string(),
  port: portSchema,
  /** IPv4 addresses to try, best first */
  addresses: z.array(z.string()),
  /** the host's protocol version; 0 when it didn't say */
  protocolVersion: z.int().min(0),
  seats: z.object({ taken: z.int().min(0), total: z.int().min(0) }),
  status: z.enum(LISTED_TABLE_STATUSES),
  pinRequired: z.boolean(),
  /**
   * what the table plays where it differs from plain play at its seat count (TXT `game`, see
   * src/protocol/discovery.ts): two hands (R2.two), the target it goes to, 16 cards for three, bigger
   * overwrites (R2.variants)
   */
  game: z.object({
    twoHands: z.boolean(),
    target: z.int().min(1).nullable(),
    sixteenCards: z.boolean(),
    biggerOverwrites: z.boolean()
  }),
  /** false for another protocol version: listed so the user sees it, but joining would fail */
  joinable: z.boolean(),
  /**
   * set when this is a tournament's own port (TXT `kind=tournament`, src/protocol/tournament-txt.ts):
   * choosing it opens the tournament, not a join form; its tables are not listed (seats are 0 of 0)
   */
  tournament: z
    .object({
      name: z.string(),
      format: z.enum(TOURNAMENT_FORMATS),
      stage: z.int().min(1).max(MAX_STAGES),
      stages: z.int().min(1).max(MAX_STAGES),
      status: z.enum(TOURNAMENT_AD_STATUSES)
    })
    .nullable()
})
export type DiscoveredTable = z.output<typeof discoveredTableSchema>

export const hostTableOptionsSchema = z.strictObject({
  name: nameSchema,
  seats: seatCountSchema,
  /** absent: DEFAULT_PORT if free, else any free port; 0: any free port; else exactly this port */
  port: portSchema.optional(),
  /** 4 to 8 digits for a private table */
  pin: z.string().regex(PIN_PATTERN).optional(),
  options: tableOptionsSchema.optional()
})
export type HostTableOptions = z.input<typeof hostTableOptionsSchema>

/**
 * A table this app runs. The window joins it over ws like everyone else, at the ws address of `url`,
 * with `hostKey` in the hello (lobby control). `hostKey` is a secret: never show it, never put it in a
 * shared URL.
 */
const ownTableFields = {
  port: portSchema,
  /** this machine's join URL (http://127.0.0.1:port/) */
  url: z.string(),
  hostKey: secretSchema
}

export const hostedTableSchema = z.object({
  ...ownTableFields,
  /** join URLs for the other players, one per LAN address (for text and QR codes) */
  urls: z.array(z.string()),
  /** false when mDNS advertising failed: others must type an address (a notice says why) */
  advertised: z.boolean()
})
export type HostedTable = z.output<typeof hostedTableSchema>

/**
 * Solo: the player against 1–5 bots on 127.0.0.1, never advertised. The bots are seated by main and
 * the match starts as soon as the player joins. Give `bots` (one level per bot); `seats` alone (the
 * older form) means `seats - 1` medium bots.
 */
export const soloOptionsSchema = z
  .strictObject({
    seats: seatCountSchema.optional(),
    bots: z.array(botLevelSchema).min(1).max(SOLO_MAX_BOTS).optional(),
    name: nameSchema.optional(),
    options: tableOptionsSchema.optional()
  })
  .refine((o) => o.seats !== undefined || o.bots !== undefined, 'give bots (or seats)')
  .refine(
    (o) => o.seats === undefined || o.bots === undefined || o.seats === o.bots.length + 1,
    'seats must be the bots plus one'
  )
export type SoloOptions = z.input<typeof soloOptionsSchema>

export const soloTableSchema = z.object(ownTableFields)
export type SoloTable = z.output<typeof soloTableSchema>

/** A resumed solo match: the player's seat and its token (hello with `token` takes the seat back). */
export const resumedSoloSchema = z.object({
  ...ownTableFields,
  seat: seatIndexSchema,
  seatToken: secretSchema
})
export type ResumedSolo = z.output<typeof resumedSoloSchema>

/**
 * A reopened LAN table: as hosted, plus the host window's seat and its token (hello with `token` takes
 * it back); both null when the save does not say which seat was the host's.
 */
export const resumedHostedSchema = z.object({
  ...hostedTableSchema.shape,
  seat: seatIndexSchema.nullable(),
  seatToken: secretSchema.nullable()
})
export type ResumedHosted = z.output<typeof resumedHostedSchema>

/**
 * The LAN table this app still runs while its window is elsewhere (Home, after leaving it): what Home's
 * "still running" card shows, and the way back with the host key and the host window's seat and token,
 * so the host returns with the host controls. Null when no LAN table runs. Only the app's own window
 * gets this (like `hostKey`): a player in a browser never can.
 */
export const runningHostedSchema = z
  .object({
    ...resumedHostedSchema.shape,
    name: z.string(),
    /** a match is under way (a bot plays the host's seat meanwhile); false in the lobby or after a match */
    playing: z.boolean(),
    /** who sits at the table, in seat order (empty seats left out); `you`: the host window's seat */
    players: z.array(z.object({ name: z.string(), bot: z.boolean(), you: z.boolean() }))
  })
  .nullable()
export type RunningHosted = z.output<typeof runningHostedSchema>

/**
 * The seat token of the seat the app's owner plays at its running table (the solo player's, the LAN host
 * window's), null when none: a window whose storage holds no seat (a renderer reload that lost it, or in
 * the browser mode another browser on this machine) takes that seat when it is free, and else offers to
 * move it here (issue 51). Safe to hand over because only the owner reaches this call: Electron's own
 * window, or in the browser mode a page that traded the run's key (127.0.0.1 only, its Origin checked,
 * the key from a one-time code printed in the owner's terminal; docs/architecture.md). A LAN guest, even
 * one holding the host link, has no such page and never gets it.
 */
const ownerSeatField = { seatToken: secretSchema.nullable().optional() }

/** The table this app currently runs, if any (e.g. after a renderer reload). */
export const currentTableSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('hosted'), ...hostedTableSchema.shape, ...ownerSeatField }),
    z.object({ kind: z.literal('solo'), ...soloTableSchema.shape, ...ownerSeatField })
  ])
  .nullable()
export type CurrentTable = z.output<typeof currentTableSchema>

/** An unfinished match saved on disk (solo, or a LAN table this app hosted), offered for resuming. */
export const resumableSoloSchema = z
  .object({
    tableName: z.string(),
    savedAt: isoDateSchema,
    /** the round being played */
    round: z.int().min(1),
    players: z.array(z.object({ name: z.string(), points: z.int().min(0), bot: z.boolean() }))
  })
  .nullable()
export type ResumableSolo = z.output<typeof resumableSoloSchema>

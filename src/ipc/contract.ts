// The one typed IPC contract between the renderer, the preload bridge and the main process.
// Every channel has a zod schema for its arguments (validated in main before any handler runs) and for
// its result (validated in main before it leaves, which also strips fields the contract doesn't name).
// Channel and bridge-function names live in ./channels.ts (zod-free, see there), the tables' schemas in
// ./tables.ts, the tournaments' in ./tournaments.ts and ./tournament-history.ts, and the fields they share
// in ./fields.ts.
import { z } from 'zod'
import {
  ANIMATION_SPEEDS,
  NAME_MAX_LENGTH,
  PIN_PATTERN,
  SOUND_MODES,
  TABLE_KINDS,
  TURN_SECONDS_MAX
} from '../protocol/vocabulary'
import { choiceSchemas, chosenTargetSchema, firstLeaderSchema } from '../protocol/shapes'
import type { InvokeChannel, PushChannel, invokeChannels, pushChannels } from './channels'
import { SOLO_MAX_BOTS, botLevelSchema, isoDateSchema, seatCountSchema } from './fields'
import {
  currentTableSchema,
  discoveredTableSchema,
  hostTableOptionsSchema,
  hostedTableSchema,
  resumableSoloSchema,
  resumedHostedSchema,
  resumedSoloSchema,
  runningHostedSchema,
  soloOptionsSchema,
  soloTableSchema
} from './tables'
import { hostTournamentSettingsSchema, hostedTournamentSchema, runningTournamentSchema } from './tournaments'
import { MAX_TOURNAMENT_GAMES, tournamentHistoryEntrySchema } from './tournament-history'

export { INVOKE_CHANNELS, PUSH_CHANNELS, invokeChannels, pushChannels } from './channels'
export type { InvokeChannel, InvokeMethod, PushChannel, PushMethod } from './channels'
// The tables' schemas and types are part of the contract: importers find everything here.
export * from './tables'
export * from './tournaments'
export * from './tournament-history'

// ---------------------------------------------------------------------------------------------------
// Results and error codes

export const IPC_ERROR_CODES = [
  /** the feature behind this channel is not built yet (or not available on this host) */
  'not-available',
  /** the arguments did not match the channel's schema */
  'invalid-args',
  /** the call did not come from the app's own renderer in a window the app created */
  'forbidden-sender',
  /** the port asked for is taken by another program */
  'port-in-use',
  /** `table:resume` or `hosted:resume` with no unfinished match saved */
  'nothing-to-resume',
  /** the solo save could not be read or continued; the message says why, the file is kept */
  'save-unreadable',
  /** `tournament:host` while this app runs a tournament: `tournament:running` gives the way back to it */
  'tournament-running',
  /** the handler failed; details are logged in main, never sent */
  'internal'
] as const
export type IpcErrorCode = (typeof IPC_ERROR_CODES)[number]

export interface IpcError {
  readonly code: IpcErrorCode
  readonly message: string
}

export type IpcResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: IpcError }

export function ipcOk<T>(value: T): IpcResult<T> {
  return { ok: true, value }
}

export function ipcFail(code: IpcErrorCode, message: string): { ok: false; error: IpcError } {
  return { ok: false, error: { code, message } }
}

export const appInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
  electron: z.string(),
  chrome: z.string(),
  node: z.string(),
  platform: z.string()
})
export type AppInfo = z.output<typeof appInfoSchema>

/** What the home screen's host and solo forms start with. */
export const tableDefaultsSchema = z.strictObject({
  tableName: z.string().trim().max(NAME_MAX_LENGTH),
  seats: seatCountSchema,
  /** the last hosted table's PIN ('' for none): a weekly table keeps its PIN without retyping it */
  pin: z.union([z.literal(''), z.string().regex(PIN_PATTERN)]),
  /** solo: how many bots, and their level */
  soloBots: z.int().min(1).max(SOLO_MAX_BOTS),
  botLevel: botLevelSchema,
  /** solo: each bot's level at the last solo table, in seat order ([]: every bot at `botLevel`) */
  botLevels: z.array(botLevelSchema).max(SOLO_MAX_BOTS),
  target: chosenTargetSchema,
  /** Every choice option of the engine's list (engine/option-list.ts). */
  ...choiceSchemas,
  firstLeader: firstLeaderSchema,
  turnSeconds: z.int().min(0).max(TURN_SECONDS_MAX)
})
export type TableDefaults = z.output<typeof tableDefaultsSchema>

// Older settings files said on/off: "on" meant every effect, off (the default) is now the turn cue.
const soundModeSchema = z.preprocess(
  (value) => (value === true ? 'all' : value === false ? 'turn' : value),
  z.enum(SOUND_MODES)
)

/** Settings stored as JSON in the user-data folder (settings.json). */
export const settingsSchema = z.strictObject({
  playerName: z.string().trim().max(NAME_MAX_LENGTH),
  /** BCP 47 tag such as `en` or `pt-BR` */
  language: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/),
  sound: soundModeSchema,
  animationSpeed: z.enum(ANIMATION_SPEEDS),
  tableDefaults: tableDefaultsSchema
})
export type Settings = z.output<typeof settingsSchema>

/** `settings:set` takes a patch: only the fields to change (table defaults field by field, too). */
export const settingsPatchSchema = settingsSchema
  .extend({ tableDefaults: tableDefaultsSchema.partial() })
  .partial()
export type SettingsPatch = z.input<typeof settingsPatchSchema>

export const historyPlayerSchema = z.object({
  name: z.string(),
  /** total penalty points at the end of the match */
  points: z.int().min(0),
  bot: z.boolean(),
  /** a bot's level (recorded since issue 23): easy and hard "Bot 2" are two opponents */
  level: botLevelSchema.optional(),
  winner: z.boolean(),
  /** this app's player (known for solo; for hosted tables, the seat the host window took) */
  me: z.boolean()
})

export const historyEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(TABLE_KINDS),
  tableName: z.string(),
  /** ISO 8601 */
  finishedAt: isoDateSchema,
  rounds: z.int().min(1),
  players: z.array(historyPlayerSchema),
  /** each round's penalty points per seat, in seat order (recorded since issue 23; absent in older
   *  entries and when the match started before a restart of the app) */
  roundPenalties: z.array(z.array(z.int().min(0))).optional(),
  /** a solo match in which the player took moves back (undo): shown, left out of the win statistics */
  practice: z.boolean().optional(),
  /** issue 26: the match's full record is kept (history:record gives it, for the review) */
  hasRecord: z.boolean().optional()
})
export type HistoryEntry = z.output<typeof historyEntrySchema>

export const historyStatsSchema = z.object({
  matches: z.int().min(0),
  /** matches where this app's player was among the winners */
  wins: z.int().min(0),
  /** rounds this app's player played, over every recorded match */
  rounds: z.int().min(0),
  /** this app's player's penalty points per round; null before any round */
  averagePenaltyPerRound: z.number().min(0).nullable()
})
export type HistoryStats = z.output<typeof historyStatsSchema>

export const historySchema = z.object({
  /** newest first */
  entries: z.array(historyEntrySchema),
  stats: historyStatsSchema
})
export type History = z.output<typeof historySchema>

export const NOTICE_KINDS = [
  /** a settings, history or window-state file was unreadable: set aside, defaults used */
  'corrupt-file',
  /** a settings or history file could not be written */
  'write-failed',
  /** the hosted table runs but is not advertised on the LAN */
  'advertise-failed',
  /** the LAN table list is unavailable */
  'discovery-failed',
  /** an autosave of the running table failed (the last good save is kept) */
  'save-failed',
  /** a solo save could not be offered for resuming */
  'save-unreadable',
  /** a table was continued from a save with something to say: written by an older version, or repaired */
  'save-resumed',
  /** an unexpected error in the main process (the table server runs there): the running table was closed and saved */
  'table-error'
] as const
export type NoticeKind = (typeof NOTICE_KINDS)[number]

/** Something the user should know that is not an answer to a call. Shown until dismissed. */
export const noticeSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTICE_KINDS),
  message: z.string(),
  /** a file the notice is about (e.g. where a corrupt file was set aside) */
  file: z.string().optional(),
  /** ISO 8601 */
  at: isoDateSchema
})
export type Notice = z.output<typeof noticeSchema>

/** Issue 25: "Show on a big screen" — the party screen of the LAN table this app runs (one at a time, so
 *  no table is named): in a window of its own, full screen on a second display (`window`), or in the
 *  host's window itself when there is one display (`here`; View › Back to the table returns). */
export const partyOpenedSchema = z.object({ where: z.enum(['window', 'here']), url: z.string() })
export type PartyOpened = z.output<typeof partyOpenedSchema>

export const MENU_COMMANDS = [
  'rules', // Help › Rules: open the rules reference
  'settings', // File › Settings…
  'history', // File › Match history
  'home', // File › Home: leave the current screen for home
  'open-record', // File › Open match record… (issue 26)
  'export-record' // File › Export match… (issue 26)
] as const
export type MenuCommand = (typeof MENU_COMMANDS)[number]

// ---------------------------------------------------------------------------------------------------
// The contract

const noArgs = z.tuple([])

export const invokeContract = {
  'app:info': { args: noArgs, result: appInfoSchema },
  'settings:get': { args: noArgs, result: settingsSchema },
  'settings:set': { args: z.tuple([settingsPatchSchema]), result: settingsSchema },
  'discovery:list': { args: noArgs, result: z.array(discoveredTableSchema) },
  'table:host': { args: z.tuple([hostTableOptionsSchema]), result: hostedTableSchema },
  'table:stop': { args: noArgs, result: z.object({ stopped: z.boolean() }) },
  'table:solo': { args: z.tuple([soloOptionsSchema]), result: soloTableSchema },
  'table:current': { args: noArgs, result: currentTableSchema },
  'table:resumable': { args: noArgs, result: resumableSoloSchema },
  'table:resume': { args: noArgs, result: resumedSoloSchema },
  'table:discard': { args: noArgs, result: z.object({ discarded: z.boolean() }) },
  'hosted:resumable': { args: noArgs, result: resumableSoloSchema },
  'hosted:resume': { args: noArgs, result: resumedHostedSchema },
  'hosted:discard': { args: noArgs, result: z.object({ discarded: z.boolean() }) },
  'hosted:running': { args: noArgs, result: runningHostedSchema },
  /** issue 52: tournament night, one tournament at a time */
  'tournament:host': { args: z.tuple([hostTournamentSettingsSchema]), result: hostedTournamentSchema },
  'tournament:stop': { args: noArgs, result: z.object({ stopped: z.boolean() }) },
  'tournament:running': { args: noArgs, result: runningTournamentSchema },
  /** the finished tournaments this app ran, newest first (their games' records one by one, below) */
  'tournament:history': { args: noArgs, result: z.array(tournamentHistoryEntrySchema) },
  /** a game of a kept tournament (its id, the game's index) as its record file's text, or null */
  'tournament:record': {
    args: z.tuple([z.string().max(100), z.int().min(0).lt(MAX_TOURNAMENT_GAMES)]),
    result: z.object({ text: z.string().nullable() })
  },
  'history:list': { args: noArgs, result: historySchema },
  /** issue 26: a history entry's match record as its file's text (the renderer checks it), or null */
  'history:record': {
    args: z.tuple([z.string().max(100)]),
    result: z.object({ text: z.string().nullable() })
  },
  'notices:list': { args: noArgs, result: z.array(noticeSchema) },
  'notices:dismiss': { args: z.tuple([z.string().max(100)]), result: z.array(noticeSchema) },
  'party:open': { args: noArgs, result: partyOpenedSchema }
} as const satisfies { readonly [C in InvokeChannel]: { args: z.ZodTuple; result: z.ZodType } }

export const pushContract = {
  'discovery:changed': { payload: z.array(discoveredTableSchema) },
  'menu:command': { payload: z.object({ command: z.enum(MENU_COMMANDS) }) },
  'notices:changed': { payload: z.array(noticeSchema) }
} as const satisfies { readonly [C in PushChannel]: { payload: z.ZodType } }

/** Arguments as the renderer passes them. */
export type InvokeArgsIn<C extends InvokeChannel> = z.input<(typeof invokeContract)[C]['args']>
/** Arguments as a main handler receives them, after validation. */
export type InvokeArgs<C extends InvokeChannel> = z.output<(typeof invokeContract)[C]['args']>
export type InvokeResult<C extends InvokeChannel> = z.output<(typeof invokeContract)[C]['result']>
export type PushPayload<C extends PushChannel> = z.output<(typeof pushContract)[C]['payload']>

export type Unsubscribe = () => void

/** What the preload exposes as `window.fiveThreeFive`: one named function per channel. */
export type DesktopApi = {
  readonly [C in InvokeChannel as (typeof invokeChannels)[C]]: (
    ...args: InvokeArgsIn<C>
  ) => Promise<IpcResult<InvokeResult<C>>>
} & {
  readonly [C in PushChannel as (typeof pushChannels)[C]]: (
    listener: (payload: PushPayload<C>) => void
  ) => Unsubscribe
}

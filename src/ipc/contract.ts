// The one typed IPC contract between the renderer, the preload bridge and the main process.
// Every channel has a zod schema for its arguments (validated in main before any handler runs) and for
// its result (validated in main before it leaves, which also strips fields the contract doesn't name).
// Channel and bridge-function names live in ./channels.ts (zod-free, see there).
import { z } from 'zod'
import type { InvokeChannel, PushChannel, invokeChannels, pushChannels } from './channels'

export { INVOKE_CHANNELS, PUSH_CHANNELS, invokeChannels, pushChannels } from './channels'
export type { InvokeChannel, InvokeMethod, PushChannel, PushMethod } from './channels'

// ---------------------------------------------------------------------------------------------------
// Results and error codes

export const IPC_ERROR_CODES = [
  /** the feature behind this channel is not built yet (or not available on this host) */
  'not-available',
  /** the arguments did not match the channel's schema */
  'invalid-args',
  /** the call did not come from the app's own renderer in a window the app created */
  'forbidden-sender',
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

// ---------------------------------------------------------------------------------------------------
// Shared schemas

const portSchema = z.int().min(0).max(65_535)
const seatCountSchema = z.int().min(2).max(6)
const nameSchema = z.string().trim().min(1).max(40)

export const appInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
  electron: z.string(),
  chrome: z.string(),
  node: z.string(),
  platform: z.string()
})
export type AppInfo = z.output<typeof appInfoSchema>

/** Settings stored as JSON in the user-data folder. Later issues add fields. */
export const settingsSchema = z.strictObject({
  playerName: z.string().trim().max(24),
  /** BCP 47 tag such as `en` or `pt-BR` */
  language: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
})
export type Settings = z.output<typeof settingsSchema>

/** `settings:set` takes a patch: only the fields to change. */
export const settingsPatchSchema = settingsSchema.partial()
export type SettingsPatch = z.input<typeof settingsPatchSchema>

export const TABLE_STATUSES = ['lobby', 'playing', 'finished'] as const

/** A table found on the LAN by mDNS (TXT: protocol version, table name, seats, status). */
export const discoveredTableSchema = z.object({
  id: z.string(),
  name: z.string(),
  host: z.string(),
  port: portSchema,
  addresses: z.array(z.string()),
  protocolVersion: z.int().min(0),
  seats: z.object({ taken: z.int().min(0), total: z.int().min(0) }),
  status: z.enum(TABLE_STATUSES)
})
export type DiscoveredTable = z.output<typeof discoveredTableSchema>

export const hostTableOptionsSchema = z.strictObject({
  name: nameSchema,
  seats: seatCountSchema,
  /** 0 or absent: an ephemeral port */
  port: portSchema.optional()
})
export type HostTableOptions = z.input<typeof hostTableOptionsSchema>

export const hostedTableSchema = z.object({
  port: portSchema,
  /** join URLs, one per LAN address */
  urls: z.array(z.string())
})
export type HostedTable = z.output<typeof hostedTableSchema>

export const soloOptionsSchema = z.strictObject({
  /** the human takes one seat, bots the others */
  seats: seatCountSchema
})
export type SoloOptions = z.input<typeof soloOptionsSchema>

export const soloTableSchema = z.object({ port: portSchema, url: z.string() })
export type SoloTable = z.output<typeof soloTableSchema>

export const historyEntrySchema = z.object({
  id: z.string(),
  tableName: z.string(),
  /** ISO 8601 */
  finishedAt: z.string(),
  players: z.array(z.object({ name: z.string(), points: z.int().min(0) }))
})
export type HistoryEntry = z.output<typeof historyEntrySchema>

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
  'history:list': { args: noArgs, result: z.array(historyEntrySchema) }
} as const satisfies { readonly [C in InvokeChannel]: { args: z.ZodTuple; result: z.ZodType } }

export const pushContract = {
  'discovery:changed': { payload: z.array(discoveredTableSchema) }
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

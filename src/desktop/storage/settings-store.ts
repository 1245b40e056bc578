// The player's settings (name, language, sound, animation speed, defaults for new tables) in
// `<userData>/settings.json`. Read once at start; every change is validated, kept in memory and written.
// A missing field (a file from an older app) takes its default; anything else unreadable is set aside
// (see ./json-file.ts). A failed write keeps the change for this session and raises a notice.
import { join } from 'node:path'
import { z } from 'zod'
import { settingsSchema, tableDefaultsSchema } from '../../ipc/contract'
import type { Settings, SettingsPatch, TableDefaults } from '../../ipc/contract'
import type { ReportNotice } from '../notices'
import { DEFAULT_OPTIONS, defaultChoices } from '../../engine'
import { jsonFile } from './json-file'
import type { JsonFile } from './json-file'

export const SETTINGS_FILE = 'settings.json'
export const SETTINGS_FORMAT = 1

export const DEFAULT_TABLE_DEFAULTS: TableDefaults = {
  tableName: '',
  seats: 4,
  pin: '',
  soloBots: 3,
  botLevel: 'medium',
  botLevels: [],
  target: DEFAULT_OPTIONS.target,
  ...defaultChoices(),
  firstLeader: DEFAULT_OPTIONS.firstLeader,
  turnSeconds: 0
}

export const DEFAULT_SETTINGS: Settings = {
  playerName: '',
  language: 'en',
  sound: 'turn',
  animationSpeed: 'normal',
  tableDefaults: DEFAULT_TABLE_DEFAULTS
}

/** Every field defaults when missing; unknown fields (from a newer app of the same format) are dropped. */
function withDefaults<S extends z.ZodRawShape>(shape: S, defaults: Record<keyof S, unknown>) {
  const entries = Object.entries(shape).map(([key, schema]) => [
    key,
    (schema as z.ZodType).optional().transform((value) => value ?? defaults[key as keyof S])
  ])
  return z.object(Object.fromEntries(entries) as { [K in keyof S]: z.ZodType<z.output<S[K]>> })
}

const settingsDocumentSchema = z.object({
  format: z.literal(SETTINGS_FORMAT),
  settings: withDefaults(
    {
      ...settingsSchema.shape,
      tableDefaults: withDefaults(tableDefaultsSchema.shape, DEFAULT_TABLE_DEFAULTS)
    },
    DEFAULT_SETTINGS
  )
})
type SettingsDocument = { format: typeof SETTINGS_FORMAT; settings: Settings }

export interface SettingsStore {
  get(): Settings
  /** Applies a validated patch; resolves to the settings now in effect. */
  set(patch: SettingsPatch): Promise<Settings>
}

export async function openSettingsStore(
  userData: string,
  report: ReportNotice,
  now?: () => Date
): Promise<SettingsStore> {
  const file: JsonFile<SettingsDocument> = jsonFile({
    path: join(userData, SETTINGS_FILE),
    schema: settingsDocumentSchema as z.ZodType<SettingsDocument>,
    format: SETTINGS_FORMAT,
    label: 'settings',
    report,
    ...(now ? { now } : {})
  })
  let current: Settings = (await file.read())?.settings ?? DEFAULT_SETTINGS
  return {
    get: () => current,
    async set(patch) {
      const next = settingsSchema.parse({
        ...current,
        ...patch,
        tableDefaults: { ...current.tableDefaults, ...patch.tableDefaults }
      })
      current = next
      try {
        await file.write({ format: SETTINGS_FORMAT, settings: next })
      } catch (error) {
        report({
          kind: 'write-failed',
          message: `Your settings could not be saved (${(error as Error).message}); they apply until you quit.`,
          file: file.path
        })
      }
      return current
    }
  }
}

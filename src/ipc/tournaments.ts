// The tournament of the IPC contract (./contract.ts, issue 52): what the Tournament form sends to open
// one, and the tournament this app runs, as the window opens its page. One at a time, like a LAN table.
import { z } from 'zod'
import { NAME_PROBLEM_TEXT, nameProblem } from '../protocol/display-names'
import { keptChoiceSchemas } from '../protocol/shapes'
import { MAX_ENTRANTS, PIN_PATTERN, PREFERRED_TABLE_SIZE } from '../protocol/vocabulary'
import {
  dealsPerStageSchema,
  entrantCapSchema,
  nameSchema,
  preferredTableSizeSchema,
  secretSchema,
  stageCountSchema,
  tournamentFormatSchema,
  turnSecondsSchema
} from './fields'

/**
 * A new tournament's settings, as src/tournament's `newTournament` takes them: the name (shown to every
 * device, so held to the rules of every shown name), the format, how many stages of how many deals, the
 * table size the balancing aims at, the turn timer and the choice options every table plays with (an
 * option left out: its default). No target: a stage's match is exactly its deals. `pin` (4 to 8 digits,
 * as a table's): new players need it to register; it is the host's secret, kept out of the settings every
 * device is sent (desktop/hosting/tournament-hosting.ts takes it apart before the tournament opens).
 */
export const hostTournamentSettingsSchema = z.strictObject({
  name: nameSchema.superRefine((name, context) => {
    const problem = nameProblem(name)
    if (problem !== null) context.addIssue({ code: 'custom', message: NAME_PROBLEM_TEXT[problem] })
  }),
  format: tournamentFormatSchema,
  stages: stageCountSchema,
  dealsPerStage: dealsPerStageSchema,
  preferredTableSize: preferredTableSizeSchema.default(PREFERRED_TABLE_SIZE.default),
  /** the registration cap; the largest when left out */
  maxEntrants: entrantCapSchema.default(MAX_ENTRANTS),
  turnSeconds: turnSecondsSchema.default(0),
  options: z.strictObject(keptChoiceSchemas).prefault({}),
  pin: z.string().regex(PIN_PATTERN).optional()
})
export type HostTournamentSettings = z.input<typeof hostTournamentSettingsSchema>

/**
 * A tournament this app runs. The window opens its page at `address` (127.0.0.1:port) with `directorKey`
 * (the director's controls); `joinUrls` are the players' page on each LAN address (for text and QR
 * codes). `directorKey` is a secret: never show it, never put it in a shared URL.
 */
export const hostedTournamentSchema = z.object({
  address: z.string(),
  directorKey: secretSchema,
  joinUrls: z.array(z.string())
})
export type HostedTournament = z.output<typeof hostedTournamentSchema>

/** The tournament this app still runs (after a reload, or the window went Home), null when none: the way
 *  back to its page with the director's controls. Only the app's own window gets this (like `hostKey`). */
export const runningTournamentSchema = z
  .object({ ...hostedTournamentSchema.shape, name: z.string() })
  .nullable()
export type RunningTournament = z.output<typeof runningTournamentSchema>

// A bot level read back from disk or from the wire: settings, table saves, match records, tournament
// saves and messages, the table's client messages (seat a bot, change its level, ask for a hint) and the
// command line. Every reader goes through these schemas, so a legacy level ("expert", folded into hard by
// issue 53: vocabulary.ts LEGACY_BOT_LEVELS) reads as its current one everywhere alike, while an
// unknown level ("master") is refused as before, with the same issue as any other bad value.
import { z } from 'zod'
import { BOT_LEVELS, HINT_LEVELS, currentLevelName } from './vocabulary'
import type { BotLevel, HintLevel } from './vocabulary'

// The input is typed as a current level: this app never writes a legacy one, it only reads them.
export const botLevelSchema = z.preprocess((value: BotLevel) => currentLevelName(value), z.enum(BOT_LEVELS))

export const hintLevelSchema = z.preprocess(
  (value: HintLevel) => currentLevelName(value),
  z.enum(HINT_LEVELS)
)

/** A level typed on the command line (`--bot-level`), legacy names included; null when it is none. */
export function botLevelOf(text: string): BotLevel | null {
  const parsed = botLevelSchema.safeParse(text)
  return parsed.success ? parsed.data : null
}

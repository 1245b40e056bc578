// A bot's name in the player's language. The host names each bot "Bot n" after its seat (it has no
// language); a screen shows the name protocol/bot-names.ts gives that seat's level in the player's
// language ("Sprocket", "Zahnrad"), or "Bot n" translated where the level is unknown (records from
// before levels were kept). Any other name is shown as it is.
import { botName } from '../../../protocol/bot-names'
import type { BotLevel } from '../../../protocol/vocabulary'
import { locale, t } from '../i18n'

const DEFAULT_BOT_NAME = /^Bot (\d+)$/

/** The name a seat shows: the host's "Bot 3" at the easy level is "Sprocket" in English; people keep their names. */
export function shownName(name: string, bot: boolean, level?: BotLevel | null): string {
  const seat = bot ? DEFAULT_BOT_NAME.exec(name)?.[1] : undefined
  if (seat === undefined) return name
  const n = Number(seat)
  return level ? botName(locale.current, level, n - 1) : t('desktopWords.botName', { n })
}

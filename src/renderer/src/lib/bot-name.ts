// A bot's default name in the player's language. The host names each bot "Bot n" after its seat (in
// English: it has no language); any other name is shown as it is.
import { t } from '../i18n'

const DEFAULT_BOT_NAME = /^Bot (\d+)$/

/** The name a seat shows: the host's "Bot 3" is "Robot 3" in French; people keep their names. */
export function shownName(name: string, bot: boolean): string {
  const seat = bot ? DEFAULT_BOT_NAME.exec(name)?.[1] : undefined
  return seat === undefined ? name : t('desktopWords.botName', { n: Number(seat) })
}

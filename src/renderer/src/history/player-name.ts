// A player of a finished match as the history shows them: a bot says so, with its level when the entry
// recorded one, and its default name in the player's language.
import type { BotLevel } from '../../../protocol/vocabulary'
import { t } from '../i18n'
import { shownName } from '../lib/bot-name'
import { levelName } from '../lib/words'

interface Player {
  readonly name: string
  readonly bot: boolean
  readonly level?: BotLevel
}

export function playerName(player: Player): string {
  if (!player.bot) return player.name
  const name = shownName(player.name, true, player.level)
  return player.level
    ? t('desktopWords.botNameLevel', { name, level: levelName(player.level) })
    : t('history.botName', { name })
}

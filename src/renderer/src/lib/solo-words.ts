// Solo words and choices (issue 51): what a solo table is called — a match against bots, never the player's
// name (solo tables were named after the player, so Home said "Anna · round 2" and the history listed "Anna"
// as a table) — and the bot levels the Solo form starts from.
import type { BotLevel } from '../../../protocol/vocabulary'
import { t } from '../i18n'

/** "Solo against 3 bots": the name a new solo table gets, and what the history calls any solo match. */
export function soloTableName(bots: number): string {
  return t('evening.soloTable', { bots: t('home.bots', { count: bots }) })
}

/** Home's card for the saved solo match: "Against 3 bots, in round 2." (the card's title says it is solo). */
export function resumeSoloText(saved: { round: number; players: readonly { bot: boolean }[] }): string {
  const bots = saved.players.filter((p) => p.bot).length
  return t('home.resumeRound', { bots: t('home.bots', { count: bots }), round: saved.round })
}

/**
 * The Solo form's bot levels, one per possible bot: each as the last solo table had it (`botLevels`), the
 * others at the default level (`botLevel`, set in Settings), else medium.
 */
export function rememberedLevels(
  defaults: { botLevel?: BotLevel; botLevels?: readonly BotLevel[] } | undefined,
  count: number
): BotLevel[] {
  const fallback = defaults?.botLevel ?? 'medium'
  return Array.from({ length: count }, (_, i) => defaults?.botLevels?.[i] ?? fallback)
}

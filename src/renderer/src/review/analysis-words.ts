// Words for the review's verdicts (issue 26): a move as the table's buttons name it ("Lead 2-3-4",
// "Pass") and penalty points to one decimal, in the player's language.
import type { Move } from '../../../engine/types'
import { formatNumber, t } from '../i18n'
import { cardsText } from '../lib/cards'
import { moveKindName } from '../lib/words'

export function moveText(move: Move): string {
  if (move.kind === 'pass') return moveKindName('pass')
  return t('reviewAnalysis.move', { kind: moveKindName(move.kind), cards: cardsText(move.cards) })
}

/** Expected points to one decimal: the estimates are not finer than that. */
export const pointsText = (points: number): string => formatNumber(Math.round(points * 10) / 10)

// The central meld a play would make, for button labels and previews (display only). The engine's
// checkMove says it, under the table's overwrite rule (R5, R2.variants' bigger overwrites), so a label
// never shows a meld the table would not make.
import { checkMove, classifyMeld, countsFromRanks } from '../../../engine'
import type { Meld, Move, OverwriteRule } from '../../../engine/types'

/**
 * The central meld after `move` on `central`: the played cards for a lead or an overwrite (a bigger one
 * included), the longer meld for an add. A move the engine refuses shows its own cards.
 */
export function addToMeldView(
  central: Meld | null,
  move: Exclude<Move, { kind: 'pass' }>,
  overwrite: OverwriteRule = 'same-size'
): Meld {
  const checked = checkMove(countsFromRanks(move.cards), move.kind === 'lead' ? null : central, move, overwrite)
  if (checked.ok && checked.value.kind !== 'pass') return checked.value.meld
  const cards = [...move.cards]
  return classifyMeld(cards) ?? { type: 'single', cards: cards.sort((a, b) => a - b) }
}

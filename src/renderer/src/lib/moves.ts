// The central meld a play would make, for button labels and previews (display only).
import { classifyMeld } from '../../../engine'
import type { Meld, Move } from '../../../engine/types'

/** The meld after `move` on `central`: the played cards for a lead or overwrite, the union for an add. */
export function addToMeldView(central: Meld | null, move: Exclude<Move, { kind: 'pass' }>): Meld {
  const cards = move.kind === 'add' && central ? [...central.cards, ...move.cards] : [...move.cards]
  return classifyMeld(cards) ?? { type: 'single', cards: [...cards].sort((a, b) => a - b) }
}

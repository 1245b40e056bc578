// The player's own order of their hand (issue 23): cards dragged or moved with Shift+arrows into an
// order the automatic ones (lib/cards.ts: by weather, rank or meld) do not give. It lasts one deal: it
// belongs to a table and a round, and a new deal, or choosing an automatic order again, ends it.
// Pure: the state module (state/hand-arrangement.svelte.ts) keeps it and stores it for a reload.
import type { HandCard, HandGroup } from './cards'

/** The automatic orders of a hand (lib/cards.ts), as the display menu offers them. */
export const HAND_ORDERS = ['weather', 'rank', 'meld'] as const
export type HandOrder = (typeof HAND_ORDERS)[number]

/** The card keys (rank-copy, lib/cards.ts) in the player's order, for one table's one round. */
export interface CustomOrder {
  tableId: string
  round: number
  keys: readonly string[]
}

/** The saved order if it is this table's and this round's; null otherwise (a new deal starts afresh). */
export function orderFor(saved: CustomOrder | null, tableId: string | undefined, round: number | undefined): readonly string[] | null {
  return saved !== null && saved.tableId === tableId && saved.round === round ? saved.keys : null
}

/** `keys` with `key` moved to index `to` (clamped); unchanged when the key is not there. */
export function moveKey(keys: readonly string[], key: string, to: number): string[] {
  const from = keys.indexOf(key)
  if (from < 0) return [...keys]
  const rest = keys.filter((k) => k !== key)
  const at = Math.min(Math.max(to, 0), rest.length)
  return [...rest.slice(0, at), key, ...rest.slice(at)]
}

/**
 * The hand in the player's order, as one group. Cards played since keep the others' order; a card the
 * order does not know (none in a round, but a saved order may be older than the hand) goes last.
 */
export function arrangeCustom(cards: readonly HandCard[], keys: readonly string[]): HandGroup[] {
  if (cards.length === 0) return []
  const place = (card: HandCard) => {
    const i = keys.indexOf(card.key)
    return i < 0 ? keys.length : i
  }
  const ordered = [...cards].sort((a, b) => place(a) - place(b))
  return [{ id: 'custom', weather: null, meld: null, cards: ordered }]
}

/** The keyboard's move: Shift+← / Shift+→ moves the focused card one place, as the screen shows it
 *  (in a right-to-left layout → goes back). -1, +1, or null for any other key. */
export function arrangeStep(
  e: { key: string; shiftKey: boolean; altKey: boolean; ctrlKey: boolean; metaKey: boolean },
  dir: 'ltr' | 'rtl'
): -1 | 1 | null {
  if (!e.shiftKey || e.altKey || e.ctrlKey || e.metaKey) return null
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
  const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
  return e.key === forward ? 1 : e.key === back ? -1 : null
}

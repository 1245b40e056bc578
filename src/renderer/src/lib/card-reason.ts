// Why a dimmed card of the hand cannot be played now, in the player's words (issue 51). Which rule
// refuses the card is the engine's answer (engine/card-refusal.ts: the legal moves and checkMove's
// refusals); this only picks the sentence and names the central meld in it.
import { biggerPlayOverwrites, cardRefusal } from '../../../engine'
import type { CardRefusal } from '../../../engine'
import type { Rank, SeatView } from '../../../engine/types'
import { t, type Params } from '../i18n'
import { meldLabel } from './cards'
import { meldTypeName } from './words'

/** The sentence for a refusal; `bigger`: bigger overwrites would also beat the central meld (R2.variants). */
function reasonWords(code: CardRefusal, bigger: boolean, p: Params): string {
  switch (code) {
    case 'round-over':
      return t('cardReason.roundOver')
    case 'not-in-hand':
      return t('cardReason.notInHand')
    case 'not-your-turn':
      return t('cardReason.notYourTurn')
    case 'not-with-selection':
      return t('cardReason.notWithSelection')
    case 'cannot-overwrite-long':
      return t('cardReason.cannotOverwriteLong', p)
    case 'too-weak':
      return bigger ? t('cardReason.tooWeakOrBigger', p) : t('cardReason.tooWeak', p)
    case 'no-matching-meld':
      return bigger ? t('cardReason.noMatchingMeldOrBigger', p) : t('cardReason.noMatchingMeld', p)
  }
}

/** Why the viewing seat cannot play a card of `rank` with the cards it picked; null when it can. */
export function cardReasonText(view: SeatView, rank: Rank, selected: readonly Rank[]): string | null {
  const code = cardRefusal(view, rank, selected)
  if (code === null) return null
  const central = view.meld
  const params: Params = central ? { meld: meldLabel(central), type: meldTypeName(central.type) } : {}
  return reasonWords(code, central !== null && biggerPlayOverwrites(central, view.options.overwrite), params)
}

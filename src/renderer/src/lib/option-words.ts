// Words for the table options (lib/table-options.ts): the choices on the forms and the lobby's summary
// line ("2 hands · bigger overwrites"). Literal keys only, so the i18n tests find every one.
import type { ThreePlayerHand, TwoPlayerGame } from '../../../engine/types'
import { t } from '../i18n'
import { optionTags } from './table-options'
import type { GameOptions, OptionTag } from './table-options'

export function twoPlayerGameName(game: TwoPlayerGame): string {
  switch (game) {
    case 'two-hands':
      return t('options.twoHands')
    case 'to-target':
      return t('options.toTarget')
  }
}

export function threePlayerHandName(cards: ThreePlayerHand): string {
  switch (cards) {
    case 13:
      return t('options.hand13')
    case 16:
      return t('options.hand16')
  }
}

export function optionTagText(tag: OptionTag): string {
  switch (tag.kind) {
    case 'two-hands':
      return t('options.tagTwoHands')
    case 'target':
      return t('options.tagTarget', { n: tag.target })
    case 'hand-size':
      return t('options.tagHandSize', { n: tag.cards })
    case 'bigger-overwrites':
      return t('options.tagBigger')
  }
}

/** "2 hands · bigger overwrites"; '' when the table plays the default game. */
export function optionsLine(players: number, options: GameOptions): string {
  return optionTags(players, options).map(optionTagText).join(' · ')
}

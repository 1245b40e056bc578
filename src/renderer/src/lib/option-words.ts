// Words for the table options (lib/table-options.ts): the choices on the forms and the lobby's summary
// line ("2 hands · bigger overwrites"). Literal keys only, so the i18n tests find every one.
import type { ThreePlayerHand, TwoPlayerGame } from '../../../engine/types'
import { t } from '../i18n'
import type { Words } from './words'
import { optionTags } from './table-options'
import type { GameOptions, OptionTag } from './table-options'

const TWO_PLAYER_GAME: Words<TwoPlayerGame> = {
  'two-hands': () => t('options.twoHands'),
  'to-target': () => t('options.toTarget')
}
export const twoPlayerGameName = (game: TwoPlayerGame): string => TWO_PLAYER_GAME[game]()

const THREE_PLAYER_HAND: Words<ThreePlayerHand> = {
  13: () => t('options.hand13'),
  16: () => t('options.hand16')
}
export const threePlayerHandName = (cards: ThreePlayerHand): string => THREE_PLAYER_HAND[cards]()

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

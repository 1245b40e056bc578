// Words for the table options (lib/table-options.ts): the choices on the forms and the lobby's summary
// line ("2 hands · bigger overwrites"). Literal keys only, so the i18n tests find every one.
import type { ThreePlayerHand, TwoPlayerGame } from '../../../engine/types'
import type { ChoiceOptionName, ChoiceOptions } from '../../../engine/option-list'
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

/** What the options form says about one choice option. */
export interface OptionWords<V> {
  label: () => string
  /** Each value's name on a drop-down. */
  value: (value: V) => string
  /** One line under the field: what the chosen value does. */
  help: (value: V) => string
  /** An on/off option is a checkbox: the value it means when ticked, and when not. */
  checkbox?: { on: V; off: V }
}

type WordsOfEvery = { [K in ChoiceOptionName]: OptionWords<ChoiceOptions[K]> }

/** The words of every choice option of the engine's list: a new option without words is a type error. */
const OPTION_WORDS: WordsOfEvery = {
  twoPlayerGame: {
    label: () => t('options.twoPlayerGame'),
    value: twoPlayerGameName,
    help: (game) => (game === 'two-hands' ? t('options.twoHandsHelp') : t('options.toTargetHelp'))
  },
  threePlayerHand: {
    label: () => t('options.threePlayerHand'),
    value: threePlayerHandName,
    help: () => t('options.threePlayerHandHelp')
  },
  overwrite: {
    label: () => t('options.bigger'),
    value: (rule) => (rule === 'bigger' ? t('options.bigger') : t('options.sameSize')),
    help: () => t('options.biggerHelp'),
    checkbox: { on: 'bigger', off: 'same-size' }
  }
}

/** An option's words; one the catalogs do not know yet (a developer's new option) shows its own name. */
export function optionWords<K extends ChoiceOptionName>(name: K): OptionWords<ChoiceOptions[K]> {
  const words = (OPTION_WORDS as Partial<WordsOfEvery>)[name]
  return words ?? { label: () => name, value: (value) => String(value), help: () => '' }
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

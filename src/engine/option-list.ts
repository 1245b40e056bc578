// The table options a table chooses among (RULES.md R2.two, R2.variants, D5), listed once. Every other
// form of the options is built from this list: the engine's TableOptions type and its defaults, the
// protocol's schemas (saves, match records, the lobby's wire message, IPC), the CLI's flags and the
// options form. Adding a choice here (and its words in the renderer's catalogs) is all it takes for it
// to travel everywhere; docs/architecture.md › "Adding a rule option" is the checklist.
// The points table (D1) and the first leader (D3) are options too, but no form offers them: they are
// not choices among a few values, so they stay fields of their own in TableOptions.
import { OVERWRITE_RULES, THREE_PLAYER_HANDS, TWO_PLAYER_GAMES } from './types'

/** One option that is a choice among a few values; the first value need not be the default. */
export interface ChoiceOption<V extends string | number = string | number> {
  values: readonly V[]
  default: V
  /** The CLI flag's name (kebab-case); the option's own name is the key in CHOICE_OPTIONS. */
  flag: string
  /** What the choice does, in a line of English (the CLI's help; the screens have their own words). */
  about: string
}

export const CHOICE_OPTIONS = {
  /** R2.two: two players play two hands from one deal, or rounds to the target. */
  twoPlayerGame: {
    values: TWO_PLAYER_GAMES,
    default: 'two-hands',
    flag: 'two-player-game',
    about: 'two players play two hands from one deal, or rounds to the target'
  },
  /** R2.variants: three players are dealt 13 cards each, or 16 with the extra card deal. */
  threePlayerHand: {
    values: THREE_PLAYER_HANDS,
    default: 13,
    flag: 'three-player-hand',
    about: 'cards in each hand at three players: 16 is the extra card deal'
  },
  /** R2.variants: only same-size plays overwrite, or bigger plays do too. */
  overwrite: {
    values: OVERWRITE_RULES,
    default: 'same-size',
    flag: 'overwrite',
    about: 'with bigger, a play with more cards than the central meld overwrites it too'
  }
} as const satisfies Record<string, ChoiceOption>

export type ChoiceOptionName = keyof typeof CHOICE_OPTIONS
/** The chosen value of every choice option. */
export type ChoiceOptions = {
  -readonly [K in ChoiceOptionName]: (typeof CHOICE_OPTIONS)[K]['values'][number]
}

/** The names in the list's order (the forms', the CLI's). */
export function choiceOptionNames(): ChoiceOptionName[] {
  return Object.keys(CHOICE_OPTIONS) as ChoiceOptionName[]
}

/** Each choice option's default. */
export function defaultChoices(): ChoiceOptions {
  const choices: Record<string, string | number> = {}
  for (const name of choiceOptionNames()) choices[name] = CHOICE_OPTIONS[name].default
  return choices as ChoiceOptions
}

/** Just the choice options of something that holds them (TableOptions, a lobby's settings). */
export function choicesOf(holder: ChoiceOptions): ChoiceOptions {
  const choices: Record<string, string | number> = {}
  for (const name of choiceOptionNames()) choices[name] = holder[name]
  return choices as ChoiceOptions
}

/**
 * D5's target, and the bounds of every target (a match record of the longest match is sized from
 * `max`). A person picks from `chooseMin` up: shorter matches are for tests and the CLI.
 */
export const TARGET = { default: 20, min: 1, max: 200, chooseMin: 5 } as const

/** The bounds of `fixedDeals` (a tournament stage's rounds): the most deals a stage may have. */
export const FIXED_DEALS = { min: 1, max: 10 } as const

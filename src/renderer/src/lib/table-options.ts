// The table options the forms set (RULES.md R2.two, R2.variants, D5) and which of them matter for a
// player count, read from the engine's own deal and match rules so the forms can never disagree with
// the game: a field appears only where its option changes something, and the lobby's summary names
// only the options a player needs to know about. Pure: no DOM, no text (see option-words.ts).
import {
  DEFAULT_OPTIONS,
  THREE_PLAYER_HANDS,
  TWO_PLAYER_GAMES,
  choiceOptionNames,
  fixedRounds,
  handSizeFor,
  handsPerDeal
} from '../../../engine'
import type { ChoiceOptionName, TwoPlayerGame } from '../../../engine'
import { gameOptionsOf } from '../../../protocol/discovery'
import type { GameOptions } from '../../../protocol/discovery'

// The options on the Host, Solo, lobby and settings forms (the points table and first leader are not)
// are the ones a table advertises as its game: the choice options of the engine's list
// (engine/option-list.ts) and the target. Every schema of them is built from that list
// (protocol/shapes.ts); docs/architecture.md › "Adding a rule option".
export { gameOptionsOf }
export type { GameOptions }

/** For each option: does it change anything at the table? */
export type Applicable = Record<keyof GameOptions, boolean>

/** The options' defaults (RULES.md: every variant is off by default, the target is D5's). */
export const DEFAULT_GAME_OPTIONS: GameOptions = gameOptionsOf(DEFAULT_OPTIONS)

/** A form's options from what was saved (desktop settings' `tableDefaults`), defaults where nothing was. */
export function gameOptionsFrom(saved?: Partial<GameOptions>): GameOptions {
  return gameOptionsOf({ ...DEFAULT_GAME_OPTIONS, ...saved })
}

/** Whether a choice among `values` of an option changes what `measure` gives for the table. */
function matters<T>(values: readonly T[], measure: (value: T) => number): boolean {
  return new Set(values.map(measure)).size > 1
}

/**
 * The options that change something only at some player counts, and how to tell: the two-player game
 * where it changes the hands a deal gives (two players), the three-player hand where it changes the hand
 * size (three players). Any other choice option (bigger overwrites, a new one) changes every match.
 */
const MATTERS_AT: Partial<Record<ChoiceOptionName, (players: number) => boolean>> = {
  twoPlayerGame: (players) => matters(TWO_PLAYER_GAMES, (g) => handsPerDeal(players, { twoPlayerGame: g })),
  threePlayerHand: (players) => matters(THREE_PLAYER_HANDS, (h) => handSizeFor(players, { threePlayerHand: h }))
}

/**
 * Which options change a match of `players` players: each choice option as MATTERS_AT says, and the
 * target wherever the match is not a fixed number of rounds (all but a two-player match of two hands,
 * R2.two).
 */
export function applicableOptions(players: number, twoPlayerGame: TwoPlayerGame): Applicable {
  const on: Record<string, boolean> = {}
  for (const name of choiceOptionNames()) on[name] = MATTERS_AT[name]?.(players) ?? true
  return { ...(on as Record<ChoiceOptionName, boolean>), target: fixedRounds(players, { twoPlayerGame }) === null }
}

/**
 * The same for a form that sets up tables of several sizes at once (the settings' defaults serve the
 * Host form's seats and the Solo form's bots): an option shows when it matters for any of them.
 */
export function applicableForAny(players: readonly number[], twoPlayerGame: TwoPlayerGame): Applicable {
  const each = players.map((n) => applicableOptions(n, twoPlayerGame))
  const any: Record<string, boolean> = {}
  for (const key of [...choiceOptionNames(), 'target'] as const) any[key] = each.some((a) => a[key])
  return any as Applicable
}

/** One thing the lobby tells every player about the table's game. */
export type OptionTag =
  /** two players, two hands from one deal (R2.two) */
  | { kind: 'two-hands' }
  /** the match ends at this target (always said for two players playing to it, else when not D5's 20) */
  | { kind: 'target'; target: number }
  /** three players with the extra card deal: this many cards each */
  | { kind: 'hand-size'; cards: number }
  /** bigger overwrites */
  | { kind: 'bigger-overwrites' }

/**
 * What the table's summary line says, in this order: how the match is played and ends, then the
 * variants that are on. Options that change nothing at this player count are left out, and so are
 * defaults, except that a two-player table always says which two-player game it plays.
 */
export function optionTags(players: number, options: GameOptions): OptionTag[] {
  const on = applicableOptions(players, options.twoPlayerGame)
  const tags: OptionTag[] = []
  if (on.twoPlayerGame && !on.target) tags.push({ kind: 'two-hands' })
  if (on.target && (on.twoPlayerGame || options.target !== DEFAULT_GAME_OPTIONS.target)) {
    tags.push({ kind: 'target', target: options.target })
  }
  if (on.threePlayerHand && options.threePlayerHand !== DEFAULT_GAME_OPTIONS.threePlayerHand) {
    tags.push({ kind: 'hand-size', cards: handSizeFor(players, options) })
  }
  if (options.overwrite !== DEFAULT_GAME_OPTIONS.overwrite) tags.push({ kind: 'bigger-overwrites' })
  return tags
}

// Names for the game's vocabulary (weathers, bot levels, meld types, moves, reasons…). Every `t` call
// here takes a literal key, so the i18n tests can find each key statically: components call these
// helpers instead of building keys from values. Each vocabulary is a record over its type, so a value
// added to the game without words here fails to compile.
import type { ClearReason, MeldType, MoveKind, Weather } from '../../../engine/types'
import type { AnimationSpeed, BotLevel, ListedTableStatus } from '../../../protocol/vocabulary'
import { currentLevelName } from '../../../protocol/vocabulary'
import { t, type Params } from '../i18n'
import type { ReasonCode } from './selection'
import type { MoveReason } from '../../../protocol/messages'
import type { HandOrder } from './hand-arrangement'

/** Words for each value of `T`, given the call's parameters. */
export type Words<T extends string | number, P = void> = Record<T, (params: P) => string>

const WEATHER: Words<Weather> = {
  rain: () => t('weather.rain'),
  cloud: () => t('weather.cloud'),
  sun: () => t('weather.sun')
}
export const weatherName = (w: Weather): string => WEATHER[w]()

/** "Rain 1–5" */
const WEATHER_RANGE: Words<Weather> = {
  rain: () => t('weather.rainRange'),
  cloud: () => t('weather.cloudRange'),
  sun: () => t('weather.sunRange')
}
export const weatherRange = (w: Weather): string => WEATHER_RANGE[w]()

const LEVEL: Words<BotLevel> = {
  easy: () => t('lobby.level_easy'),
  medium: () => t('lobby.level_medium'),
  hard: () => t('lobby.level_hard')
}
/** A level as an older host may still send it (a legacy name, issue 53) is worded as the level it is now. */
const levelNow = (level: BotLevel): BotLevel => currentLevelName(level) as BotLevel
export const levelName = (level: BotLevel): string => LEVEL[levelNow(level)]()

/** A bot level as a choice of its own (drop-downs, lists): capitalised as such words are. */
const LEVEL_CHOICE: Words<BotLevel> = {
  easy: () => t('desktopWords.levelEasy'),
  medium: () => t('desktopWords.levelMedium'),
  hard: () => t('desktopWords.levelHard')
}
export const levelChoice = (level: BotLevel): string => LEVEL_CHOICE[levelNow(level)]()

/** How a bot level plays, in one line (the lobby's level list; what src/bots does). */
const LEVEL_PLAY: Words<BotLevel> = {
  easy: () => t('botLevels.easy'),
  medium: () => t('botLevels.medium'),
  hard: () => t('botLevels.hard')
}
export const levelPlay = (level: BotLevel): string => LEVEL_PLAY[levelNow(level)]()

const MELD_TYPE: Words<MeldType> = {
  single: () => t('meldType.single'),
  set: () => t('meldType.set'),
  run: () => t('meldType.run')
}
export const meldTypeName = (type: MeldType): string => MELD_TYPE[type]()

/** "run 2-3-4" from a type and the cards as text. */
const MELD: Words<MeldType, { cards: string }> = {
  single: (p) => t('meld.single', p),
  set: (p) => t('meld.set', p),
  run: (p) => t('meld.run', p)
}
export const meldText = (type: MeldType, cards: string): string => MELD[type]({ cards })

/** The button word for a move: Lead, Overwrite, Add, Pass. */
const MOVE_KIND: Words<MoveKind> = {
  lead: () => t('table.lead'),
  overwrite: () => t('table.overwrite'),
  add: () => t('table.add'),
  pass: () => t('table.pass')
}
export const moveKindName = (kind: MoveKind): string => MOVE_KIND[kind]()

/** A log line for a play: "Ada leads run 2-3-4". */
const PLAY_LINE: Words<Exclude<MoveKind, 'pass'>, { name: string; meld: string }> = {
  lead: (p) => t('log.lead', p),
  overwrite: (p) => t('log.overwrite', p),
  add: (p) => t('log.add', p)
}
export const playLine = (kind: Exclude<MoveKind, 'pass'>, name: string, meld: string): string =>
  PLAY_LINE[kind]({ name, meld })

/** Who cleared a trick, and why (R6). */
const CLEARED_LINE: Words<ClearReason, { name: string }> = {
  eight: (p) => t('log.cleared_eight', p),
  set: (p) => t('log.cleared_set', p),
  run: (p) => t('log.cleared_run', p),
  pass: (p) => t('log.cleared_pass', p)
}
export const clearedLine = (reason: ClearReason, name: string): string => CLEARED_LINE[reason]({ name })

/** The big word when a trick is cleared. */
const FEEDBACK: Words<ClearReason> = {
  eight: () => t('feedback.eight'),
  set: () => t('feedback.set'),
  run: () => t('feedback.run'),
  pass: () => t('feedback.pass')
}
export const feedbackTitle = (reason: ClearReason): string => FEEDBACK[reason]()

const REASON: Words<ReasonCode, Params> = {
  notYourTurn: (p) => t('reason.notYourTurn', p),
  roundOver: (p) => t('reason.roundOver', p),
  tooMany: (p) => t('reason.tooMany', p),
  notAMeld: (p) => t('reason.notAMeld', p),
  tooWeak: (p) => t('reason.tooWeak', p),
  mustMatchSize: (p) => t('reason.mustMatchSize', p),
  mustMatchType: (p) => t('reason.mustMatchType', p),
  tooWeakOrBigger: (p) => t('reason.tooWeakOrBigger', p),
  mustMatchSizeOrBigger: (p) => t('reason.mustMatchSizeOrBigger', p),
  mustMatchTypeOrBigger: (p) => t('reason.mustMatchTypeOrBigger', p),
  tooLong: (p) => t('reason.tooLong', p),
  cannotAdd: (p) => t('reason.cannotAdd', p)
}
export const reasonText = (code: ReasonCode, params: Params): string => REASON[code](params)

/** A discovered table's status (mDNS); `unknown` is a table from a newer app. */
type ListedStatus = ListedTableStatus
const TABLE_STATUS: Words<ListedStatus> = {
  lobby: () => t('home.status_lobby'),
  playing: () => t('home.status_playing'),
  finished: () => t('home.status_finished'),
  unknown: () => t('home.status_unknown')
}
export const tableStatusName = (status: ListedStatus): string => TABLE_STATUS[status]()

/** One line of why a hint suggests its move (the bot's reason code, bots/reasons.ts). */
const HINT_WHY: Words<MoveReason> = {
  'go-out': () => t('hintWhy.goOut'),
  'only-move': () => t('hintWhy.onlyMove'),
  'seize-lead-with-8': () => t('hintWhy.seizeWith8'),
  'end-trick': () => t('hintWhy.endTrick'),
  unbeatable: () => t('hintWhy.unbeatable'),
  'shed-high': () => t('hintWhy.shedHigh'),
  'keep-meld': () => t('hintWhy.keepMeld'),
  'lead-low': () => t('hintWhy.leadLow'),
  'pass-save-cards': () => t('hintWhy.passSaveCards')
}
export const hintWhyText = (code: MoveReason): string => HINT_WHY[code]()

const SPEED: Words<AnimationSpeed> = {
  off: () => t('display.speedOff'),
  slow: () => t('display.speedSlow'),
  normal: () => t('display.speedNormal'),
  fast: () => t('display.speedFast')
}
export const speedName = (speed: AnimationSpeed): string => SPEED[speed]()

const HAND_ORDER: Words<HandOrder> = {
  weather: () => t('display.byWeather'),
  rank: () => t('display.byRank'),
  meld: () => t('display.byMeld')
}
export const handOrderName = (order: HandOrder): string => HAND_ORDER[order]()

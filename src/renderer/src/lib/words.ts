// Names for the game's vocabulary (weathers, bot levels, meld types, moves, reasons…). Every `t` call
// here takes a literal key, so the i18n tests can find each key statically: components call these
// helpers instead of building keys from values.
import type { ClearReason, MeldType, MoveKind, Weather } from '../../../engine/types'
import type { BotLevel } from '../../../protocol/vocabulary'
import { t, type Params } from '../i18n'
import type { ReasonCode } from './selection'
import type { MoveReason } from '../../../protocol/messages'
import type { AnimationSpeed, HandOrder } from '../state/prefs.svelte'

export function weatherName(w: Weather): string {
  switch (w) {
    case 'rain':
      return t('weather.rain')
    case 'cloud':
      return t('weather.cloud')
    case 'sun':
      return t('weather.sun')
  }
}

/** "Rain 1–5" */
export function weatherRange(w: Weather): string {
  switch (w) {
    case 'rain':
      return t('weather.rainRange')
    case 'cloud':
      return t('weather.cloudRange')
    case 'sun':
      return t('weather.sunRange')
  }
}

export function levelName(level: BotLevel): string {
  switch (level) {
    case 'easy':
      return t('lobby.level_easy')
    case 'medium':
      return t('lobby.level_medium')
    case 'hard':
      return t('lobby.level_hard')
  }
}

export function meldTypeName(type: MeldType): string {
  switch (type) {
    case 'single':
      return t('meldType.single')
    case 'set':
      return t('meldType.set')
    case 'run':
      return t('meldType.run')
  }
}

/** "run 2-3-4" from a type and the cards as text. */
export function meldText(type: MeldType, cards: string): string {
  switch (type) {
    case 'single':
      return t('meld.single', { cards })
    case 'set':
      return t('meld.set', { cards })
    case 'run':
      return t('meld.run', { cards })
  }
}

/** The button word for a move: Lead, Overwrite, Add, Pass. */
export function moveKindName(kind: MoveKind): string {
  switch (kind) {
    case 'lead':
      return t('table.lead')
    case 'overwrite':
      return t('table.overwrite')
    case 'add':
      return t('table.add')
    case 'pass':
      return t('table.pass')
  }
}

/** A log line for a play: "Ada leads run 2-3-4". */
export function playLine(kind: Exclude<MoveKind, 'pass'>, name: string, meld: string): string {
  switch (kind) {
    case 'lead':
      return t('log.lead', { name, meld })
    case 'overwrite':
      return t('log.overwrite', { name, meld })
    case 'add':
      return t('log.add', { name, meld })
  }
}

/** Who cleared a trick, and why (R6). */
export function clearedLine(reason: ClearReason, name: string): string {
  switch (reason) {
    case 'eight':
      return t('log.cleared_eight', { name })
    case 'set':
      return t('log.cleared_set', { name })
    case 'run':
      return t('log.cleared_run', { name })
    case 'pass':
      return t('log.cleared_pass', { name })
  }
}

/** The big word when a trick is cleared. */
export function feedbackTitle(reason: ClearReason): string {
  switch (reason) {
    case 'eight':
      return t('feedback.eight')
    case 'set':
      return t('feedback.set')
    case 'run':
      return t('feedback.run')
    case 'pass':
      return t('feedback.pass')
  }
}

export function reasonText(code: ReasonCode, params: Params): string {
  switch (code) {
    case 'notYourTurn':
      return t('reason.notYourTurn', params)
    case 'roundOver':
      return t('reason.roundOver', params)
    case 'tooMany':
      return t('reason.tooMany', params)
    case 'notAMeld':
      return t('reason.notAMeld', params)
    case 'tooWeak':
      return t('reason.tooWeak', params)
    case 'mustMatchSize':
      return t('reason.mustMatchSize', params)
    case 'mustMatchType':
      return t('reason.mustMatchType', params)
    case 'tooWeakOrBigger':
      return t('reason.tooWeakOrBigger', params)
    case 'mustMatchSizeOrBigger':
      return t('reason.mustMatchSizeOrBigger', params)
    case 'mustMatchTypeOrBigger':
      return t('reason.mustMatchTypeOrBigger', params)
    case 'tooLong':
      return t('reason.tooLong', params)
    case 'cannotAdd':
      return t('reason.cannotAdd', params)
  }
}

/** A discovered table's status (mDNS); `unknown` is a table from a newer app. */
export function tableStatusName(status: 'lobby' | 'playing' | 'finished' | 'unknown'): string {
  switch (status) {
    case 'lobby':
      return t('home.status_lobby')
    case 'playing':
      return t('home.status_playing')
    case 'finished':
      return t('home.status_finished')
    case 'unknown':
      return t('home.status_unknown')
  }
}

/** One line of why a hint suggests its move (the bot's reason code, bots/reasons.ts). */
export function hintWhyText(code: MoveReason): string {
  switch (code) {
    case 'go-out':
      return t('hintWhy.goOut')
    case 'only-move':
      return t('hintWhy.onlyMove')
    case 'seize-lead-with-8':
      return t('hintWhy.seizeWith8')
    case 'end-trick':
      return t('hintWhy.endTrick')
    case 'unbeatable':
      return t('hintWhy.unbeatable')
    case 'shed-high':
      return t('hintWhy.shedHigh')
    case 'keep-meld':
      return t('hintWhy.keepMeld')
    case 'lead-low':
      return t('hintWhy.leadLow')
    case 'pass-save-cards':
      return t('hintWhy.passSaveCards')
  }
}

export function speedName(speed: AnimationSpeed): string {
  switch (speed) {
    case 'off':
      return t('display.speedOff')
    case 'slow':
      return t('display.speedSlow')
    case 'normal':
      return t('display.speedNormal')
    case 'fast':
      return t('display.speedFast')
  }
}

export function handOrderName(order: HandOrder): string {
  switch (order) {
    case 'weather':
      return t('display.byWeather')
    case 'rank':
      return t('display.byRank')
    case 'meld':
      return t('display.byMeld')
  }
}

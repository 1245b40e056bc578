// The one door to user-visible text (i18next underneath, see translate.ts):
//   t('group.key', params)   text in the current language; `count` picks the plural form, numbers are
//                            formatted for the language; the key is type-checked against en.ts
//   locale                   the rune store: locale.current, locale.dir, locale.set('de' | 'system')
//   errorText(code, message) what a player reads for an error code from the host or the engine
//   formatNumber(n)          a number as the current language writes it; formatList(['Ada', 'Bo'])
// Keys are always literal at the call site so catalogs.test.ts can find every key in use.
import type { ErrorCode } from '../../../protocol/messages'
import { t } from './translate'

export { t, formatNumber, formatList, currentLocale, type MessageKey, type Params } from './translate'
export { locale, type LocaleChoice } from './locale.svelte'
export { LOCALES, LOCALE_INFO, type Locale } from '../../../protocol/locales'

const ERROR_TEXT: Record<ErrorCode, () => string> = {
  'bad-json': () => t('error.bad-json'),
  'bad-message': () => t('error.bad-message'),
  'too-large': () => t('error.too-large'),
  'rate-limited': () => t('error.rate-limited'),
  'protocol-mismatch': () => t('error.protocol-mismatch'),
  'hello-first': () => t('error.hello-first'),
  'already-joined': () => t('error.already-joined'),
  'wrong-pin': () => t('error.wrong-pin'),
  'bad-token': () => t('error.bad-token'),
  'table-full': () => t('error.table-full'),
  'not-host': () => t('error.not-host'),
  'not-seated': () => t('error.not-seated'),
  'not-in-lobby': () => t('error.not-in-lobby'),
  'not-playing': () => t('error.not-playing'),
  'seats-not-filled': () => t('error.seats-not-filled'),
  'bad-seat-change': () => t('error.bad-seat-change'),
  stale: () => t('error.stale'),
  'no-hint': () => t('error.no-hint'),
  'bad-settings': () => t('error.bad-settings'),
  'table-closed': () => t('error.table-closed'),
  'wrong-phase': () => t('error.wrong-phase'),
  'save-failed': () => t('error.save-failed'),
  'bad-name': () => t('error.bad-name'),
  'pin-locked': () => t('error.pin-locked'),
  'door-full': () => t('error.door-full'),
  'knock-again-later': () => t('error.knock-again-later'),
  'no-such-knock': () => t('error.no-such-knock'),
  'seat-not-free': () => t('error.seat-not-free'),
  'seat-requests-full': () => t('error.seat-requests-full'),
  'ask-seat-later': () => t('error.ask-seat-later'),
  'no-seat-request': () => t('error.no-seat-request'),
  paused: () => t('error.paused'),
  'not-your-seat': () => t('error.not-your-seat'),
  'deal-unfinished': () => t('error.deal-unfinished'),
  'no-undo': () => t('error.no-undo'),
  'bad-seat': () => t('error.bad-seat'),
  'round-over': () => t('error.round-over'),
  'not-your-turn': () => t('error.not-your-turn'),
  'bad-move': () => t('error.bad-move'),
  'not-in-hand': () => t('error.not-in-hand'),
  'not-a-meld': () => t('error.not-a-meld'),
  'leader-cannot-pass': () => t('error.leader-cannot-pass'),
  'must-lead': () => t('error.must-lead'),
  'cannot-lead': () => t('error.cannot-lead'),
  'wrong-size': () => t('error.wrong-size'),
  'wrong-type': () => t('error.wrong-type'),
  'too-weak': () => t('error.too-weak'),
  'cannot-overwrite-long': () => t('error.cannot-overwrite-long'),
  'cannot-add': () => t('error.cannot-add'),
  'bad-options': () => t('error.bad-options'),
  'bad-deal': () => t('error.bad-deal'),
  'round-not-over': () => t('error.round-not-over')
}

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_TEXT, code)
}

/** Text for an error code from the host; an unknown code shows the host's own (English) message. */
export function errorText(code: string, message: string): string {
  return isErrorCode(code) ? ERROR_TEXT[code]() : t('error.unknown', { message })
}

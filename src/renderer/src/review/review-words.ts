// The review's words (issue 26): a record's refusal in the player's language, the seats' shown names,
// what the step being shown did, and the file name an export gets.
import type { EngineEvent } from '../../../engine'
import type { MatchRecord, RecordProblem } from '../../../protocol/match-record'
import { t } from '../i18n'
import { shownName } from '../lib/bot-name'
import { describeEvent } from '../lib/describe'

/** Why a record was not opened (validateRecord's code), in the player's words. */
export function problemText(code: RecordProblem): string {
  switch (code) {
    case 'too-large':
      return t('review.tooLarge')
    case 'not-json':
      return t('review.notJson')
    case 'not-a-record':
      return t('review.notARecord')
    case 'unsupported-version':
      return t('review.unsupportedVersion')
    case 'bad-shape':
      return t('review.badShape')
    case 'corrupt':
      return t('review.corrupt')
    case 'too-long':
      return t('review.tooLong')
    case 'timed-out':
      return t('review.timedOut')
    case 'check-failed':
      return t('review.checkFailed')
  }
}

export function recordNames(record: MatchRecord): string[] {
  return record.seats.map((s) => shownName(s.name, s.bot, s.level))
}

/** The banner of a step: what its move caused, as the table's log said it; the deal before any move.
 *  `moverNames` say the move itself (its seat marked by who made it, issue 51); the rest uses `names`. */
export function bannerOf(
  names: readonly string[],
  events: readonly EngineEvent[],
  round: number,
  leader: number,
  moverNames: readonly string[] = names
): string {
  if (events.length === 0) return t('review.dealt', { n: round, name: names[leader] ?? '' })
  const move = (e: EngineEvent) => e.type === 'played' || e.type === 'passed'
  return events.map((e) => describeEvent(move(e) ? moverNames : names, e)).join(' · ')
}

/** "five-three-five-2026-12-01-2330.json": sorts by date in a folder. */
export function exportName(record: MatchRecord): string {
  const at = new Date(record.endedAt)
  const pad = (n: number) => String(n).padStart(2, '0')
  const stamp = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}`
  return `five-three-five-${stamp}.json`
}

/** The record as a file to download (a data URL: no object URL to revoke, nothing fetched). */
export function exportHref(record: MatchRecord): string {
  return `data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(record, null, 1))}`
}

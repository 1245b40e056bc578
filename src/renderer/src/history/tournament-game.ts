// Issue 52: a game of a kept tournament opens in the review, as a match of the history does
// (review/HistoryReview.svelte): its record's text from main, checked in a worker like any record file,
// then the review, whose Back returns to the history. Seen from nobody's seat: the app does not know
// which entrant was its player.
import { call, desktop } from '../bridge/desktop'
import { t } from '../i18n'
import { checkRecord } from '../records/record-check'
import { problemText } from '../review/review-words'
import { app } from '../state/app.svelte'

/** Opens the review of game `game` of tournament `id`; what went wrong, in words, when it cannot. */
export async function reviewTournamentGame(id: string, game: number): Promise<string | null> {
  const api = desktop()
  if (!api) return t('review.noRecord')
  const answer = await call(() => api.getTournamentRecord(id, game))
  if (!answer.ok) return answer.error.message
  if (answer.value.text === null) return t('review.noRecord')
  const checked = await checkRecord({ text: answer.value.text })
  if (!checked.ok) return problemText(checked.error.code)
  app.openReview(checked.value, null, 'history')
  return null
}

// How long the match is, as the table says it (RULES.md R2.two, R8): a two-player match is two hands from
// one deal ("Hand 1 of 2"), ended after the second hand whatever the totals; any other match is rounds to
// the target ("Round 3", "to 20"). How many rounds a match has is the engine's word (fixedRounds).
import { endedEarly, fixedRounds } from '../../../engine'
import type { SeatView } from '../../../engine/types'
import { t } from '../i18n'

type MatchView = Pick<SeatView, 'players' | 'options'>

/** R2.two: the number of hands a match has when it is fixed (two hands: 2), else null (to the target, R8). */
export function handsInMatch(view: MatchView): number | null {
  return fixedRounds(view.players, view.options)
}

/** The header's round: "Hand 1 of 2" in a two-hands match, else "Round n". */
export function roundLabel(view: MatchView, round: number): string {
  const total = handsInMatch(view)
  return total === null ? t('table.round', { n: round }) : t('hands.of', { n: round, total })
}

/** The points that end the match (D5), or null when they do not (a two-hands match ends after hand 2). */
export function matchTarget(view: MatchView): number | null {
  return handsInMatch(view) === null ? view.options.target : null
}

/** "to 20" beside the round, or null in a two-hands match (its target does not apply). */
export function targetLabel(view: MatchView): string | null {
  const target = matchTarget(view)
  return target === null ? null : t('table.target', { n: target })
}

/** "30 s per turn" beside the round, or null without a turn timer (issue 51: the host may change it). */
export function turnTimerLabel(seconds: number): string | null {
  return seconds > 0 ? t('hostControls.perTurn', { n: seconds }) : null
}

/**
 * The cards nobody plays this round, counted (R2, R9): the undealt ones, and in hand 1 of a two-hands
 * match the second hands, dealt at the start and set aside until hand 2.
 */
export function setAsideLabels(view: Pick<SeatView, 'undealtCount' | 'reserveCount'>): string[] {
  const lines: string[] = []
  if (view.undealtCount > 0) lines.push(t('table.undealt', { count: view.undealtCount }))
  if (view.reserveCount > 0) lines.push(t('hands.kept', { count: view.reserveCount }))
  return lines
}

/** The title of a round's summary: "Hand 1 of 2 is over", or "Round n is over". */
export function roundOverTitle(view: MatchView, round: number): string {
  const total = handsInMatch(view)
  return total === null ? t('results.roundOver', { n: round }) : t('hands.over', { n: round, total })
}

/** The summary's Ready button: "Ready for the next hand" in a two-hands match (its title speaks of hands), else
 *  "Ready for the next round". */
export function readyLabel(view: MatchView): string {
  return handsInMatch(view) === null ? t('results.ready') : t('evening.readyHand')
}

/** After a hand of a two-hands match that is not the last: the second hands come next. Else null. */
export function nextRoundNote(view: MatchView, round: number): string | null {
  const total = handsInMatch(view)
  return total !== null && round < total ? t('hands.next') : null
}

/** Why the match is over when its target does not say: the host ended it early (issue 51: the round being
 *  played did not count), or a two-hands match played both hands (the lowest total wins). Else null. */
export function matchEndNote(view: MatchView & Pick<SeatView, 'phase' | 'round' | 'results'>): string | null {
  if (endedEarly(view)) return t('hostControls.endedEarly')
  return handsInMatch(view) === null ? null : t('hands.result')
}

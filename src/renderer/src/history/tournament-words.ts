// Issue 52: what the history says of a kept tournament: its format and the places of its podium, a shared
// place said as shared (1, 1, 3: two on the top step, nobody second).
import type { PodiumStep, TournamentHistoryEntry } from '../../../ipc/contract'
import { t } from '../i18n'

export function formatName(format: TournamentHistoryEntry['format']): string {
  return format === 'duplicate' ? t('tournament.duplicate') : t('tournament.swiss')
}

function placeName(rank: number): string {
  switch (rank) {
    case 1:
      return t('tournamentHistory.first')
    case 2:
      return t('tournamentHistory.second')
    default:
      return t('tournamentHistory.third')
  }
}

/** "1st", or "1st (shared)" when more than one stands on the step. */
export function podiumPlace(step: PodiumStep): string {
  const place = placeName(step.rank)
  return step.players.length > 1 ? t('tournamentHistory.shared', { place }) : place
}

// The LAN list's short labels for what a table plays (the TXT `game` of src/protocol/discovery.ts), in
// the words and order of the lobby's options line (lib/option-words.ts): "2 hands", "to 20 points",
// "16 cards each", "bigger overwrites". And a tournament's (src/protocol/tournament-txt.ts): where the
// evening is ("Tournament · stage 1 of 3 · registration open") and its format.
import type { DiscoveredTable } from '../../../ipc/contract'
import type { TournamentAdStatus, TournamentFormat } from '../../../protocol/vocabulary'
import { t } from '../i18n'
import type { Words } from '../lib/words'
import { optionTagText } from '../lib/option-words'
import type { OptionTag } from '../lib/table-options'

export function lanGameLabels(game: DiscoveredTable['game']): string[] {
  const tags: OptionTag[] = []
  if (game.twoHands) tags.push({ kind: 'two-hands' })
  if (game.target !== null) tags.push({ kind: 'target', target: game.target })
  if (game.sixteenCards) tags.push({ kind: 'hand-size', cards: 16 })
  if (game.biggerOverwrites) tags.push({ kind: 'bigger-overwrites' })
  return tags.map(optionTagText)
}

type LanTournament = NonNullable<DiscoveredTable['tournament']>

const TOURNAMENT_STATUS: Words<TournamentAdStatus, { stage: number; stages: number }> = {
  open: (p) => t('home.tournamentOpen', p),
  running: (p) => t('home.tournamentRunning', p),
  finished: (p) => t('home.tournamentFinished', p)
}

/** "Tournament · stage 1 of 3 · registration open" (or running, or finished). */
export function lanTournamentStatus(tournament: LanTournament): string {
  const { stage, stages, status } = tournament
  return TOURNAMENT_STATUS[status]({ stage, stages })
}

const TOURNAMENT_FORMAT: Words<TournamentFormat> = {
  swiss: () => t('home.tournamentSwiss'),
  duplicate: () => t('home.tournamentDuplicate')
}

export const lanTournamentFormat = (tournament: LanTournament): string =>
  TOURNAMENT_FORMAT[tournament.format]()

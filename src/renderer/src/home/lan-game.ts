// The LAN list's short labels for what a table plays (the TXT `game` of src/protocol/discovery.ts), in
// the order the host's options are set up: "2 hands", "to 20 points", "16 cards", "bigger overwrites".
// Literal keys only, so the i18n tests find each one.
import type { DiscoveredTable } from '../../../ipc/contract'
import { t } from '../i18n'

export function lanGameLabels(game: DiscoveredTable['game']): string[] {
  const labels: string[] = []
  if (game.twoHands) labels.push(t('lan.game.twoHands'))
  if (game.target !== null) labels.push(t('lan.game.toTarget', { target: game.target }))
  if (game.sixteenCards) labels.push(t('lan.game.sixteenCards'))
  if (game.biggerOverwrites) labels.push(t('lan.game.biggerOverwrites'))
  return labels
}

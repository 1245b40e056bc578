// The LAN list's short labels for what a table plays (the TXT `game` of src/protocol/discovery.ts), in
// the words and order of the lobby's options line (lib/option-words.ts): "2 hands", "to 20 points",
// "16 cards each", "bigger overwrites".
import type { DiscoveredTable } from '../../../ipc/contract'
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

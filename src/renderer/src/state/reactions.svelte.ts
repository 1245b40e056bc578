// Quick reactions on screen: each shows beside its seat for a few seconds, the newest per seat replacing
// the one before. Reactions arrive only while the player shows them (prefs.showReactions); switched off,
// nothing is kept, so switching on again does not bring back old ones.
import type { ServerMessage } from '../../../protocol/messages'
import type { ReactionId } from '../../../protocol/vocabulary'
import { isReaction } from '../lib/reaction-words'
import { prefs } from './prefs.svelte'
import { Timers } from './timers'

/** How long a reaction stays beside its seat. */
export const REACTION_SHOWN_MS = 4000

export interface ShownReaction {
  /** Unique per reaction, so the same reaction twice animates twice. */
  id: number
  seat: number
  reaction: ReactionId
}

export class Reactions {
  shown = $state.raw<ShownReaction[]>([])
  #next = 1
  readonly #timers = new Timers()

  receive(message: Extract<ServerMessage, { type: 'reaction' }>): void {
    if (!prefs.showReactions || !isReaction(message.reaction) || !Number.isInteger(message.seat)) return
    const entry: ShownReaction = { id: this.#next++, seat: message.seat, reaction: message.reaction }
    this.shown = [...this.shown.filter((r) => r.seat !== entry.seat), entry]
    // One timer per seat: a newer reaction from the seat replaced the older one, and its timer too.
    this.#timers.later(`seat ${entry.seat}`, REACTION_SHOWN_MS, () => {
      this.shown = this.shown.filter((r) => r.id !== entry.id)
    })
  }

  stop(): void {
    this.#timers.clear()
    this.shown = []
  }
}

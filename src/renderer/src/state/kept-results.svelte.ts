// Holds the match end a player was still reading when the table moved on (kept-results.ts decides when),
// until they press Continue.
import { keptAfter, type KeptMatch } from './kept-results'
import type { Session } from './session'

export class KeptResults {
  current = $state<KeptMatch | null>(null)
  /** The player pressed Ready or Rematch in this match end (the host may not have heard it yet). */
  #saidReady = false

  saidReady(): void {
    this.#saidReady = true
  }

  follow(before: Session, after: Session): void {
    const kept = keptAfter(before, after, this.#saidReady)
    if (kept !== null) this.current = kept
    // Even the new match's first results wait under these until Continue: nothing vanishes mid-read.
    if (after.view?.phase !== before.view?.phase) this.#saidReady = false // a new phase needs a new Ready
  }

  dismiss(): void {
    this.current = null
  }
}

// The cards the player has picked. They survive state updates (clamped to the hand), a reconnect and a
// reload in the same round (kept in storage per table); a new round or a played move empties them, and
// a hint picks the suggested cards.
import type { Rank } from '../../../engine/types'
import { loadSelection, saveSelection } from '../net/storage'
import { EMPTY_SELECTION, reconcileSelection, selectionFromRanks, toggleCard, type Selection } from '../lib/selection'
import type { Session } from './session'

export class HandSelection {
  current = $state.raw<Selection>(EMPTY_SELECTION)

  readonly #address: string
  /** The cards picked before a reload, until the first state says whether it is still that round. */
  #saved: { round: number; cards: string[] } | null
  readonly #round: () => number

  /** `round` tells the round being played, under which the selection is saved. */
  constructor(address: string, round: () => number) {
    this.#address = address
    this.#round = round
    this.#saved = loadSelection(address)
  }

  set(selection: Selection): void {
    this.current = selection
    saveSelection(this.#address, this.#round(), selection)
  }

  toggle(rank: Rank, copy: number): void {
    this.set(toggleCard(this.current, rank, copy))
  }

  clear(): void {
    this.set(EMPTY_SELECTION)
  }

  /** A new state: restore the cards picked before a reload, then keep only what is still in the hand. */
  follow(before: Session, after: Session): void {
    if (this.#saved && after.view) {
      if (this.#saved.round === after.view.round) this.current = this.#saved.cards
      this.#saved = null
    }
    const newRound = before.view !== null && after.view !== null && before.view.round !== after.view.round
    const kept = newRound ? EMPTY_SELECTION : reconcileSelection(this.current, after.view?.hand ?? null)
    if (kept !== this.current) this.set(kept)
  }

  /** A new hint picks its cards (the first copies: the hand's keys count copies the same way). */
  showHint(before: Session, after: Session): void {
    const hint = after.hint
    if (hint && hint !== before.hint && hint.move.kind !== 'pass') this.set(selectionFromRanks(hint.move.cards))
  }
}

// The player's own hand order while it lasts (lib/hand-arrangement.ts): one deal at one table. One
// table is on screen at a time, so one arrangement is kept, in this tab's storage so a reload keeps it.
// The table store lays the hand out by it; choosing an automatic order (DisplayMenu) ends it.
import { moveKey, orderFor, type CustomOrder } from '../lib/hand-arrangement'
import { loadHandArrangement, saveHandArrangement } from '../net/storage'

class HandArrangement {
  saved = $state.raw<CustomOrder | null>(loadHandArrangement())

  /** Whether the hand is in the player's own order now. */
  get active(): boolean {
    return this.saved !== null
  }

  /** The order for this table and round, or null (the automatic order applies). */
  keysFor(tableId: string | undefined, round: number | undefined): readonly string[] | null {
    return orderFor(this.saved, tableId, round)
  }

  /** A new state: an order from another table or an earlier deal is over. */
  follow(tableId: string | undefined, round: number | undefined): void {
    if (this.saved !== null && this.keysFor(tableId, round) === null) this.reset()
  }

  /** Moves a card to `to` in the order shown now (`shown`: every card key, as laid out). */
  move(tableId: string, round: number, shown: readonly string[], key: string, to: number): void {
    this.#set({ tableId, round, keys: moveKey(shown, key, to) })
  }

  /** Back to the automatic order. */
  reset(): void {
    this.#set(null)
  }

  #set(order: CustomOrder | null): void {
    this.saved = order
    saveHandArrangement(order)
  }
}

export const handArrangement = new HandArrangement()

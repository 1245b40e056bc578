// "Pass until this trick ends": once switched on, the player passes on each turn of the same trick;
// the switch goes off by itself when that trick (or the round) ends.
import type { LoggedTrick } from '../../../engine'
import type { SeatView } from '../../../engine/types'

/** What auto-pass reads of the table, and the pass it makes. */
export interface AutoPassTable {
  readonly view: SeatView | null
  readonly tricks: readonly LoggedTrick[]
  readonly canAutoPass: boolean
  readonly isMyTurn: boolean
  readonly options: { readonly canPass: boolean }
  pass(): void
}

export class AutoPass {
  /** On for the trick with this key (see #trickKey); null when off. */
  trick = $state<string | null>(null)

  readonly #table: AutoPassTable

  constructor(table: AutoPassTable) {
    this.#table = table
  }

  /** Switch it on (passing at once if it is our turn) or off. */
  set(on: boolean): void {
    this.trick = on && this.#table.canAutoPass ? this.#trickKey() : null
    this.step()
  }

  /** After each state: pass on our turn in the same trick; off once the trick (or round) has ended. */
  step(): void {
    if (this.trick === null) return
    const table = this.#table
    if (this.trick !== this.#trickKey() || table.view?.phase !== 'playing') {
      this.trick = null
      return
    }
    // After our pass we are out until the trick ends (R5.pass); the switch stays on, visibly, till then.
    if (table.isMyTurn && table.options.canPass) table.pass()
  }

  /** Which trick this is: the round and how many tricks of it have ended. */
  #trickKey(): string {
    const table = this.#table
    return `${table.view?.round ?? 0}:${table.tricks.filter((k) => k.end !== null).length}`
  }
}

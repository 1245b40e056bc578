// The LAN table this app still runs after its window left it (the host went Home mid-match; friends
// play on and a bot plays the host's seat). Home shows it until the table is closed: one click takes the
// window back to its seat with the host key, so the host controls come back too. Main is asked when Home
// opens; a table closed elsewhere (the menu, quitting) is gone by the next time Home opens.
import type { RunningHosted } from '../../../ipc/contract'
import { forgetSeat } from '../net/storage'
import { addressOf, call, desktop } from '../bridge/desktop'
import { DesktopRequest } from './desktop-request.svelte'
import { joinOwnTable } from './own-table'

export class StillRunning {
  /** the running table; null when none runs (or no desktop bridge) */
  table = $state.raw<RunningHosted>(null)
  /** closing the table: busy while main closes it, its failure to show */
  readonly closing = new DesktopRequest()

  /** Settles once main has said which table runs (at once without a desktop bridge). */
  readonly loaded: Promise<void>

  constructor() {
    const api = desktop()
    this.loaded = api
      ? call(() => api.getRunningHosted()).then((r) => {
          if (r.ok) this.table = r.value
        })
      : Promise.resolve()
  }

  /** The running table is the one at `address` (host:port), e.g. a Recent tables entry. */
  isAt(address: string): boolean {
    return this.table !== null && addressOf(this.table.url, this.table.port).address === address
  }

  /** Back to the host's seat (or, when the seat was freed meanwhile, to the table as its host). */
  back(): void {
    const table = this.table
    if (!table) return
    // A seat the table freed meanwhile: a stored token for it would only be refused.
    if (!table.seatToken) forgetSeat(addressOf(table.url, table.port).address)
    const you = table.players.find((p) => p.you)?.name
    joinOwnTable(table, 'hosted', you)
  }

  async close(): Promise<void> {
    const closed = await this.closing.send((api) => api.stopTable())
    if (closed) this.table = null
  }
}

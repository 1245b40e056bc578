// An unfinished match saved on disk (solo, or a LAN table this app hosted), offered on the home screen
// until the player resumes or discards it. Main is asked once, when the offer is shown. Resuming takes
// the player's seat back with the token main returns (the other players' apps reconnect with the
// tokens they keep for that address).
import type { DesktopApi, IpcResult, ResumableSolo } from '../../../ipc/contract'
import { call, desktop } from '../bridge/desktop'
import { DesktopRequest } from './desktop-request.svelte'
import { joinOwnTable } from './own-table'
import type { OwnTable } from './own-table'
import type { TableKind } from '../../../protocol/vocabulary'

type Kind = TableKind
type Ask<T> = (api: DesktopApi) => Promise<IpcResult<T>>

const ASK: Record<Kind, { find: Ask<ResumableSolo>; forget: Ask<unknown>; resume: Ask<OwnTable> }> = {
  solo: {
    find: (api) => api.getResumableSolo(),
    forget: (api) => api.discardResumableSolo(),
    resume: (api) => api.resumeSolo()
  },
  hosted: {
    find: (api) => api.getResumableHosted(),
    forget: (api) => api.discardResumableHosted(),
    resume: (api) => api.resumeHosted()
  }
}

export class SavedMatch {
  /** The match on offer; null when there is none (or no desktop bridge). */
  saved = $state.raw<ResumableSolo>(null)
  /** The resume request: busy while main reopens the table, its failure to show. */
  readonly request = new DesktopRequest()
  readonly #kind: Kind

  constructor(kind: Kind) {
    this.#kind = kind
    const api = desktop()
    if (!api) return
    void call(() => ASK[kind].find(api)).then((r) => {
      if (r.ok) this.saved = r.value
    })
  }

  async resume(): Promise<void> {
    const table = await this.request.send(ASK[this.#kind].resume)
    if (table) joinOwnTable(table, this.#kind)
  }

  /** Deletes the save; the offer goes once main has done it. */
  async discard(): Promise<void> {
    const api = desktop()
    if (!api) return
    const r = await call(() => ASK[this.#kind].forget(api))
    if (r.ok) this.saved = null
  }
}

// The refusals of table and tournament hosting that the renderer can act on (a translated message, a
// retry, the way back to the running tournament); anything else thrown while hosting is an internal error.
import type { IpcErrorCode } from '../../ipc/contract'

export class HostingError extends Error {
  constructor(
    readonly code: Extract<
      IpcErrorCode,
      'port-in-use' | 'nothing-to-resume' | 'save-unreadable' | 'tournament-running'
    >,
    message: string
  ) {
    super(message)
    this.name = 'HostingError'
  }
}

// The desktop app's notices as the banner shows them: the list main keeps (`notices:list`), replaced
// whole by every `notices:changed` push. Dismissing hides a notice at once and tells main; main's
// answer (or its next push) is the list from then on.
import type { DesktopApi, Notice } from '../../../ipc/contract'

type NoticesApi = Pick<DesktopApi, 'listNotices' | 'dismissNotice' | 'onNoticesChanged'>

export class NoticesState {
  list = $state.raw<readonly Notice[]>([])
  #pushed = false
  #api: NoticesApi | null = null

  /** Starts following main's notices; returns the unsubscribe function. */
  follow(api: NoticesApi): () => void {
    this.#api = api
    const stop = api.onNoticesChanged((notices) => {
      this.#pushed = true
      this.list = notices
    })
    void api.listNotices().then(
      (result) => {
        // A push that arrived meanwhile is newer than this answer.
        if (result.ok && !this.#pushed) this.list = result.value
      },
      () => undefined
    )
    return stop
  }

  async dismiss(id: string): Promise<void> {
    const before = this.list
    this.list = before.filter((n) => n.id !== id)
    const api = this.#api
    if (!api) return
    try {
      const result = await api.dismissNotice(id)
      if (result.ok) this.list = result.value
      else this.list = before
    } catch {
      this.list = before
    }
  }
}

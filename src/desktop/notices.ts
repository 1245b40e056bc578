// Things the user should know that are no answer to a call: a settings file that was set aside, a table
// that could not be advertised, an autosave that failed. Kept until dismissed (the renderer lists them
// with `notices:list` and hears of changes on `notices:changed`), so one raised before the window
// loaded is not lost.
import type { Notice, NoticeKind } from '../ipc/contract'

export interface NoticeInput {
  readonly kind: NoticeKind
  readonly message: string
  readonly file?: string
}

/** What a module needs to raise a notice. */
export type ReportNotice = (notice: NoticeInput) => void

export interface NoticeBoard {
  /** Adds a notice; the same kind, message and file while one is pending adds nothing. */
  add: ReportNotice
  list(): Notice[]
  dismiss(id: string): Notice[]
  onChange(listener: (notices: Notice[]) => void): () => void
}

export interface NoticeBoardOptions {
  readonly now?: () => Date
  /** the oldest notices go beyond this many */
  readonly max?: number
}

export function createNoticeBoard(options: NoticeBoardOptions = {}): NoticeBoard {
  const now = options.now ?? (() => new Date())
  const max = options.max ?? 20
  let notices: Notice[] = []
  let next = 1
  const listeners = new Set<(notices: Notice[]) => void>()
  const changed = (): void => {
    for (const listener of listeners) listener([...notices])
  }
  return {
    add(input) {
      const same = notices.some(
        (n) => n.kind === input.kind && n.message === input.message && n.file === input.file
      )
      if (same) return
      const notice: Notice = {
        id: `notice-${next++}`,
        kind: input.kind,
        message: input.message,
        ...(input.file === undefined ? {} : { file: input.file }),
        at: now().toISOString()
      }
      notices = [...notices, notice].slice(-max)
      changed()
    },
    list: () => [...notices],
    dismiss(id) {
      const before = notices.length
      notices = notices.filter((n) => n.id !== id)
      if (notices.length !== before) changed()
      return [...notices]
    },
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    }
  }
}

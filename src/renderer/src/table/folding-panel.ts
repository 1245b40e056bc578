// A small panel under a toggle button (the Display menu, the React choices): it folds when focus moves
// out of it, and Esc folds it and puts focus back on its button (the first button inside `root`).
export function foldingPanel(
  root: () => HTMLElement | undefined,
  isOpen: () => boolean,
  fold: () => void
): { onfocusout: (e: FocusEvent) => void; onkeydown: (e: KeyboardEvent) => void } {
  return {
    onfocusout(e) {
      if (e.relatedTarget !== null && !root()?.contains(e.relatedTarget as Node)) fold()
    },
    onkeydown(e) {
      if (e.key !== 'Escape' || !isOpen()) return
      fold()
      e.preventDefault()
      e.stopPropagation()
      root()?.querySelector<HTMLElement>('button')?.focus()
    }
  }
}

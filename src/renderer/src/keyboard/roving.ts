// Roving tabindex over a row of items (the cards of a hand): one item is in the tab order, arrow keys
// move it. Left/right follow the screen, so in a right-to-left layout ArrowRight goes back.

export type RovingKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End'

export function isRovingKey(key: string): key is RovingKey {
  return ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(key)
}

/** The index focus moves to from `index` among `count` items (clamped, no wrap-around). */
export function nextIndex(index: number, count: number, key: RovingKey, dir: 'ltr' | 'rtl' = 'ltr'): number {
  if (count <= 0) return -1
  const last = count - 1
  const current = Math.min(Math.max(index, 0), last)
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
  const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
  switch (key) {
    case 'Home':
      return 0
    case 'End':
      return last
    case 'ArrowDown':
    case forward:
      return Math.min(current + 1, last)
    case 'ArrowUp':
    case back:
      return Math.max(current - 1, 0)
    default:
      return current
  }
}

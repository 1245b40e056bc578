// Dragging a card of the hand to another place, with a mouse, a pen or a finger (Pointer Events, so one
// code path serves all three). A press that stays within a few pixels is a click or tap and selects the
// card as before; only a press that moves becomes a drag, and the click that ends it is swallowed.
// While dragging, the card follows the pointer and the card it would land beside is marked
// (`drop-before` / `drop-after` on its list item); dropping calls `onmove(key, index)`, the index among
// the other cards in the hand's order (`keys`).

export interface DragOptions {
  /** Every card key of the hand, in the order shown (logical order: before = start side). */
  keys: readonly string[]
  dir: 'ltr' | 'rtl'
  onmove: (key: string, to: number) => void
}

/** How far a press may wander (px) and still be a click or tap. */
const SLOP = 8

interface Press {
  pointer: number
  key: string
  card: HTMLElement
  x: number
  y: number
  dragging: boolean
}

interface Drop {
  item: HTMLElement
  to: number
  after: boolean
}

/** The card nearest the pointer (other than the dragged one), and on which side of it to land. */
function dropAt(node: HTMLElement, options: DragOptions, x: number, y: number, dragged: string): Drop | null {
  const others = options.keys.filter((k) => k !== dragged)
  let best: { key: string; el: HTMLElement; d: number; cx: number } | null = null
  for (const el of node.querySelectorAll<HTMLElement>('[data-card]')) {
    const key = el.dataset.card ?? ''
    if (!others.includes(key)) continue
    const r = el.getBoundingClientRect()
    const cx = r.left + r.width / 2
    const d = Math.hypot(x - cx, y - (r.top + r.height / 2))
    if (best === null || d < best.d) best = { key, el, d, cx }
  }
  if (best === null) return null
  const after = options.dir === 'rtl' ? x < best.cx : x > best.cx
  const item = best.el.closest<HTMLElement>('li') ?? best.el
  return { item, after, to: others.indexOf(best.key) + (after ? 1 : 0) }
}

/**
 * The click that follows a drag's release must not select the card. Only a click where the drag let go
 * is the drag's own: a finger's drag is followed by no click at all, so a later tap elsewhere (a player
 * quick after a drag, or a test) must still select.
 */
function swallowClickAt(x: number, y: number): void {
  const stop = (e: MouseEvent) => {
    if (Math.hypot(e.clientX - x, e.clientY - y) > SLOP) return
    e.stopPropagation()
    e.preventDefault()
    window.removeEventListener('click', stop, { capture: true })
  }
  window.addEventListener('click', stop, { capture: true })
  setTimeout(() => window.removeEventListener('click', stop, { capture: true }), 100)
}

const cardOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>('[data-card]') : null

export function dragToArrange(node: HTMLElement, initial: DragOptions) {
  let options = initial
  let press: Press | null = null
  let drop: Drop | null = null

  function mark(next: Drop | null): void {
    drop?.item.classList.remove('drop-before', 'drop-after')
    drop = next
    drop?.item.classList.add(drop.after ? 'drop-after' : 'drop-before')
  }

  function end(): void {
    if (press?.dragging) {
      press.card.style.translate = ''
      press.card.classList.remove('dragging')
      node.classList.remove('arranging')
    }
    mark(null)
    press = null
    window.removeEventListener('pointermove', onmove)
    window.removeEventListener('pointerup', onup)
    window.removeEventListener('pointercancel', end)
  }

  function ondown(e: PointerEvent): void {
    const card = cardOf(e.target)
    if (press !== null || card === null || !e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return
    press = { pointer: e.pointerId, key: card.dataset.card ?? '', card, x: e.clientX, y: e.clientY, dragging: false }
    window.addEventListener('pointermove', onmove)
    window.addEventListener('pointerup', onup)
    window.addEventListener('pointercancel', end)
  }

  function onmove(e: PointerEvent): void {
    if (press === null || e.pointerId !== press.pointer) return
    const dx = e.clientX - press.x
    const dy = e.clientY - press.y
    if (!press.dragging) {
      if (Math.hypot(dx, dy) < SLOP) return
      press.dragging = true
      press.card.classList.add('dragging')
      node.classList.add('arranging')
    }
    e.preventDefault()
    press.card.style.translate = `${dx}px ${dy}px`
    mark(dropAt(node, options, e.clientX, e.clientY, press.key))
  }

  function onup(e: PointerEvent): void {
    if (press === null || e.pointerId !== press.pointer) return
    const moved = press.dragging ? { key: press.key, to: drop?.to } : null
    end()
    if (moved === null) return // a click or tap: the card's own click selects it
    swallowClickAt(e.clientX, e.clientY)
    if (moved.to !== undefined) options.onmove(moved.key, moved.to)
  }

  node.addEventListener('pointerdown', ondown)
  return {
    update(next: DragOptions) {
      options = next
    },
    destroy() {
      end()
      node.removeEventListener('pointerdown', ondown)
    }
  }
}

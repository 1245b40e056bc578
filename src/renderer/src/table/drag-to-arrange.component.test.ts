// A drag of a card of the hand moves it; the click that ends a drag does not select; a press that does
// not move is a click; and a click soon after a drag, somewhere else, still reaches its card.
import { afterEach, describe, expect, it } from 'vitest'
import { dragToArrange } from './drag-to-arrange'

function hand(keys: string[]) {
  const node = document.createElement('ul')
  const clicked: string[] = []
  for (const key of keys) {
    const li = document.createElement('li')
    const card = document.createElement('button')
    card.dataset.card = key
    card.addEventListener('click', () => clicked.push(key))
    li.append(card)
    node.append(li)
  }
  document.body.append(node)
  const moves: [string, number][] = []
  const action = dragToArrange(node, { keys, dir: 'ltr', onmove: (key, to) => moves.push([key, to]) })
  const card = (key: string) => node.querySelector<HTMLElement>(`[data-card="${key}"]`)!
  return { node, card, clicked, moves, action }
}

const pointer = (type: string, x: number, y: number) =>
  new PointerEvent(type, { pointerId: 1, isPrimary: true, pointerType: 'touch', clientX: x, clientY: y, bubbles: true })
const click = (x: number, y: number) => new MouseEvent('click', { clientX: x, clientY: y, bubbles: true })

function drag(target: HTMLElement, from: { x: number; y: number }, to: { x: number; y: number }): void {
  target.dispatchEvent(pointer('pointerdown', from.x, from.y))
  window.dispatchEvent(pointer('pointermove', (from.x + to.x) / 2, (from.y + to.y) / 2))
  window.dispatchEvent(pointer('pointermove', to.x, to.y))
  window.dispatchEvent(pointer('pointerup', to.x, to.y))
}

afterEach(() => {
  document.body.replaceChildren()
})

describe('dragging a card of the hand', () => {
  it('moves the card, and the click where it was let go does not select it', () => {
    const h = hand(['a', 'b', 'c'])
    drag(h.card('a'), { x: 10, y: 10 }, { x: 200, y: 10 })
    expect(h.moves).toHaveLength(1)
    expect(h.moves[0]?.[0]).toBe('a')
    h.card('a').dispatchEvent(click(200, 10))
    expect(h.clicked).toEqual([])
    h.action.destroy()
  })

  it('lets a click elsewhere right after a drag (a finger’s drag has no click of its own) select its card', () => {
    const h = hand(['a', 'b', 'c'])
    drag(h.card('a'), { x: 10, y: 10 }, { x: 200, y: 10 })
    h.card('b').dispatchEvent(click(60, 10))
    expect(h.clicked).toEqual(['b'])
    h.action.destroy()
  })

  it('lets a click at the same place through once the drag is long over', async () => {
    const h = hand(['a', 'b', 'c'])
    drag(h.card('a'), { x: 10, y: 10 }, { x: 200, y: 10 })
    await new Promise((done) => setTimeout(done, 150))
    h.card('c').dispatchEvent(click(200, 10))
    expect(h.clicked).toEqual(['c'])
    h.action.destroy()
  })

  it('takes a press that stays within a few pixels for a click, not a drag', () => {
    const h = hand(['a', 'b'])
    drag(h.card('b'), { x: 50, y: 10 }, { x: 53, y: 11 })
    h.card('b').dispatchEvent(click(53, 11))
    expect(h.moves).toEqual([])
    expect(h.clicked).toEqual(['b'])
    h.action.destroy()
  })
})

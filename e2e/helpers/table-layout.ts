// Where the table's parts lie on screen, and which of them overlap (issue 23's table polish): read in one
// layout inside the page, so that a part re-rendered between two reads cannot report an overlap that was
// never on screen.
import { expect, type Locator, type Page } from '@playwright/test'

export interface Box {
  what: string
  x: number
  y: number
  width: number
  height: number
}

/** The boxes of the visible elements `locator` matches, named for the failure message. */
export async function boxes(locator: Locator, what: string): Promise<Box[]> {
  const found: Box[] = []
  for (const [i, element] of (await locator.all()).entries()) {
    if (!(await element.isVisible())) continue
    const box = await element.boundingBox()
    if (box && box.width > 0 && box.height > 0) found.push({ what: `${what} ${i}`, ...box })
  }
  return found
}

/** Every pair (one from each list) whose boxes share more than a pixel. */
export function overlaps(a: Box[], b: Box[]): string[] {
  const hits: string[] = []
  for (const p of a) {
    for (const q of b) {
      const w = Math.min(p.x + p.width, q.x + q.width) - Math.max(p.x, q.x)
      const h = Math.min(p.y + p.height, q.y + q.height) - Math.max(p.y, q.y)
      if (w > 1 && h > 1) hits.push(`${p.what} × ${q.what}`)
    }
  }
  return hits
}

/** Where each part of the table must never lie on another: CSS selectors, read in one layout. */
const PARTS = {
  seats: ['[data-testid="seat"]', 'seat'],
  plays: ['[data-testid="seat-play"] .pass, [data-testid="seat-play"] .cards', 'seat play'],
  buttons: ['[data-testid="actions"] button', 'action button'],
  hand: ['[data-testid="hand"] [data-card]', 'hand card'],
  status: ['[data-testid="turn-status"]', 'turn status'],
  mark: ['.center .mark', 'weather mark'],
  bar: ['.table-screen > header button', 'bar button']
} as const

export type TableParts = Record<keyof typeof PARTS, Box[]>

/**
 * The boxes of the table's visible parts, all read in one go inside the page: boxes read one call at a
 * time can come from two layouts (a trick's banner leaving between two reads moves the status and the mark
 * by different amounts), which reported overlaps that were never on screen.
 */
export async function tableParts(page: Page): Promise<TableParts> {
  return page.evaluate((parts) => {
    // The part of an element its scrolling or clipping ancestors let show: in phone landscape the actions
    // scroll, and a button scrolled out of their box is not on screen (nor over the hand below it).
    const visibleRect = (element: Element) => {
      let { left, top, right, bottom } = element.getBoundingClientRect()
      for (let up = element.parentElement; up !== null; up = up.parentElement) {
        const style = getComputedStyle(up)
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
        const box = up.getBoundingClientRect()
        left = Math.max(left, box.left)
        top = Math.max(top, box.top)
        right = Math.min(right, box.right)
        bottom = Math.min(bottom, box.bottom)
      }
      return { x: left, y: top, width: right - left, height: bottom - top }
    }
    const read = ([selector, what]: readonly [string, string]) =>
      [...document.querySelectorAll(selector)].flatMap((element, i) => {
        const r = visibleRect(element)
        const shown = r.width > 0 && r.height > 0 && getComputedStyle(element).visibility !== 'hidden'
        return shown ? [{ what: `${what} ${i}`, ...r }] : []
      })
    return Object.fromEntries(Object.entries(parts).map(([key, part]) => [key, read(part)])) as Record<
      keyof typeof parts,
      { what: string; x: number; y: number; width: number; height: number }[]
    >
  }, PARTS)
}

/** Seats, seat plays, buttons, hand, turn status and the weather mark: none on another. */
export function expectNoOverlaps(parts: TableParts, when: string): void {
  const { seats, plays, buttons, hand, status, mark, bar } = parts
  expect(seats.length, when).toBeGreaterThan(0)
  expect(hand.length, when).toBeGreaterThan(0)
  expect(buttons.length, when).toBeGreaterThan(0)
  expect(
    [
      ...overlaps(seats, [...buttons, ...hand, ...status, ...bar]),
      ...overlaps(plays, [...buttons, ...hand, ...status, ...bar]),
      ...overlaps(buttons, [...hand, ...status]),
      ...overlaps(hand, status),
      ...overlaps(status, mark)
    ],
    when
  ).toEqual([])
}

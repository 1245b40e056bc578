// The table's keyboard map, as pure functions (unit-tested; the DOM wiring lives in the components).
//   ← → ↑ ↓ / Home / End   move between cards (roving tabindex, see roving.ts)
//   Shift+← / Shift+→      move the focused card in the hand (lib/hand-arrangement.ts, table/Hand.svelte)
//   Space                  select or let go of the focused card (the card's own button behaviour)
//   Enter                  play the selected cards (asks "overwrite or add?" when both fit)
//   P pass · H hint · L log · R rules · ? this help · Esc close a window or menu, else clear the selection
// While a modal window is open (modalIsOpen) it owns every key: Esc closes it (the native <dialog> does).
// Letters are read from the physical key as well (`code`), so they work on Arabic, Cyrillic… layouts.

export type Shortcut = 'play' | 'pass' | 'hint' | 'log' | 'rules' | 'help' | 'clear'

/** The parts of a KeyboardEvent the map looks at (so tests need no DOM). */
export interface KeyLike {
  key: string
  code?: string
  ctrlKey?: boolean
  metaKey?: boolean
  altKey?: boolean
  shiftKey?: boolean
  target?: unknown
}

interface ElementLike {
  tagName?: string
  type?: string
  isContentEditable?: boolean
  getAttribute?: (name: string) => string | null
}

const TEXT_INPUTS = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number', 'date', 'time'])

/** Typing in a field: shortcuts must not fire. */
export function isTypingTarget(target: unknown): boolean {
  if (typeof target !== 'object' || target === null) return false
  const el = target as ElementLike
  const tag = el.tagName?.toLowerCase()
  if (tag === 'textarea' || tag === 'select') return true
  if (tag === 'input') return TEXT_INPUTS.has((el.type ?? 'text').toLowerCase())
  if (el.isContentEditable) return true
  const role = el.getAttribute?.('role')
  return role === 'textbox' || role === 'combobox' || role === 'searchbox'
}

/** Elements whose own Enter/Space behaviour wins over the table's Enter (buttons, links, summaries). */
export function isActivatable(target: unknown): boolean {
  if (typeof target !== 'object' || target === null) return false
  const el = target as ElementLike
  const tag = el.tagName?.toLowerCase()
  if (tag === 'a' || tag === 'summary' || tag === 'input' || tag === 'select' || tag === 'textarea')
    return true
  if (tag === 'button') return el.getAttribute?.('data-card') == null
  const role = el.getAttribute?.('role')
  return role === 'button' || role === 'link' || role === 'menuitem' || role === 'tab'
}

/** The Latin letter of a key press: from `key`, else from the physical key (`KeyP` → p). */
export function letterOf(event: KeyLike): string | null {
  if (/^[a-z]$/i.test(event.key)) return event.key.toLowerCase()
  const code = event.code ?? ''
  return /^Key[A-Z]$/.test(code) ? code.slice(3).toLowerCase() : null
}

/** A modal window is open on the page (common/Modal.svelte's native <dialog>: a question, the
 *  overwrite-or-add choice, the rules, the host's menu, Settings…): the table's keys wait, so Esc closes
 *  the window instead of letting go of the picked cards. */
export function modalIsOpen(page: { querySelector(selector: string): unknown }): boolean {
  return page.querySelector('dialog[open]') !== null
}

/** Ctrl+Z (Cmd+Z on a Mac): undo the last move at a solo table — not while typing (the field's own undo). */
export function isUndoKey(event: KeyLike): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false
  if (isTypingTarget(event.target)) return false
  return letterOf(event) === 'z'
}

/** What a key press at the table means, or null (not a shortcut, a modifier held, or typing). */
export function shortcutFor(event: KeyLike): Shortcut | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null
  if (isTypingTarget(event.target)) return null
  if (event.key === '?' || event.key === '؟' || (event.code === 'Slash' && event.shiftKey)) return 'help'
  if (event.key === 'Escape') return 'clear'
  if (event.key === 'Enter') return isActivatable(event.target) ? null : 'play'
  if (event.shiftKey) return null
  switch (letterOf(event)) {
    case 'p':
      return 'pass'
    case 'h':
      return 'hint'
    case 'l':
      return 'log'
    case 'r':
      return 'rules'
    default:
      return null
  }
}

import { describe, expect, it } from 'vitest'
import { isTypingTarget, isUndoKey, shortcutFor } from './shortcuts'
import { nextIndex } from './roving'

const el = (tagName: string, attrs: Record<string, string> = {}, type?: string) => ({
  tagName,
  type,
  isContentEditable: false,
  getAttribute: (name: string) => attrs[name] ?? null
})

describe('shortcutFor', () => {
  it('maps the letters, help, Escape and Enter', () => {
    expect(shortcutFor({ key: 'p' })).toBe('pass')
    expect(shortcutFor({ key: 'P' })).toBe('pass')
    expect(shortcutFor({ key: 'h' })).toBe('hint')
    expect(shortcutFor({ key: 'l' })).toBe('log')
    expect(shortcutFor({ key: 'r' })).toBe('rules')
    expect(shortcutFor({ key: '?', shiftKey: true })).toBe('help')
    expect(shortcutFor({ key: 'Escape' })).toBe('clear')
    expect(shortcutFor({ key: 'Enter', target: el('body') })).toBe('play')
    expect(shortcutFor({ key: 'x' })).toBe(null)
  })

  it('reads the physical key on non-Latin layouts', () => {
    expect(shortcutFor({ key: 'ح', code: 'KeyP' })).toBe('pass')
    expect(shortcutFor({ key: 'ا', code: 'KeyH' })).toBe('hint')
    expect(shortcutFor({ key: '؟', code: 'Slash', shiftKey: true })).toBe('help')
  })

  it('stays quiet while typing or with modifiers', () => {
    expect(shortcutFor({ key: 'p', target: el('input', {}, 'text') })).toBe(null)
    expect(shortcutFor({ key: 'h', target: el('textarea') })).toBe(null)
    expect(shortcutFor({ key: 'Enter', target: el('input', {}, 'text') })).toBe(null)
    expect(shortcutFor({ key: 'p', ctrlKey: true })).toBe(null)
    expect(shortcutFor({ key: 'l', metaKey: true })).toBe(null)
    expect(isTypingTarget(el('input', {}, 'checkbox'))).toBe(false)
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true)
  })

  it('lets buttons keep their own Enter, except cards', () => {
    expect(shortcutFor({ key: 'Enter', target: el('button') })).toBe(null)
    expect(shortcutFor({ key: 'Enter', target: el('button', { 'data-card': '' }) })).toBe('play')
    expect(shortcutFor({ key: 'Enter', target: el('a') })).toBe(null)
    expect(shortcutFor({ key: 'p', target: el('button') })).toBe('pass')
  })
})

describe('nextIndex', () => {
  it('moves along the row and stops at the ends', () => {
    expect(nextIndex(0, 5, 'ArrowRight')).toBe(1)
    expect(nextIndex(4, 5, 'ArrowRight')).toBe(4)
    expect(nextIndex(0, 5, 'ArrowLeft')).toBe(0)
    expect(nextIndex(2, 5, 'Home')).toBe(0)
    expect(nextIndex(2, 5, 'End')).toBe(4)
    expect(nextIndex(2, 5, 'ArrowDown')).toBe(3)
    expect(nextIndex(2, 5, 'ArrowUp')).toBe(1)
    expect(nextIndex(9, 5, 'ArrowLeft')).toBe(3)
    expect(nextIndex(0, 0, 'ArrowRight')).toBe(-1)
  })

  it('follows the screen in right-to-left layouts', () => {
    expect(nextIndex(2, 5, 'ArrowRight', 'rtl')).toBe(1)
    expect(nextIndex(2, 5, 'ArrowLeft', 'rtl')).toBe(3)
  })
})

describe('isUndoKey', () => {
  it('is Ctrl+Z or Cmd+Z (also on other layouts), never while typing or with Shift/Alt', () => {
    expect(isUndoKey({ key: 'z', ctrlKey: true })).toBe(true)
    expect(isUndoKey({ key: 'z', metaKey: true })).toBe(true)
    expect(isUndoKey({ key: 'я', code: 'KeyZ', ctrlKey: true })).toBe(true)
    expect(isUndoKey({ key: 'z' })).toBe(false)
    expect(isUndoKey({ key: 'Z', ctrlKey: true, shiftKey: true })).toBe(false)
    expect(isUndoKey({ key: 'z', ctrlKey: true, altKey: true })).toBe(false)
    expect(isUndoKey({ key: 'z', ctrlKey: true, target: { tagName: 'INPUT', type: 'text' } })).toBe(false)
  })
})

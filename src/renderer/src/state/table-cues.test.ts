import { describe, expect, it } from 'vitest'
import { soundOf } from './table-cues.svelte'

describe('the sound of what just happened', () => {
  it('an 8 that clears the trick sounds apart from other clears; the end of the match has its own', () => {
    expect(soundOf({ type: 'trickCleared', seat: 1, reason: 'eight', meld: null })).toBe('eight')
    expect(soundOf({ type: 'trickCleared', seat: 1, reason: 'pass', meld: null })).toBe('clear')
    expect(soundOf({ type: 'passed', seat: 2 })).toBe('pass')
    expect(soundOf({ type: 'played', seat: 0, move: { kind: 'lead', cards: [4] }, meld: { type: 'single', cards: [4] } })).toBe('play')
    expect(soundOf({ type: 'matchEnded', winners: [0], totals: [3, 50] })).toBe('win')
  })
})

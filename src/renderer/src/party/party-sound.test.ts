import { describe, expect, it } from 'vitest'
import type { EngineEvent, RoundResult } from '../../../engine/types'
import { partyCue } from './party-sound'

const played: EngineEvent = { type: 'played', seat: 0, move: { kind: 'lead', cards: [3] }, meld: { type: 'single', cards: [3] } } as EngineEvent
const cleared = (reason: 'eight' | 'set' | 'run' | 'pass'): EngineEvent => ({ type: 'trickCleared', seat: 1, reason, meld: null })
const roundEnded = { type: 'roundEnded', result: {} as RoundResult } as EngineEvent

describe('the party screen sounds only what the room wants to hear', () => {
  it('nothing for a play or a pass', () => {
    expect(partyCue([played])).toBeNull()
    expect(partyCue([{ type: 'passed', seat: 1 }])).toBeNull()
    expect(partyCue([])).toBeNull()
  })

  it('a trick clear, and its own cue for the Rule of 8s', () => {
    expect(partyCue([played, cleared('set')])).toBe('clear')
    expect(partyCue([played, cleared('pass')])).toBe('clear')
    expect(partyCue([played, cleared('eight')])).toBe('eight')
  })

  it('a round that ends with a clear sounds as a round end', () => {
    expect(partyCue([played, cleared('eight'), roundEnded])).toBe('roundEnd')
    expect(partyCue([played, roundEnded, { type: 'matchEnded', winners: [0], totals: [0, 9] }])).toBe('roundEnd')
  })
})

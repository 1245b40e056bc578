import { describe, expect, it } from 'vitest'
import { logLine } from './log-lines'

describe('the host log and the knock list', () => {
  it('says who knocks, from where, and what the host answered', () => {
    const knock = (outcome: 'waiting' | 'let-in' | 'turned-away' | 'gone') =>
      logLine({ type: 'knock', name: 'Ann', address: '10.0.0.5', outcome }, [])
    expect(knock('waiting')).toBe('Ann (from 10.0.0.5) knocks: waiting at the door for the host to let them in')
    expect(knock('let-in')).toBe('Ann (from 10.0.0.5) was let in by the host')
    expect(knock('turned-away')).toBe('Ann (from 10.0.0.5) was turned away by the host')
    expect(knock('gone')).toBe('Ann (from 10.0.0.5) stopped waiting at the door')
  })
})

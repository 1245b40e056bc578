import { describe, expect, it } from 'vitest'
import { DOOR_SUMMARY_MS, DoorSummary } from './door-summary'
import { logLine } from './log-lines'

describe('the host log and the knock list', () => {
  it('says who knocks, from where, and what the host answered', () => {
    const knock = (outcome: 'waiting' | 'let-in' | 'turned-away' | 'gone') =>
      logLine({ type: 'knock', name: 'Ann', address: '10.0.0.5', device: null, outcome }, [])
    expect(knock('waiting')).toBe(
      'Ann (from 10.0.0.5) knocks: waiting at the door for the host to let them in'
    )
    expect(knock('let-in')).toBe('Ann (from 10.0.0.5) was let in by the host')
    expect(knock('turned-away')).toBe('Ann (from 10.0.0.5) was turned away by the host')
    expect(knock('gone')).toBe('Ann (from 10.0.0.5) stopped waiting at the door')
  })
})

describe('the door in the host log under churn', () => {
  const event = (address: string, outcome: 'waiting' | 'gone') =>
    ({ type: 'knock', name: 'K', address, device: null, outcome }) as const

  it('prints the first knock at once, then at most one summary line per window however hard the door is knocked on', () => {
    const summary = new DoorSummary()
    const lines: { at: number; line: string }[] = []
    const push = (at: number, address: string, outcome: 'waiting' | 'gone') => {
      for (const line of summary.push(event(address, outcome), `line ${at}`, at)) lines.push({ at, line })
    }
    // 16 addresses knock and close every 2 ms for 25 s: 12,500 knocks and as many closes.
    for (let at = 0; at < 25_000; at += 2) {
      push(at, `127.0.0.${2 + ((at / 2) % 16)}`, 'waiting')
      push(at + 1, `127.0.0.${2 + ((at / 2) % 16)}`, 'gone')
    }
    for (const line of summary.flush(Number.POSITIVE_INFINITY)) lines.push({ at: Infinity, line })
    expect(lines[0]).toEqual({ at: 0, line: 'line 0' })
    expect(lines.length).toBeLessThanOrEqual(1 + Math.ceil(25_000 / DOOR_SUMMARY_MS))
    for (let i = 2; i < lines.length - 1; i++)
      expect(lines[i]!.at - lines[i - 1]!.at).toBeGreaterThanOrEqual(DOOR_SUMMARY_MS)
    expect(lines[1]?.line).toMatch(
      /^At the door in the last 10 s: 4,999 knocks and 5,000 stopped knocks from 16 addresses$/
    )
  })

  it('prints a knock after a quiet spell at once again', () => {
    const summary = new DoorSummary()
    expect(summary.push(event('10.0.0.1', 'waiting'), 'first', 0)).toEqual(['first'])
    expect(summary.flush(DOOR_SUMMARY_MS)).toEqual([]) // nothing held back: the window closes
    expect(summary.push(event('10.0.0.2', 'waiting'), 'second', 60_000)).toEqual(['second'])
  })

  it("names the knocker's device in the line when its socket named one", () => {
    const device = { kind: 'phone', system: 'iOS', browser: 'Safari' } as const
    expect(logLine({ type: 'knock', name: 'Ann', address: '10.0.0.5', device, outcome: 'waiting' }, [])).toBe(
      'Ann (from 10.0.0.5, iOS phone, Safari) knocks: waiting at the door for the host to let them in'
    )
  })
})

import { describe, expect, it } from 'vitest'
import { CODE_LIFETIME_MS, MAX_LIVE_CODES, createOneTimeCodes } from './one-time-codes'

describe('one-time codes', () => {
  it('are good once', () => {
    const codes = createOneTimeCodes()
    const code = codes.issue()
    expect(codes.redeem(code)).toBe(true)
    expect(codes.redeem(code)).toBe(false)
  })

  it('expire unused', () => {
    let now = 1_000
    const codes = createOneTimeCodes(() => now)
    const early = codes.issue()
    const late = codes.issue()
    now += CODE_LIFETIME_MS - 1
    expect(codes.redeem(early)).toBe(true)
    now += 1
    expect(codes.redeem(late)).toBe(false)
  })

  it('are never codes nobody was given, nor a prefix or a longer string of one', () => {
    const codes = createOneTimeCodes()
    const code = codes.issue()
    for (const other of [
      '',
      code.slice(0, -1),
      `${code}x`,
      code.toUpperCase() === code ? code.toLowerCase() : code.toUpperCase()
    ])
      expect(codes.redeem(other), other).toBe(false)
    expect(codes.redeem(code)).toBe(true)
  })

  it('are only the newest few while unused: asking for many forgets the oldest', () => {
    const codes = createOneTimeCodes()
    const issued = Array.from({ length: MAX_LIVE_CODES + 2 }, () => codes.issue())
    expect(issued.map((code) => codes.redeem(code))).toEqual([
      false,
      false,
      ...new Array<boolean>(MAX_LIVE_CODES).fill(true)
    ])
  })
})

// The secrets audit must catch what it claims to catch (R9), or every test that ends with `assertClean()`
// proves nothing: hand-made frames that leak, and the frames that may carry the same data.
import { describe, expect, test } from 'vitest'
import { SecretsAudit } from './secrets-audit'

const secrets = () => ({ tokens: ['token-of-ann', 'token-of-bob', null], hostKey: 'the-host-key' })
const welcome = (seat: number | null, token: string | null) => ({
  type: 'welcome',
  protocol: 1,
  tableId: 't',
  seat,
  token,
  isHost: false
})
const state = (view: Record<string, unknown> | null, extra: Record<string, unknown> = {}) => ({
  type: 'state',
  version: 3,
  table: {},
  view,
  events: [],
  turnDeadline: null,
  ...extra
})
const seatView = (seat: number | null, over: Record<string, unknown> = {}) => ({
  seat,
  hand: seat === null ? null : [3, 4],
  round: 1,
  phase: 'playing',
  results: [],
  ...over
})

describe('SecretsAudit', () => {
  test('a welcome carries its own seat token; the own view and a spectator view are fine', () => {
    const audit = new SecretsAudit({ secrets })
    audit.observe('ann', welcome(0, 'token-of-ann'))
    audit.observe('ann', JSON.stringify(state(seatView(0))))
    audit.observe('sue', welcome(null, null))
    audit.observe('sue', state(seatView(null)))
    expect(audit.violations).toEqual([])
    expect(audit.framesChecked).toBe(4)
    expect(() => audit.assertClean()).not.toThrow()
  })

  test("another seat's token, the host key, or even the own token outside a welcome", () => {
    const audit = new SecretsAudit({ secrets })
    audit.observe('ann', welcome(0, 'token-of-bob'))
    audit.observe('ann', state(seatView(0), { note: 'the-host-key' }))
    audit.observe('ann', state(seatView(0), { note: 'token-of-ann' }))
    expect(audit.violations).toEqual([
      expect.stringContaining('the seat token of seat 1'),
      expect.stringContaining('the host key'),
      expect.stringContaining('the seat token of seat 0')
    ])
    expect(() => audit.assertClean()).toThrow(/3 secret\(s\) leaked/)
  })

  test('host-only fields, hands outside the own view, and results of a round still played', () => {
    const audit = new SecretsAudit()
    audit.observe('ann', welcome(0, null))
    audit.observe('ann', state(seatView(0), { undealt: [1] }))
    audit.observe('ann', state(seatView(0, { seats: [{ hand: [5] }] })))
    audit.observe('ann', state(seatView(0, { results: [{ round: 1, hands: [[5]] }] })))
    expect(audit.violations).toEqual([
      expect.stringContaining('host-only field undealt'),
      expect.stringContaining('a hand at view.seats.0.hand'),
      expect.stringContaining("round 1's hands before it ended")
    ])
  })

  test("someone else's view, a hand for a spectator", () => {
    const audit = new SecretsAudit()
    audit.observe('ann', welcome(0, null))
    audit.observe('ann', state(seatView(1)))
    audit.observe('sue', welcome(null, null))
    audit.observe('sue', state(seatView(null, { hand: [3] })))
    expect(audit.violations).toEqual([
      expect.stringContaining('the view of seat 1 sent to seat 0'),
      expect.stringContaining('a hand sent to a spectator')
    ])
  })

  test("a hand that is not the seat's own in the host's state at that version", () => {
    const own = { hands: [[0, 0, 0, 1]] }
    const audit = new SecretsAudit({ truthAt: () => own as never })
    audit.observe('ann', welcome(0, null))
    audit.observe('ann', state(seatView(0, { hand: [3] })))
    expect(audit.violations).toEqual([])
    audit.observe('ann', state(seatView(0, { hand: [4] })))
    expect(audit.violations).toEqual([expect.stringContaining("a hand that is not seat 0's own")])
  })
})

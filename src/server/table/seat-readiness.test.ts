// The host decides whom it waits for on its seat records; the screens read the same rule from the
// SeatInfo the host sends (protocol/readiness.ts). Both must agree on every seat.
import { describe, expect, it } from 'vitest'
import { isWaitedFor as screensWaitFor } from '../../protocol/readiness'
import { SEAT_KINDS } from '../../protocol/vocabulary'
import { isWaitedFor, seatInfo } from './seat'
import type { SeatRecord } from './seat'

describe('readiness on the host and in the SeatInfo it sends', () => {
  it('agree for every kind of seat, connected or not, away or not, ready or not', () => {
    let waited = 0
    for (const kind of SEAT_KINDS) {
      for (const connection of [null, 7]) {
        for (const away of [false, true]) {
          for (const ready of [false, true]) {
            const record: SeatRecord = {
              kind,
              name: null,
              token: null,
              level: 'medium',
              away,
              ready,
              connection
            }
            const info = seatInfo(record, 0)
            expect({ record, waited: screensWaitFor(info) }).toEqual({ record, waited: isWaitedFor(record) })
            if (isWaitedFor(record)) waited++
          }
        }
      }
    }
    // Only a connected human, not away and not ready, is waited for.
    expect(waited).toBe(1)
  })
})

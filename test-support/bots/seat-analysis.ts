// A real (small-budget) analysis of one seat of a recorded match, for tests outside the bots layer.
import { analyseSeat } from '../../src/bots/review/analyse'
import type { SeatAnalysis } from '../../src/bots/review/analyse'
import { decisionsOf } from '../../src/engine/record-rounds'
import type { MatchRecord } from '../../src/protocol/match-record'

export function analysedSeat(record: MatchRecord, seat: number): SeatAnalysis {
  const analysis = analyseSeat(decisionsOf(record), seat, { iterations: 300 })
  if (analysis === null) throw new Error('the analysis did not finish')
  return analysis
}

// The states of a checked match record, one round at a time (issues 26, 48): the review steps through
// a round's states and the analysis reads each decision's state. checkGame (match-record.ts) keeps no
// state per move, so a round's states are made here when wanted, from its deal and the results of the
// rounds before it; they are exactly the states the table went through while the match was played.
import type { RoundResult } from './types'
import { applyOrThrow } from './apply'
import { checkGame, gameOfRecord, startOf } from './match-record'
import type { Decision, RecordWithSeats, RecordedGame, ReplayedRound } from './match-record'

/**
 * Round `index` (0-based) of a checked game, every state of it, given checkGame's `results`. Throws on
 * a record checkGame refused: check untrusted ones first.
 */
export function replayRound(
  game: RecordedGame,
  results: readonly RoundResult[],
  index: number
): ReplayedRound {
  const r = game.rounds[index]
  if (r === undefined || results.length < index) throw new RangeError(`replayRound: no round ${index + 1}`)
  const start = startOf(game, r, results.slice(0, index))
  const steps: ReplayedRound['steps'] = []
  let state = start
  for (const { seat, move } of r.moves) {
    const applied = applyOrThrow(state, seat, move)
    state = applied.state
    steps.push({ seat, move: state.log[state.log.length - 1]?.move ?? move, state, events: applied.events })
  }
  return { round: r.round, start, steps }
}

/**
 * Every decision of the match in order, each with the state it was made in (the analysis's input). Takes
 * a checked record (protocol/match-record.ts validateRecord) or the engine's RecordedGame; throws on a
 * record the check refuses, so check untrusted ones first. `results`: the check's own, when the record
 * was checked already (so it is not checked twice).
 */
export function decisionsOf(
  record: RecordedGame | RecordWithSeats,
  results?: readonly RoundResult[]
): Decision[] {
  const game = gameOfRecord(record)
  const checked = results === undefined ? checkGame(game) : { ok: true as const, value: results }
  if (!checked.ok) throw new Error(`decisionsOf: ${checked.error.message}`)
  return game.rounds.flatMap((_, index) => {
    const r = replayRound(game, checked.value, index)
    return r.steps.map((step, i) => ({
      round: r.round,
      seat: step.seat,
      move: step.move,
      before: i === 0 ? r.start : (r.steps[i - 1] as (typeof r.steps)[number]).state
    }))
  })
}

// Replay: a round is its deal plus its move log. Rebuilding it proves the log is complete, and lets a
// saved game be checked after loading.
import type { MatchState } from './types'
import { applyOrThrow } from './apply'
import { startRound } from './state'
import { endMatchNow, endedEarly } from './early-end'

/**
 * The current round rebuilt from `dealt`/`dealtUndealt` and `log`; deep-equal to `state` when the state
 * is consistent. Throws if a logged move is refused (a corrupt state).
 */
export function replayRound(state: MatchState): MatchState {
  // A finished round has already added its result; the replay starts from before it. A match the host
  // ended early (early-end.ts) added none: its round replays as it stood, then ends the match.
  const early = endedEarly(state)
  const finished = state.phase !== 'playing' && !early
  const results = finished ? state.results.slice(0, -1) : state.results
  const last = finished ? state.results[state.results.length - 1] : undefined
  const totals = state.totals.map((t, s) => t - (last?.penalties[s] ?? 0))
  let s = startRound({
    players: state.players,
    options: state.options,
    round: state.round,
    matchLeader: state.matchLeader,
    roundLeader: state.roundLeader,
    totals,
    results,
    hands: state.dealt,
    undealt: state.dealtUndealt,
    reserve: state.reserve,
    retired: state.retired
  })
  for (const { seat, move } of state.log) s = applyOrThrow(s, seat, move).state
  return early ? endMatchNow(s) : s
}

// A match the host ends before its target (issue 51): scored as it stands. The rule, and why:
// - only finished rounds count. The round being played has no result (R7 scores a round when a player
//   goes out), and counting the cards still in hand would punish whoever had not yet been able to shed
//   them, so the totals are the totals before this round, exactly as everyone saw them on the scoreboard;
// - the lowest total wins and a tie shares the win (R8), so with no round finished everyone shares it.
// The round's moves stay in the state (its log replays to it, replay.ts), and its hands stay secret:
// the round never ended, so D6 does not reveal them.
import { lowest } from './match'
import type { MatchState, PublicRound } from './types'

/** The match over now: no seat on turn, the winners by the totals of the finished rounds. */
export function endMatchNow(state: MatchState): MatchState {
  return { ...state, phase: 'matchOver', turn: null, winners: lowest(state.totals) }
}

/** Whether the match was ended before its round did: over, and the current round has no result. */
export function endedEarly(round: Pick<PublicRound, 'phase' | 'round' | 'results'>): boolean {
  return round.phase === 'matchOver' && round.results.length < round.round
}

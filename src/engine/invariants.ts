// What holds in every state the rules can reach, checked on a state that came from outside the engine
// (a save, a journal): a checksum proves a file is the one written, not that what was written is a game.
// Each broken invariant has its own code, so a refusal names what is impossible ("eight 8s": the cards
// are not conserved), never just "invalid".
import type { MatchState, RankCounts } from './types'
import { addCounts, cardCount, countsFromRanks, deckFor, emptyCounts, pointsOf, sameCounts } from './cards'
import { endedEarly } from './early-end'
import { lowest, scoreMatch } from './match'
import { ok, refuse } from './result'
import type { Refusal, Result } from './result'

export const INVARIANT_CODES = [
  'cards-not-conserved', // hands + meld + cleared + undealt + kept hands + earlier hands ≠ the deck
  'deal-not-conserved', // the round's deal (which its replay starts from) ≠ the deck
  'rounds-out-of-step', // the finished rounds do not match the round number and phase
  'penalties-do-not-add-up', // a round's penalties are not the points of the hands it revealed (R7)
  'totals-do-not-add-up', // the totals are not the sum of the rounds' penalties (R7)
  'match-end-does-not-follow' // over or not over, winners, against what the totals say (R8)
] as const
export type InvariantCode = (typeof INVARIANT_CODES)[number]
export type InvariantBreach = Refusal<InvariantCode>

/** The state itself when every invariant holds, else the first that does not, by code. */
export function checkInvariants(state: MatchState): Result<MatchState, InvariantBreach> {
  const breach = cardsBreach(state) ?? roundsBreach(state) ?? scoreBreach(state)
  return breach === null ? ok(state) : refuse(breach.code, breach.message)
}

const sum = (counts: readonly RankCounts[]): RankCounts => counts.reduce(addCounts, emptyCounts())

/** Where the deck is: every card exactly once, now and in the deal the round started from. */
function cardsBreach(s: MatchState): InvariantBreach | null {
  const deck = deckFor(s.players)
  const meld = s.meld === null ? emptyCounts() : countsFromRanks(s.meld.cards)
  const held = sum([...s.hands, ...s.reserve, meld, s.cleared, s.undealt, s.retired])
  if (!sameCounts(held, deck))
    return breach('cards-not-conserved', `the cards in play are not the deck: ${difference(held, deck)}`)
  const dealt = sum([...s.dealt, ...s.reserve, s.dealtUndealt, s.retired])
  if (!sameCounts(dealt, deck))
    return breach('deal-not-conserved', `the round's deal is not the deck: ${difference(dealt, deck)}`)
  return null
}

/** One result per finished round, each round's penalties the points its other hands kept (R7). */
function roundsBreach(s: MatchState): InvariantBreach | null {
  const finished = s.phase === 'playing' || stoppedEarly(s) ? s.round - 1 : s.round
  if (s.results.length !== finished)
    return breach(
      'rounds-out-of-step',
      `round ${s.round} (${s.phase}) has ${s.results.length} finished rounds`
    )
  for (const [i, r] of s.results.entries()) {
    if (r.round !== i + 1 || r.penalties.length !== s.players || r.hands.length !== s.players)
      return breach('rounds-out-of-step', `the result of round ${i + 1} does not fit the match`)
    const points = r.hands.map((h, seat) =>
      seat === r.wentOut ? 0 : pointsOf(countsFromRanks(h), s.options.points)
    )
    if (r.hands[r.wentOut]?.length !== 0 || points.some((p, seat) => p !== r.penalties[seat]))
      return breach(
        'penalties-do-not-add-up',
        `round ${i + 1}'s penalties are not the points of the hands it revealed`
      )
  }
  return null
}

/** Totals, the match's end and its winners as R7/R8 make them from the rounds' penalties. */
function scoreBreach(s: MatchState): InvariantBreach | null {
  const score = scoreMatch(
    s.players,
    s.options,
    s.results.map((r) => r.penalties)
  )
  if (s.totals.length !== s.players || score.totals.some((t, seat) => t !== s.totals[seat]))
    return breach(
      'totals-do-not-add-up',
      `the totals ${s.totals.join('/')} are not the rounds' penalties added up (${score.totals.join('/')})`
    )
  // Ended by the host (early-end.ts): not over by the totals, won by the lowest of them.
  const early = stoppedEarly(s) && !score.over
  const winners = (early ? lowest(score.totals) : score.winners).join(',')
  if ((score.over || early) !== (s.phase === 'matchOver') || s.winners.join(',') !== winners)
    return breach(
      'match-end-does-not-follow',
      `the match is ${s.phase === 'matchOver' ? '' : 'not '}over with winners [${s.winners.join(',')}], its totals say ${score.over ? `over, won by [${winners}]` : 'not over'}`
    )
  return null
}

/** Ended by the host mid-round: no result for this round, and nobody went out (a finished round whose
 *  result went missing is not one). */
function stoppedEarly(s: MatchState): boolean {
  return endedEarly(s) && s.hands.every((hand) => cardCount(hand) > 0)
}

function breach(code: InvariantCode, message: string): InvariantBreach {
  return { code, message }
}

/** "2 too many 8s, 1 missing 3": what a count per rank has beyond or short of the deck. */
function difference(counts: RankCounts, deck: RankCounts): string {
  const parts: string[] = []
  counts.forEach((n, rank) => {
    const d = n - (deck[rank] ?? 0)
    if (d > 0) parts.push(`${d} too many ${rank}s`)
    if (d < 0) parts.push(`${-d} missing ${rank}s`)
  })
  return parts.join(', ')
}

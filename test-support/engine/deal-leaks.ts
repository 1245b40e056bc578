// The attack of issue 15, run by tests: does any number a player (or a save) can read let someone compute
// a deal? Every number found is tried as the seed or state of the engine's seeded generator, dealt
// directly (how a next round was dealt from the state's RNG) and after a leader draw (how a new match
// was); a hit means the deal follows from data someone holds.
import { Rng, deal, ranksFromCounts } from '../../src/engine'
import type { MatchState } from '../../src/engine'

/** Every finite number anywhere in a JSON-like value. */
export function numbersIn(value: unknown, into = new Set<number>()): Set<number> {
  if (typeof value === 'number' && Number.isFinite(value)) into.add(value)
  else if (Array.isArray(value)) for (const v of value) numbersIn(v, into)
  else if (typeof value === 'object' && value !== null)
    for (const v of Object.values(value)) numbersIn(v, into)
  return into
}

/** A number among `candidates` from which `dealt`'s hands follow, or null when none does. */
export function seedOfDeal(candidates: Iterable<number>, dealt: MatchState): number | null {
  const target = JSON.stringify(dealt.dealt.map((h) => ranksFromCounts(h)))
  for (const n of candidates) {
    for (const skip of [0, 1]) {
      const rng = new Rng(n)
      for (let i = 0; i < skip; i++) rng.next()
      const hands = deal(dealt.players, dealt.options, rng).hands.map((h) => ranksFromCounts(h))
      if (JSON.stringify(hands) === target) return n
    }
  }
  return null
}

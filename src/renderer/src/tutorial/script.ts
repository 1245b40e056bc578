// The tutorial's first deal, played on the real engine: you (seat 0) against one bot (seat 1), with
// hands chosen so that each lesson comes up in order — lead, overwrite, add, pass, the Rule of 8s,
// choosing between overwrite and add, runs (the lower run is stronger), the ends of a trick, a set, and
// (issue 51) going out: your last card ends the round and the bot pays for the cards it still holds
// (R7, D1: its 8 and 9 cost 5 + 2). Your moves are asked for; the bot's replies are written down here.
import type { Move, Rank } from '../../../engine/types'

export const YOU = 0
export const BOT = 1
// You keep the pair of 7s for the set lesson and a 1 to go out with; a 2 would spoil the pass lesson (it
// extends 3-4-5). The bot keeps its 8 and 9 to the end: the round's score.
export const HANDS: Rank[][] = [
  [1, 3, 4, 4, 4, 7, 7, 8, 11, 13, 14, 15],
  [3, 5, 7, 8, 9, 12, 12, 13]
]

/** What a step asks of the player: one exact set of cards (any kind of play they make), or a pass. */
export type Ask =
  | { kind: 'play'; cards: Rank[]; as?: Move['kind'] }
  | { kind: 'pass' }

/** One lesson: its text (a catalog key, see lesson-text.ts), what you must do, then the bot's reply. */
export interface Step {
  id: 'lead' | 'add' | 'pass' | 'eight' | 'overwriteLead' | 'choice' | 'runLead' | 'lowerRun' | 'set' | 'lastCard' | 'done'
  ask: Ask | null
  reply: Move | null
}

export const STEPS: Step[] = [
  // No meld in the middle: you lead (R5.lead). The bot overwrites your 4 with a stronger single 5.
  { id: 'lead', ask: { kind: 'play', cards: [4] }, reply: { kind: 'overwrite', cards: [5] } },
  // Add a 4 to its 5: the run 4-5 (R5.add). The bot adds its 3: 3-4-5.
  { id: 'add', ask: { kind: 'play', cards: [4], as: 'add' }, reply: { kind: 'add', cards: [3] } },
  // Nothing of yours fits 3-4-5: pass (R5.pass). Only the bot is left, so the trick ends (R6.pass) and
  // the bot leads a 7.
  { id: 'pass', ask: { kind: 'pass' }, reply: { kind: 'lead', cards: [7] } },
  // An 8 on the 7 clears the trick at once (R6.eight): you lead next; the bot has no reply yet.
  { id: 'eight', ask: { kind: 'play', cards: [8] }, reply: null },
  // Lead the 11; the bot overwrites it with a 12.
  { id: 'overwriteLead', ask: { kind: 'play', cards: [11] }, reply: { kind: 'overwrite', cards: [12] } },
  // Your 13 can overwrite the 12 or add to it (R5: the player chooses). Either is taken; the bot passes
  // after both, so the trick is yours (R6.pass) whichever you chose.
  { id: 'choice', ask: { kind: 'play', cards: [13] }, reply: { kind: 'pass' } },
  // Lead the run 14-15; the bot overwrites it with the lower run 12-13 (R4.strength: lower runs win).
  { id: 'runLead', ask: { kind: 'play', cards: [14, 15] }, reply: { kind: 'overwrite', cards: [12, 13] } },
  // Overwrite its 12-13 with your 3-4: a rain run beats a sun run. The bot passes: the trick is yours.
  { id: 'lowerRun', ask: { kind: 'play', cards: [3, 4], as: 'overwrite' }, reply: { kind: 'pass' } },
  // Lead the set 7-7 (R4: two or more cards of one rank). The bot's 8 and 9 make no pair: it passes.
  { id: 'set', ask: { kind: 'play', cards: [7, 7] }, reply: { kind: 'pass' } },
  // Lead your last card: the round ends at once (R7) and the bot scores its 8 and 9 (D1: 5 + 2).
  { id: 'lastCard', ask: { kind: 'play', cards: [1] }, reply: null },
  // The round's score, then what to do next.
  { id: 'done', ask: null, reply: null }
]

/** How many lessons ask something of the player (the closing page is not one). */
export const LESSON_COUNT = STEPS.filter((s) => s.ask !== null).length

/** True when `move` is what `ask` asks for. */
export function answers(ask: Ask, move: Move): boolean {
  if (ask.kind === 'pass') return move.kind === 'pass'
  if (move.kind === 'pass') return false
  if (ask.as !== undefined && move.kind !== ask.as) return false
  const a = [...move.cards].sort((x, y) => x - y)
  const b = [...ask.cards].sort((x, y) => x - y)
  return a.length === b.length && a.every((r, i) => r === b[i])
}

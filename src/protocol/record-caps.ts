// How much work a match record may ask of its check (issue 48): caps on its rounds, its moves and its
// text, met before anything is replayed, so a record that no real match could give is refused at once.
//
// Where the numbers come from. The widest table the app can hold: target 200 (TARGET.max, engine/option-list.ts), 2 to 6 seats,
// every variant; the points table is always D1's (a lobby cannot change it), so a round costs each seat
// that did not go out at least one point.
// - Moves in a round: the rules bound it (engine/record-bounds.ts): at most 330, with 6 players.
// - Rounds: the rules give at most n·(T − 1)/(n − 1) + 1 (399 for two players to 200), but only if every
//   loser keeps exactly one Rain card every round. Measured instead, 120 matches each at target 200 with
//   random legal moves (the longest matches: medium bots shed better and end sooner, at most 65 rounds):
//   two players to 200 took at most 84 rounds (mean 61, sd 8), 3 players 50, 6 players 36. Cap: 170,
//   twice the longest measured, thirteen sd above the two-player mean.
// - Moves in a match: measured at most 2,740 (6 players to 200; mean 2,053, sd 286); medium bots at most
//   1,225. Cap: 6,000, more than twice the longest measured, fourteen sd above the mean.
// - Text: the same matches took at most 122 k characters compact and 278 k as exported (the review's
//   export indents by one space: 2.3 times longer). Cap: 700,000 characters, 2.5 times the longest export.
// The largest record these caps allow (109 rounds, 5,985 moves) takes 0.3–0.4 s of CPU and 17 MB to
// check in a cold Node process (bench/abuse/records.ts, on a loaded 2-core machine); the replay kept
// before issue 48 took 2.1 s of CPU and 174 MB on it. A host's record of 200 zero-point rounds (the old
// cap) is refused before a move is played.
// - Undos (issue 51: a solo match with moves taken back keeps them): each is checked by replaying the line it
//   cut from the round's deal, so their number and the moves they took back count as work too. Cap: 300
//   undos in a match, and their moves count towards the match's moves.
import { MOST_MOVES_IN_A_ROUND } from '../engine/record-bounds'

export const MAX_ROUNDS = 170
export const MAX_MOVES = 6_000
export const MAX_MOVES_PER_ROUND = MOST_MOVES_IN_A_ROUND
export const MAX_UNDOS = 300
/** A record's JSON may be this long at most (checked before it is parsed). */
export const MAX_RECORD_CHARS = 700_000

const lengthOf = (value: unknown): number => (Array.isArray(value) ? value.length : 0)

/**
 * Why an untrusted value asks more work than any real match, or null: too many rounds, or moves in a
 * round or in all. Reads only array lengths, so it is cheap whatever the value holds.
 */
export function overCaps(input: unknown): string | null {
  const rounds: unknown = (input as { rounds?: unknown } | null)?.rounds
  if (!Array.isArray(rounds)) return null
  if (rounds.length > MAX_ROUNDS) return `It has ${rounds.length} rounds; a match has at most ${MAX_ROUNDS}.`
  let moves = 0
  let undos = 0
  for (const round of rounds) {
    const inRound = lengthOf((round as { moves?: unknown } | null)?.moves)
    if (inRound > MAX_MOVES_PER_ROUND)
      return `A round has ${inRound} moves; a round has at most ${MAX_MOVES_PER_ROUND}.`
    moves += inRound
    const taken: unknown = (round as { undos?: unknown } | null)?.undos
    if (!Array.isArray(taken)) continue
    undos += taken.length
    if (undos > MAX_UNDOS) return `It has more than ${MAX_UNDOS} undos; a match has at most ${MAX_UNDOS}.`
    for (const undo of taken) moves += lengthOf((undo as { moves?: unknown } | null)?.moves)
  }
  if (moves > MAX_MOVES) return `It has ${moves} moves; a match has at most ${MAX_MOVES}.`
  return null
}

// A round's public move log cut into tricks, with where and why each trick ended (R6, R7). It reads
// only what every seat may know (R9): the log, the player count, the options and whether the round is over. The
// moves are checked with the reducer's own R5 check and ended with its own moveEnding, so the cut is
// the one apply() made (trick-log.test.ts plays thousands of random rounds to prove it).
import type { LoggedMove, Meld, Phase, TableOptions } from './types'
import { copiesFor, countsFromRanks, emptyCounts } from './cards'
import { checkMove } from './moves'
import { cloneMeld, cloneMove } from './state'
import { moveEnding } from './trick'
import type { MoveEnding } from './trick'

export interface TrickEntry extends LoggedMove {
  /** The central meld right after this move (unchanged by a pass). */
  meld: Meld | null
}

export interface LoggedTrick {
  entries: TrickEntry[]
  /** How the trick ended: cleared (R6) or the round ended in it (R7); null while it is being played. */
  end: MoveEnding | null
}

/** What the cut needs; a SeatView (and a MatchState) has it. */
export interface RoundLog {
  players: number
  phase: Phase
  log: readonly LoggedMove[]
  /** The overwrite rule decides whether a bigger play was an overwrite (R2.variants). */
  options: Pick<TableOptions, 'overwrite'>
}

/**
 * The tricks of this round, oldest first; the last one may still be open. A move the engine would
 * refuse (never in a log the engine wrote) is listed where it stands and ends nothing.
 */
export function splitTricks(round: RoundLog): LoggedTrick[] {
  const copies = copiesFor(round.players)
  const last = round.log.length - 1
  const tricks: LoggedTrick[] = []
  let entries: TrickEntry[] = []
  let meld: Meld | null = null
  let plays = 0
  let passed = new Array<boolean>(round.players).fill(false)

  round.log.forEach(({ seat, move }, i) => {
    // The mover held at least the cards they played; the check needs no other card of theirs.
    const held = move.kind === 'pass' ? emptyCounts() : countsFromRanks(move.cards)
    const checked = checkMove(held, meld, move, round.options.overwrite)
    if (!checked.ok) {
      entries.push({ seat, move: cloneMove(move), meld: cloneMeld(meld) })
      return
    }
    const c = checked.value
    if (c.kind === 'pass') passed = passed.map((p, s) => p || s === seat)
    else {
      meld = c.meld
      plays += 1
    }
    entries.push({ seat, move: cloneMove(move), meld: cloneMeld(meld) })
    // A round ends only when a hand empties (R7), and only its last move can do that.
    const wentOut = round.phase !== 'playing' && i === last
    const end = moveEnding(c, seat, passed, plays, wentOut, copies)
    if (end === null) return
    tricks.push({ entries, end })
    entries = []
    meld = null
    plays = 0
    passed = passed.map(() => false)
  })
  if (entries.length > 0) tricks.push({ entries, end: null })
  return tricks
}

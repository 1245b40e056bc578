// The round's public move log (SeatView.log) cut into tricks, for the log panel. Replaying the log
// needs only public facts: the moves, the player count and the copies per rank (R6). The renderer uses
// this for display only; the host's engine is the authority on when a trick really ended.
import { classifyMeld, clearAfterPlay, onlySeatLeft } from '../../../engine'
import type { ClearReason, LoggedMove, Meld, Rank } from '../../../engine/types'

export interface LogEntry extends LoggedMove {
  /** The central meld right after this move (unchanged by a pass). */
  meld: Meld | null
}

export interface Trick {
  entries: LogEntry[]
  /** Who cleared it and why; null while the trick is still open (or the round ended in it). */
  cleared: { seat: number; reason: ClearReason } | null
}

export function splitTricks(log: readonly LoggedMove[], players: number, copies: number): Trick[] {
  const tricks: Trick[] = []
  let current: Trick = { entries: [], cleared: null }
  let meld: Meld | null = null
  let plays = 0
  let passed = new Array<boolean>(players).fill(false)
  const close = (seat: number, reason: ClearReason) => {
    current.cleared = { seat, reason }
    tricks.push(current)
    current = { entries: [], cleared: null }
    meld = null
    plays = 0
    passed = new Array<boolean>(players).fill(false)
  }
  for (const entry of log) {
    const { seat, move } = entry
    if (move.kind === 'pass') {
      passed[seat] = true
      current.entries.push({ seat, move, meld })
      const left = onlySeatLeft(passed)
      if (left !== null) close(left, 'pass')
      continue
    }
    plays += 1
    const cards: Rank[] = move.kind === 'add' && meld ? [...meld.cards, ...move.cards] : [...move.cards]
    const next: Meld | null = classifyMeld(cards)
    // A set and a run that meet at a single (4 then 4-5) classify correctly from their union.
    meld = next
    current.entries.push({ seat, move, meld: next })
    const reason = next ? clearAfterPlay(move.kind, move.cards, next, plays, copies) : null
    if (reason) close(seat, reason)
  }
  if (current.entries.length > 0) tricks.push(current)
  return tricks
}

// The solo undo history in the save (format 5), so Undo still works after a saved solo match is resumed
// or a host restarted. Every point the table keeps is a state the round being played went through, so the
// save writes each as where it was, not what it was: how many moves of the round came before the
// player's own (`moves`). Loading replays the round's deal up to there. The save stays small (a journal
// record per move adds one short entry, not a copy of the match), and a damaged or hand-edited history
// can only name a past state of this round, never a made-up one.
import { z } from 'zod'
import { replayRound } from '../../engine'
import type { MatchState } from '../../engine'
import { MAX_SEATS } from '../../engine/cards'
import { UNDO_DEPTH } from '../table/undo'
import type { UndoPoint } from '../table/undo'

export const savedUndoSchema = z
  .array(
    z.strictObject({
      seat: z.number().int().min(0).lt(MAX_SEATS),
      /** The moves of the current round played before this seat's move. */
      moves: z.number().int().min(0)
    })
  )
  .max(UNDO_DEPTH)

export type SavedUndo = z.infer<typeof savedUndoSchema>

/** The points that can still be taken back (this round's, while it is played), as places in its log. */
export function undoToSave(match: MatchState | null, history: readonly UndoPoint[] | undefined): SavedUndo {
  if (match === null || match.phase !== 'playing') return []
  return (history ?? [])
    .filter((point) => point.match.round === match.round)
    .map((point) => ({ seat: point.seat, moves: point.match.log.length }))
}

/** Why a saved history does not fit its match, or null: each point is a move of that seat in this round,
 *  oldest first. */
export function checkSavedUndo(match: MatchState | null, undo: SavedUndo): string | null {
  if (undo.length === 0) return null
  if (match === null || match.phase !== 'playing') return 'an undo history is saved without a round being played'
  let before = -1
  for (const { seat, moves } of undo) {
    if (moves <= before) return 'the undo history is out of order'
    if (match.log[moves]?.seat !== seat) return `the undo history names a move seat ${seat} did not make`
    before = moves
  }
  return null
}

/** The history as the table keeps it: the round replayed from its deal to each point (a checked save's
 *  round replays, see save-format.ts, so each shorter part of it does too). */
export function undoFromSave(match: MatchState | null, undo: SavedUndo): UndoPoint[] {
  if (match === null) return []
  return undo.map(({ seat, moves }) => ({ seat, match: replayRound({ ...match, log: match.log.slice(0, moves) }) }))
}

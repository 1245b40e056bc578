// Moves taken back in a recorded round (issue 51: a solo match with an Undo keeps its record). A round's
// `moves` stay the line the round was finally played on; each undo, in the order they happened, says how
// many moves of the round were left (`at`) and which moves it took back. From these the round's whole
// story is rebuilt, the lines before every undo included, and each of those lines is checked here like
// the round itself: every move legal where it was made, and the round still running when it was taken back
// (an undo takes back moves of the round being played only).
import type { LoggedMove, MatchState } from './types'
import { apply } from './apply'

/** One undo of a recorded round: `at` moves were left, `moves` (in the order played) were taken back. */
export interface RoundUndo<M extends LoggedMove = LoggedMove> {
  at: number
  moves: M[]
}

/** One line of a round's story, in the order it happened: a move (kept, or later taken back), or an undo. */
export type StoryEntry<M extends LoggedMove = LoggedMove> =
  | {
      kind: 'move'
      entry: M
      /** Its step in the round as finally played (1 = the first move), or null: it was taken back. */
      step: number | null
    }
  | {
      kind: 'undo'
      /** The moves it took back, in the order played. */
      moves: M[]
      /** The step of the final line the round went on from (0: as dealt). */
      at: number
    }

/**
 * The line of moves just before each undo (oldest undo first), rebuilt backwards from the final line:
 * after the last undo the final line's first `at` moves were left, so before it the line was those and
 * the moves it took back; and so on back to the first undo. Null when the undos do not fit the moves.
 */
export function linesBeforeUndos<M extends LoggedMove>(moves: readonly M[], undos: readonly RoundUndo<M>[]): M[][] | null {
  const lines: M[][] = []
  let after: readonly M[] = moves
  for (let k = undos.length - 1; k >= 0; k--) {
    const undo = undos[k]!
    if (undo.moves.length === 0 || undo.at > after.length) return null
    const before = [...after.slice(0, undo.at), ...undo.moves]
    lines.unshift(before)
    after = before
  }
  return lines
}

/** The round's story in the order it happened: every move ever made and every undo (see StoryEntry). */
export function roundStory<M extends LoggedMove>(moves: readonly M[], undos: readonly RoundUndo<M>[] = []): StoryEntry<M>[] {
  const lines = linesBeforeUndos(moves, undos) ?? []
  const story: StoryEntry<M>[] = []
  /** The story's entries of the moves on the line as it stands, in order. */
  const line: Extract<StoryEntry<M>, { kind: 'move' }>[] = []
  const playUpTo = (target: readonly M[]) => {
    for (const entry of target.slice(line.length)) {
      const told = { kind: 'move' as const, entry, step: null as number | null }
      story.push(told)
      line.push(told)
    }
  }
  for (const [k, before] of lines.entries()) {
    playUpTo(before)
    const undo = undos[k]!
    line.length = undo.at
    story.push({ kind: 'undo', moves: undo.moves, at: undo.at })
  }
  playUpTo(moves)
  for (const [i, told] of line.entries()) told.step = i + 1
  return story
}

/**
 * Why the undos of a round cannot be true, or null: each line before an undo must replay legally from the
 * round's deal (`start`) and must not have ended the round.
 */
export function undoProblem(start: MatchState, moves: readonly LoggedMove[], undos: readonly RoundUndo[]): string | null {
  const lines = linesBeforeUndos(moves, undos)
  if (lines === null) return 'an undo leaves more moves than the round had'
  for (const [k, line] of lines.entries()) {
    let state = start
    for (const { seat, move } of line) {
      const applied = apply(state, seat, move)
      if (!applied.ok) return `undo ${k + 1} takes back a move the rules refuse (${applied.error.message})`
      state = applied.value.state
      state.log.length = 0 // the check needs no log (match-record.ts › checkRound)
      if (state.phase !== 'playing') return `undo ${k + 1} takes back a move that ended the round`
    }
  }
  return null
}

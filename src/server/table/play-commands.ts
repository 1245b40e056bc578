// Playing a round: a player's move, solo undo, a hint request, and the moves the table plays for a seat
// (bots, away players, expired turns). The engine decides legality; these checks come first, in the order
// reducer.ts's header lists.
import { apply, legalMoves, viewFor } from '../../engine'
import type { EngineEvent, MatchState, Move } from '../../engine'
import { matchControlRefusals } from './match-controls'
import { onCurrentGame, stale } from './step'
import type { Step } from './step'
import type { Refusal } from './table-events'
import type { Member, TableState } from './table-state'
import { remember, takeBack, undoAllowed } from './undo'
import { markedMoves } from './move-makers'
import type { HintLevel } from '../../protocol/vocabulary'

/** seated → match started → round still being played → whose turn → current game version → legal. */
export function move(step: Step, member: Member, version: number, move: Move): Refusal | null {
  const { state } = step
  if (member.seat === null) return { code: 'not-seated', message: 'Spectators cannot play.' }
  const seat = member.seat
  if (state.match === null) return { code: 'not-playing', message: 'The match has not started.' }
  if (state.match.phase !== 'playing') return { code: 'round-over', message: 'The round is over.' }
  if (state.paused !== undefined) return matchControlRefusals.paused
  if (state.match.turn !== seat) return { code: 'not-your-turn', message: 'It is not your turn.' }
  if (!onCurrentGame(state, version)) return stale(state)
  const result = apply(state.match, seat, move)
  if (!result.ok) return result.error
  if (undoAllowed(state, step.context.host.allowUndo, seat)) state.undo = remember(state, seat, state.match)
  return applied(step, result.value.state, result.value.events)
}

/** Solo tables: back to just before this player's last move (the bots' replies since go too). */
export function undo(step: Step, member: Member, version: number): Refusal | null {
  const { state } = step
  if (member.seat === null) return { code: 'not-seated', message: 'Spectators have no moves to take back.' }
  if (state.paused !== undefined) return matchControlRefusals.paused
  const back = takeBack(state, step.context.host.allowUndo, member.seat)
  if (!back.ok) return back.error
  if (!onCurrentGame(state, version)) return stale(state)
  state.undone = undoneNow(state, back.value.match)
  state.match = back.value.match
  state.undo = back.value.history
  state.practice = true
  step.log({ type: 'undone', seat: member.seat })
  return step.commit()
}

export function hint(step: Step, member: Member, version: number, level: HintLevel): Refusal | null {
  const { state } = step
  if (member.seat === null) return { code: 'not-seated', message: 'Spectators get no hints.' }
  const match = state.match
  if (match === null || match.phase !== 'playing') {
    return { code: 'not-playing', message: 'No round is being played.' }
  }
  if (match.turn !== member.seat) return { code: 'not-your-turn', message: 'Hints are for your own turn.' }
  if (!onCurrentGame(state, version)) return stale(state)
  step.effect({ type: 'hint', member: member.id, view: viewFor(match, member.seat), level, version })
  return null
}

/** A move the table plays for a seat: checked like any other; a refused or missing one is replaced by
 *  the first legal move, so a failing bot never stalls the table. Ignored once the turn has moved on or
 *  while the host has paused the match. `timedOut`: the seat's turn timer ran out (the log says so). */
export function playFor(
  step: Step,
  seat: number,
  match: MatchState,
  move: Move | null,
  timedOut = false
): Refusal | null {
  const { state } = step
  if (state.match !== match || state.paused !== undefined) return null
  // Who really made the move, for the log and the match record: the timer, or a stand-in for an away player.
  const maker = timedOut ? 'timedOut' : state.seats[seat]?.kind === 'human' ? 'standIn' : null
  if (maker !== null) {
    const earlier = state[maker]?.round === match.round ? state[maker].moves : []
    state[maker] = { round: match.round, moves: [...earlier, match.log.length] }
  }
  let result = move === null ? undefined : apply(match, seat, move)
  if (result === undefined || !result.ok) {
    if (result !== undefined) step.log({ type: 'botFailed', seat, error: new Error(result.error.message) })
    const fallback = legalMoves(match)[0]
    if (fallback === undefined) return null
    result = apply(match, seat, fallback)
  }
  return result.ok ? applied(step, result.value.state, result.value.events) : null
}

/** The round's undos with the one about to go back to `back`: the moves after it, each marked by who made it. */
function undoneNow(state: TableState, back: MatchState): TableState['undone'] {
  const match = state.match as MatchState
  const earlier = state.undone?.round === match.round ? state.undone.undos : []
  const moves = markedMoves(state, match.round, match.log.slice(back.log.length), back.log.length)
  return { round: match.round, undos: [...earlier, { at: back.log.length, moves }] }
}

/** A played move: at the end of a round or match everyone must say ready again, and the log hears of it. */
function applied(step: Step, match: MatchState, events: EngineEvent[]): null {
  const { state } = step
  state.match = match
  if (match.phase !== 'playing') {
    state.phaseVersion = state.version + 1
    for (const seat of state.seats) seat.ready = false
    for (const event of events) {
      if (event.type === 'roundEnded') {
        step.log({ type: 'roundEnded', result: event.result, totals: match.totals })
      } else if (event.type === 'matchEnded') {
        const { winners, totals } = event
        step.log({ type: 'matchEnded', winners, totals, practice: state.practice })
      }
    }
  }
  return step.commit(events)
}

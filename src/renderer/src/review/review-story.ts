// The review's move list (issue 51): every move of the round being shown in the order it was made, each
// said with who really made it — the seat's player, the turn timer ("Ada (time ran out) passes") or a
// stand-in bot ("Bea (bot playing) plays 7") — and in a solo match with Undo the moves that were taken
// back, marked so, with the undo that took them. Names are the round's own (who sat there then).
import { applyOrThrow } from '../../../engine/apply'
import type { EngineEvent, MatchState, Meld } from '../../../engine'
import type { Decision, ReplayedRound } from '../../../engine/match-record'
import { decisionsOf } from '../../../engine/record-rounds'
import { roundStory } from '../../../engine/record-undos'
import type { CheckedRecord, MoveMaker, RecordMove } from '../../../protocol/match-record'
import { seatsOfRound } from '../../../protocol/match-record'
import { t } from '../i18n'
import { shownName } from '../lib/bot-name'
import { describeMove, nameOf } from '../lib/describe'

/** Every decision of the match a seat made itself, in order: not the moves the turn timer or a stand-in
 *  bot made for it (issue 51), which the review's analysis does not judge. */
export function ownDecisions(checked: CheckedRecord): Decision[] {
  const makers = checked.record.rounds.flatMap((r) => r.moves.map((m) => m.by))
  return decisionsOf(checked.record, checked.results).filter((_, i) => makers[i] === undefined)
}

/** The names of the seats as they were in round `index` (0-based), bots' default names translated. */
export function roundNames(checked: CheckedRecord, index: number): string[] {
  return seatsOfRound(checked.record, index).map((s) => shownName(s.name, s.bot))
}

/** A seat's name marked by who made its move: "Ada (time ran out)", "Bea (bot playing)", else "Ada". */
export function makerName(names: readonly string[], seat: number, by: MoveMaker | undefined): string {
  const name = nameOf(names, seat)
  if (by === 'timer') return t('reviewMoves.byTimer', { name })
  return by === 'standIn' ? t('reviewMoves.byStandIn', { name }) : name
}

/** `names` with the seat of a move marked by its maker (for the words of that one move). */
export function namesForMove(names: readonly string[], move: Pick<RecordMove, 'seat' | 'by'>): string[] {
  return names.map((name, seat) => (seat === move.seat ? makerName(names, seat, move.by) : name))
}

/** One line of the move list. `step`: where the review stands after this move (null: taken back). */
export interface StoryLine {
  text: string
  step: number | null
  takenBack: boolean
  undo: boolean
}

/**
 * The move list of round `index`, from its replay (`round`) and its undos. A taken-back move is played on
 * the line it was made on (so its words say the meld it made); a kept one reads the replay's own state.
 */
export function storyLines(checked: CheckedRecord, index: number, round: ReplayedRound): StoryLine[] {
  const r = checked.record.rounds[index]
  if (r === undefined) return []
  const names = roundNames(checked, index)
  const line: MatchState[] = [round.start]
  return roundStory(r.moves, r.undos ?? []).map((told): StoryLine => {
    if (told.kind === 'undo') {
      line.length = told.at + 1
      const who = nameOf(names, told.moves[0]?.seat ?? 0)
      return { text: t('reviewMoves.undo', { name: who }), step: null, takenBack: false, undo: true }
    }
    const { entry, step } = told
    const made = step === null ? applyOrThrow(line[line.length - 1]!, entry.seat, entry.move) : round.steps[step - 1]!
    line.push(made.state)
    const said = describeMove(namesForMove(names, entry), entry, meldOf(made.events))
    return step === null
      ? { text: t('reviewMoves.takenBack', { line: said }), step, takenBack: true, undo: false }
      : { text: said, step, takenBack: false, undo: false }
  })
}

/** The meld a play made, as the engine said it (also when the play cleared the trick at once). */
function meldOf(events: readonly EngineEvent[]): Meld | null {
  const played = events.find((e) => e.type === 'played')
  return played?.type === 'played' ? played.meld : null
}

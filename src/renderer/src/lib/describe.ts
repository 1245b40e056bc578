// Words for what happens at the table: log lines, screen-reader announcements and the hint text.
import type { EngineEvent, LoggedMove, Meld, Move, RoundResult } from '../../../engine/types'
import type { SeatInfo } from '../../../protocol/messages'
import { formatNumber, t } from '../i18n'
import { shownName } from './bot-name'
import { cardsText, meldLabel } from './cards'
import { clearedLine, moveKindName, playLine } from './words'

/** Display name of every seat: the player's name (a bot's the one of its level and seat, lib/bot-name.ts),
 *  or "Seat n" for an empty seat. */
export function seatNames(seats: readonly SeatInfo[] | undefined, players: number): string[] {
  return Array.from({ length: players }, (_, i) => {
    const seat = seats?.[i]
    return seat?.name ? shownName(seat.name, seat.kind === 'bot', seat.level) : t('lobby.seat', { n: i + 1 })
  })
}

export function nameOf(names: readonly string[], seat: number): string {
  return names[seat] ?? t('lobby.seat', { n: seat + 1 })
}

/** A seat's penalty in a round's result table: "+12", or "0" for the one who went out. */
export function penaltyText(result: RoundResult, seat: number): string {
  const penalty = result.penalties[seat] ?? 0
  return penalty > 0 ? `+${formatNumber(penalty)}` : formatNumber(0)
}

/** "Ada leads run 2-3-4" — `meld` is the central meld after the move (unused for a pass). */
export function describeMove(names: readonly string[], entry: LoggedMove, meld: Meld | null): string {
  const name = nameOf(names, entry.seat)
  const { move } = entry
  if (move.kind === 'pass') return t('log.pass', { name })
  const shown = meld ?? { type: 'single' as const, cards: move.cards }
  return playLine(move.kind, name, meldLabel(shown))
}

/** One sentence per event, for the aria-live region. */
export function describeEvent(names: readonly string[], event: EngineEvent): string {
  switch (event.type) {
    case 'played':
      return describeMove(names, { seat: event.seat, move: event.move }, event.meld)
    case 'passed':
      return t('log.pass', { name: nameOf(names, event.seat) })
    case 'trickCleared':
      return clearedLine(event.reason, nameOf(names, event.seat))
    case 'roundEnded':
      return t('log.wentOut', { name: nameOf(names, event.result.wentOut) })
    case 'matchEnded':
      return t('log.matchOver')
  }
}

export function describeHint(move: Move): string {
  if (move.kind === 'pass') return t('table.hintPass')
  return t('table.hintPlay', { kind: moveKindName(move.kind), cards: cardsText(move.cards) })
}

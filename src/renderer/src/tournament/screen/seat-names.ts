// Who sits at a stage's table, as the big screen names them (issue 52). The table's own name for each
// seat is the pure layer's (tournament/seat-names.ts: an entrant's registered name, a filler "Bot <n>"),
// and the frame's `progress.turn` is that name, so the screen finds the seat to play by it; what it shows
// is the name every player's screen shows (lib/bot-name.ts: a bot's name in this language).
import type { Entrant, SeatHolder } from '../../../../protocol/tournament-data'
import type { BotLevel } from '../../../../protocol/vocabulary'
import { seatNames } from '../../../../tournament/seat-names'
import { shownName } from '../../lib/bot-name'

export interface SeatLabel {
  /** The name the table gives the seat (what `progress.turn` says). */
  table: string
  /** The name on screen, in this language. */
  shown: string
  /** The bot's level, for a bot entrant or a filler; null for a person. */
  bot: BotLevel | null
  /** The entrant, or null for a filler bot (not ranked). */
  entrant: number | null
  withdrawn: boolean
}

/** An entrant's name on screen: a bot entrant's "Bot 3" in this language's words, a person's as typed. */
export function entrantName(entrant: Entrant): string {
  return shownName(entrant.name, entrant.bot !== undefined, entrant.bot ?? null)
}

/** Every seat of a table, named as the table names it and as the screen shows it. */
export function seatLabels(seats: readonly SeatHolder[], entrants: readonly Entrant[]): SeatLabel[] {
  const names = seatNames(seats, entrants)
  return seats.map((holder, seat) => {
    const table = names[seat] ?? ''
    if (holder.kind === 'filler') {
      return {
        table,
        shown: shownName(table, true, holder.level),
        bot: holder.level,
        entrant: null,
        withdrawn: false
      }
    }
    const e = entrants.find((x) => x.id === holder.id)
    return {
      table,
      shown: e ? entrantName(e) : table,
      bot: e?.bot ?? null,
      entrant: holder.id,
      withdrawn: e?.withdrawnInStage !== undefined
    }
  })
}

/** The seat whose table name is `turn`, or null (between deals, at the end, or a name not at the table). */
export function turnSeat(names: readonly SeatLabel[], turn: string | null | undefined): number | null {
  if (turn === null || turn === undefined) return null
  const seat = names.findIndex((n) => n.table === turn)
  return seat < 0 ? null : seat
}

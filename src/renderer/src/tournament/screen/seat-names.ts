// Who sits at a stage's table, as the big screen names them (issue 52). A table names its seats itself
// (server/tournament/table-bots.ts): an entrant under their registered name (a bot entrant too), a filler
// bot "Bot <seat + 1>", or the next number free when a bot entrant at the table already has that name.
// The frame's `progress.turn` is that table name, so the screen finds the seat to play by it; what it
// shows is the name every player's screen shows (lib/bot-name.ts: a bot's name in this language).
import type { Entrant, SeatHolder } from '../../../../protocol/tournament-data'
import type { BotLevel } from '../../../../protocol/vocabulary'
import { shownName } from '../../lib/bot-name'

export interface SeatName {
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
export function seatNames(seats: readonly SeatHolder[], entrants: readonly Entrant[]): SeatName[] {
  const byId = new Map(entrants.map((e) => [e.id, e]))
  const taken = new Set(
    seats.flatMap((h) => {
      const e = h.kind === 'entrant' ? byId.get(h.id) : undefined
      return e?.bot !== undefined ? [e.name] : []
    })
  )
  return seats.map((holder, seat) => {
    if (holder.kind === 'entrant') {
      const e = byId.get(holder.id)
      const name = e?.name ?? '?'
      return {
        table: name,
        shown: e ? entrantName(e) : name,
        bot: e?.bot ?? null,
        entrant: holder.id,
        withdrawn: e?.withdrawnInStage !== undefined
      }
    }
    let n = seat + 1
    while (taken.has(`Bot ${n}`)) n++
    const name = `Bot ${n}`
    taken.add(name)
    return {
      table: name,
      shown: shownName(name, true, holder.level),
      bot: holder.level,
      entrant: null,
      withdrawn: false
    }
  })
}

/** The seat whose table name is `turn`, or null (between deals, at the end, or a name not at the table). */
export function turnSeat(names: readonly SeatName[], turn: string | null | undefined): number | null {
  if (turn === null || turn === undefined) return null
  const seat = names.findIndex((n) => n.table === turn)
  return seat < 0 ? null : seat
}

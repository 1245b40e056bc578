// The names at a tournament's table (issue 52): an entrant's own (a bot entrant's too, so the table,
// the big screen and the standings agree); a bot that only fills a seat is "Bot <seat>", or the next
// "Bot <n>" when a bot entrant at the table already goes by that name. The host names its table's bots
// so, and a screen that shows the seating names them the same way.
import type { Entrant, SeatHolder } from '../protocol/tournament-data'

export function seatNames(seats: readonly SeatHolder[], entrants: readonly Entrant[]): string[] {
  const entrantName = (h: SeatHolder) =>
    h.kind === 'entrant' ? (entrants.find((e) => e.id === h.id)?.name ?? `#${h.id}`) : null
  const taken = new Set(seats.flatMap((h) => entrantName(h) ?? []))
  return seats.map((h, seat) => {
    const own = entrantName(h)
    if (own !== null) return own
    let n = seat + 1
    while (taken.has(`Bot ${n}`)) n++
    taken.add(`Bot ${n}`)
    return `Bot ${n}`
  })
}

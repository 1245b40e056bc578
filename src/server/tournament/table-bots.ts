// Who plays the seats of a tournament's table that no device holds (issue 52): a bot entrant plays under
// its own name (the one the standings show, so the big screen and the table agree), a filler bot under
// the table's "Bot <n>" unless a bot entrant there already has that name.
import type { Entrant, SeatHolder } from '../../protocol/tournament-data'
import type { SeatedBot } from '../host-server'

export function botsAt(
  seats: readonly SeatHolder[],
  seatTokens: readonly (string | null)[],
  entrants: readonly Entrant[]
): SeatedBot[] {
  const entrantOf = (h: SeatHolder) =>
    h.kind === 'entrant' ? entrants.find((e) => e.id === h.id) : undefined
  const free = seats.flatMap((h, seat) => (seatTokens[seat] === null ? [{ h, seat }] : []))
  const taken = new Set(free.flatMap(({ h }) => entrantOf(h)?.name ?? []))
  return free.map(({ h, seat }) => {
    const entrant = entrantOf(h)
    if (h.kind === 'entrant')
      return { seat, level: entrant?.bot ?? 'medium', ...(entrant ? { name: entrant.name } : {}) }
    let n = seat + 1
    while (taken.has(`Bot ${n}`)) n++
    taken.add(`Bot ${n}`)
    return { seat, level: h.level, name: `Bot ${n}` }
  })
}

// Who plays the seats of a tournament's table that no device holds (issue 52): a bot entrant at its
// level, a filler bot at the level the director chose, each under its seat's name (tournament/seat-names.ts:
// a bot entrant keeps its own, so the table, the big screen and the standings agree).
import type { Entrant, SeatHolder } from '../../protocol/tournament-data'
import { seatNames } from '../../tournament'
import type { SeatedBot } from '../host-server'

export function botsAt(
  seats: readonly SeatHolder[],
  seatTokens: readonly (string | null)[],
  entrants: readonly Entrant[]
): SeatedBot[] {
  const names = seatNames(seats, entrants)
  return seats.flatMap((h, seat) => {
    if (seatTokens[seat] !== null) return []
    const level = h.kind === 'filler' ? h.level : (entrants.find((e) => e.id === h.id)?.bot ?? 'medium')
    return [{ seat, level, name: names[seat] ?? `Bot ${seat + 1}` }]
  })
}

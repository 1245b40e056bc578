// The way back to a LAN table this app still runs after its window left it (Home's "still running"
// card): the table as the window joins it (its host key included, so the host returns with the host
// controls), who sits there, and the host window's seat with its token. The token comes from the table
// itself, not from the window's storage, so the way back works even when the window forgot its seat.
import type { CurrentTable, RunningHosted } from '../../ipc/contract'
import type { TableSummary } from '../../server/table/table-summary'

export function wayBack(current: CurrentTable, summary: TableSummary, hostSeat: number | null): RunningHosted {
  if (current?.kind !== 'hosted') return null
  const { port, url, hostKey, urls, advertised } = current
  const seatToken = hostSeat === null ? null : (summary.seats[hostSeat]?.token ?? null)
  const seat = seatToken === null ? null : hostSeat
  const players = summary.seats.flatMap((s, index) =>
    s.kind === 'empty' || s.name === null ? [] : [{ name: s.name, bot: s.kind === 'bot', you: index === seat }]
  )
  const playing = summary.status === 'playing' || summary.status === 'roundOver'
  return { port, url, hostKey, urls, advertised, seat, seatToken, name: summary.name, playing, players }
}

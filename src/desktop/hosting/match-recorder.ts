// Turns a table's `matchEnded` event into a history entry. Which seat is this app's player: at a solo
// table the one human seat; at a hosted table the seat the host window took — the `joined` event with
// `isHost` when the server reports it, otherwise the first seat taken (the host window joins its own
// table the moment it opens, before anyone else can know the address).
import type { TableEvent } from '../../server/table/table-events'
import type { TableKind, TableServer } from '../../server/hosting/table-server'
import type { FinishedMatch } from '../storage/history-store'

/**
 * Follows which seat the host's window holds at a hosted table: `initial` when resuming a table whose
 * host seat is known (the window then rejoins, so no first join tells it). `onChange` hears each change.
 * A host who leaves keeps the seat while its token holds it (a bot plays it in a match, the lobby holds
 * it for the grace period): Home offers the way back to it. Only a freed seat is no longer the host's.
 */
export function followHostSeat(
  server: Pick<TableServer, 'onEvent' | 'summary'>,
  initial: number | null,
  onChange: (seat: number | null) => void = () => undefined
): { seat(): number | null; stop(): void } {
  let hostSeat = initial
  const set = (seat: number | null) => {
    if (seat === hostSeat) return
    hostSeat = seat
    onChange(seat)
  }
  const stop = server.onEvent((event: TableEvent) => {
    if (event.type === 'joined' && event.seat !== null) {
      const isHost = (event as { isHost?: unknown }).isHost
      if (isHost === true) set(event.seat)
      else if (isHost === undefined && hostSeat === null && !event.rejoined) set(event.seat)
    } else if (event.type === 'left' && event.seat !== null && event.seat === hostSeat) {
      if ((server.summary().seats[event.seat]?.token ?? null) === null) set(null)
    }
  })
  return { seat: () => hostSeat, stop }
}

export function recordMatches(
  kind: TableKind,
  server: Pick<TableServer, 'onEvent' | 'summary'>,
  onFinished: (match: FinishedMatch) => void,
  initialHostSeat: number | null = null
): () => void {
  const host = followHostSeat(server, initialHostSeat)
  const hostSeat = () => host.seat()

  const mySeat = (): number | null => {
    if (kind === 'hosted') return hostSeat()
    const humans = server.summary().seats.flatMap((seat, index) => (seat.kind === 'human' ? [index] : []))
    return humans.length === 1 ? (humans[0] ?? null) : null
  }

  // Each round's penalties as the rounds end, for the history's round-by-round view. A match that began
  // before this recorder (a resumed table) misses its first rounds: then none are recorded.
  let roundPenalties: number[][] = []
  const stopRecording = server.onEvent((event: TableEvent) => {
    if (event.type === 'roundEnded') {
      if (event.result.round === 1) roundPenalties = []
      roundPenalties.push([...event.result.penalties])
    } else if (event.type === 'matchEnded') {
      const { name, seats, roundsPlayed } = server.summary()
      const me = mySeat()
      const rounds = roundPenalties
      roundPenalties = []
      onFinished({
        kind,
        tableName: name,
        rounds: Math.max(1, roundsPlayed),
        players: event.totals.map((points, index) => ({
          name: seats[index]?.name ?? `Seat ${index + 1}`,
          points,
          bot: seats[index]?.kind === 'bot',
          ...(seats[index]?.kind === 'bot' && seats[index]?.level ? { level: seats[index].level } : {}),
          winner: event.winners.includes(index),
          me: index === me
        })),
        // The table knows whether a move was taken back (solo undo), even one from before a restart.
        ...(event.practice ? { practice: true } : {}),
        ...(rounds.length === roundsPlayed && rounds.length > 0 ? { roundPenalties: rounds } : {}),
        // Issue 26: the whole match, for the review (none when the table missed a round of it).
        ...(event.record ? { record: event.record } : {})
      })
    }
  })
  return () => {
    stopRecording()
    host.stop()
  }
}

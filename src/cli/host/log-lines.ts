// Table events → one line each for the host's terminal. Round results are public by then (RULES.md D6),
// but the log still prints only penalties and totals, never hands.
import { deviceText } from '../../protocol/device'
import type { TableEvent } from '../../server/table/table-events'

/** Who a line is about: "Ann (seat 1)" or "Sue (spectator)". */
export function whoLabel(names: (string | null)[], seat: number | null, name?: string): string {
  return seat === null
    ? `${name ?? 'someone'} (spectator)`
    : `${name ?? names[seat] ?? `seat ${seat + 1}`} (seat ${seat + 1})`
}

/** Whom a looping event is counted for when join/leave loops are coalesced (see log-lines-coalescer.ts). */
export function loopKey(event: TableEvent, names: (string | null)[]): string {
  if (event.type === 'connectionRefused') return `Connections from ${event.address}`
  if (event.type === 'joined' || event.type === 'left' || event.type === 'disconnected')
    return whoLabel(names, event.seat, event.name)
  return event.type
}

export function logLine(event: TableEvent, names: (string | null)[]): string | null {
  const who = (seat: number | null, name?: string) => whoLabel(names, seat, name)
  const list = (values: number[]) =>
    values.map((v, seat) => `${names[seat] ?? `seat ${seat + 1}`} ${v}`).join(', ')
  switch (event.type) {
    case 'joined':
      return `${who(event.seat, event.name)} ${event.rejoined ? 'is back' : 'joined'}`
    case 'disconnected':
      return `${who(event.seat, event.name)} disconnected`
    case 'left':
      return `${who(event.seat, event.name)} left`
    case 'away':
      return `${who(event.seat, event.name)} is away: a bot plays for them until they return`
    case 'matchStarted':
      return `Match started with ${event.players} players`
    case 'roundStarted':
      return `Round ${event.round} started`
    case 'roundEnded':
      return (
        `Round ${event.result.round} over: ${who(event.result.wentOut)} went out. ` +
        `Penalties: ${list(event.result.penalties)}. Totals: ${list(event.totals)}`
      )
    case 'matchEnded':
      return (
        `Match over${event.endedEarly ? ' (ended by the host: the round being played does not count)' : ''}` +
        `${event.practice ? ' (practice: a move was taken back)' : ''}. ` +
        `Winner${event.winners.length > 1 ? 's' : ''}: ${event.winners.map((s) => who(s)).join(', ')}. Totals: ${list(event.totals)}`
      )
    case 'undone':
      return `${who(event.seat)} took a move back: this match is practice`
    case 'saveFailed':
      return `AUTOSAVE FAILED (${event.error.message}); the last good save at ${event.where} is kept`
    case 'saveRecovered':
      return `Autosave works again (${event.where})`
    case 'pinRefused':
      return event.why === 'wrong'
        ? `Wrong PIN from ${event.address}`
        : `Too many wrong PINs ${event.scope === 'table' ? 'at this table' : `from ${event.address}`}: ` +
            `refusing PINs for ${Math.ceil(event.retryInMs / 1000)} s`
    case 'connectionRefused':
      return `Refused a connection from ${event.address}: ${event.reason}`
    case 'knock':
      return knockLine(event)
    case 'botFailed':
      return `The bot for seat ${event.seat + 1} failed (${event.error.message}); it played the first legal move`
  }
}

/** The knock list: the host answers from the host controls (the `#host=` link). */
function knockLine(event: Extract<TableEvent, { type: 'knock' }>): string {
  const from = event.device === null ? event.address : `${event.address}, ${deviceText(event.device)}`
  const who = `${event.name} (from ${from})`
  switch (event.outcome) {
    case 'waiting':
      return `${who} knocks: waiting at the door for the host to let them in`
    case 'let-in':
      return `${who} was let in by the host`
    case 'turned-away':
      return `${who} was turned away by the host`
    case 'gone':
      return `${who} stopped waiting at the door`
  }
}

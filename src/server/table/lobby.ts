// The host's seat and setting changes in the lobby, as pure functions: each returns the new seats (and
// settings) or a refusal, as a TableResult. The table applies it, re-welcomes players whose seat changed,
// commits.
import { choiceOptionNames, resolveOptions } from '../../engine'
import type { TableOptions } from '../../engine'
import { ok, refuse } from '../../engine/result'
import type { LobbySettingsChange } from '../../protocol/messages'
import type { BotLevel } from '../../protocol/vocabulary'
import { botSeat, emptySeat } from './seat'
import type { SeatRecord } from './seat'
import type { TableSettings } from './table-config'
import type { TableResult } from './table-events'

export interface SeatChange {
  seats: SeatRecord[]
  /** Players who changed seats: [from, to]. */
  moved: [number, number][]
  /** A human taken off their seat (their connection stays, as a spectator). */
  removed: { seat: number; record: SeatRecord } | null
}

const change = (seats: SeatRecord[], extra: Partial<SeatChange> = {}): TableResult<SeatChange> =>
  ok({ seats, moved: [], removed: null, ...extra })

/** The new seats with one seat replaced. */
const replaced = (seats: readonly SeatRecord[], index: number, seat: SeatRecord): SeatRecord[] =>
  seats.map((s, i) => (i === index ? seat : s))

/** Runs a change on seat `index`, or refuses a seat the table does not have. */
function withSeat(
  seats: readonly SeatRecord[],
  index: number,
  edit: (seat: SeatRecord) => TableResult<SeatChange>
): TableResult<SeatChange> {
  const found = seatAt(seats, index)
  return found.ok ? edit(found.value) : found
}

function seatAt(seats: readonly SeatRecord[], index: number): TableResult<SeatRecord> {
  const seat = seats[index]
  return seat === undefined ? refuse('bad-seat', `This table has no seat ${index + 1}.`) : ok(seat)
}

/** A change the host asks of one seat, with the level a new bot gets. */
type SeatEdit = (seats: readonly SeatRecord[], index: number, level: BotLevel) => TableResult<SeatChange>

export const addBot: SeatEdit = (seats, index, level) =>
  withSeat(seats, index, (seat) =>
    seat.kind === 'empty'
      ? change(replaced(seats, index, botSeat(index, level)))
      : refuse('bad-seat-change', `Seat ${index + 1} is taken.`)
  )

/** A bot's level, or the level of the bot that stands in when a player is away. Allowed at any time. */
export const setLevel: SeatEdit = (seats, index, level) =>
  withSeat(seats, index, (seat) =>
    seat.kind === 'empty'
      ? refuse('bad-seat-change', `Seat ${index + 1} is empty.`)
      : change(replaced(seats, index, { ...seat, level }))
  )

/** In the lobby the seat becomes empty; during a match a player is replaced by a bot (bots stay). */
export function clearSeat(
  seats: readonly SeatRecord[],
  index: number,
  inLobby: boolean,
  level: BotLevel
): TableResult<SeatChange> {
  return withSeat(seats, index, (seat) => {
    if (seat.kind === 'empty') return refuse('bad-seat-change', `Seat ${index + 1} is already empty.`)
    if (!inLobby && seat.kind === 'bot') {
      return refuse('not-in-lobby', 'A bot leaves its seat only in the lobby.')
    }
    const replacement = inLobby ? emptySeat(level) : botSeat(index, seat.level)
    const removed = seat.kind === 'human' ? { seat: index, record: seat } : null
    return change(replaced(seats, index, replacement), { removed })
  })
}

/** Moves a seat's occupant; an occupied target swaps. Tokens travel with their players. */
export function moveSeat(seats: readonly SeatRecord[], from: number, to: number): TableResult<SeatChange> {
  const first = seatAt(seats, from)
  if (!first.ok) return first
  const second = seatAt(seats, to)
  if (!second.ok) return second
  const [a, b] = [first.value, second.value]
  if (from === to || a.kind === 'empty') return refuse('bad-seat-change', 'Nothing to move.')
  const named = (s: SeatRecord, index: number) => (s.kind === 'bot' ? { ...s, name: `Bot ${index + 1}` } : s)
  const next = seats.map((s, i) => (i === to ? named(a, to) : i === from ? named(b, from) : s))
  const moved: [number, number][] = [[from, to]]
  if (b.kind === 'human') moved.push([to, from])
  return change(next, { moved })
}

export function configure(
  settings: TableSettings,
  seats: readonly SeatRecord[],
  wanted: LobbySettingsChange,
  level: BotLevel
): TableResult<{ settings: TableSettings; seats: SeatRecord[] }> {
  const count = wanted.seats ?? seats.length
  if (seats.slice(count).some((s) => s.kind !== 'empty')) {
    return refuse('bad-settings', `Free the seats from ${count + 1} on before making the table smaller.`)
  }
  const options = resolveOptions({ ...settings.options, ...optionChanges(wanted) })
  if (!options.ok) return refuse('bad-settings', options.error.message)
  const leader = options.value.firstLeader
  if (leader !== 'random' && leader >= count) {
    return refuse('bad-settings', `The first leader must be one of the ${count} seats.`)
  }
  return ok({
    settings: {
      ...settings,
      name: wanted.name ?? settings.name,
      seats: count,
      options: options.value,
      turnSeconds: wanted.turnSeconds ?? settings.turnSeconds,
      pin: wanted.pin === undefined ? settings.pin : wanted.pin === '' ? null : wanted.pin,
      ...(wanted.watchWithoutPin === undefined ? {} : { watchWithoutPin: wanted.watchWithoutPin })
    },
    seats: Array.from({ length: count }, (_, i) => seats[i] ?? emptySeat(level))
  })
}

/** The table options a lobby change names (every choice of the engine's list, the target, the leader). */
function optionChanges(wanted: LobbySettingsChange): Partial<TableOptions> {
  const fields = [...choiceOptionNames(), 'target', 'firstLeader'] as const
  return Object.fromEntries(fields.filter((f) => wanted[f] !== undefined).map((f) => [f, wanted[f]]))
}

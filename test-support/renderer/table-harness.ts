// A TableStore connected to a fake socket, for the renderer's store and component tests: the test plays
// the host (`receive`) and reads what the screen sent (`sent`). Tables come from the engine: a scenario
// (src/scenarios) or a seeded deal, seen from one seat as the host would send it.
import {
  Rng,
  apply,
  newMatch,
  spectatorView,
  viewFor,
  type MatchState,
  type TableOptions
} from '../../src/engine'
import type { ClientMessage, SeatInfo, ServerMessage, TableInfo } from '../../src/protocol/messages'
import { buildScenario, findScenario, simpleMove, type ScenarioName } from '../../src/scenarios'
import { botName } from '../../src/protocol/bot-names'
import type { BotLevel } from '../../src/protocol/vocabulary'
import type { TableStore } from '../../src/renderer/src/state/table.svelte'
import { render } from '@testing-library/svelte'
import Table from '../../src/renderer/src/table/Table.svelte'
import { makeTable } from './fixtures'
import { storeOnFakeSocket } from './fake-socket'

export interface ConnectedTable {
  store: TableStore
  /** Every message the screen sent, oldest first (the hello first). */
  sent: ClientMessage[]
  /** A message from the host. */
  receive: (message: ServerMessage) => void
}

/** A store that has said hello over an open (fake) socket; nothing received yet. */
export function connectedTable(name = 'Ada'): ConnectedTable {
  const { store, socket, receive } = storeOnFakeSocket({ address: '127.0.0.1:1', name })
  return { store, sent: socket.sent, receive }
}

/** A match and the names at its seats (bots last, as the host seats them). */
export interface SeatedMatch {
  match: MatchState
  seats: { name: string; bot: boolean; away?: boolean }[]
}

/** The level of every bot (and away player's stand-in) in the table info `tableOf` makes. */
const BOT_LEVEL: BotLevel = 'medium'

/** The name the screens show for a seat, in English: a bot goes by its level's name for its seat
 *  (protocol/bot-names.ts), a person by their own. */
export function shownNameOf(seated: SeatedMatch, seat: number): string {
  const s = seated.seats[seat]
  if (s === undefined) throw new Error(`no seat ${seat}`)
  return s.bot ? botName('en', BOT_LEVEL, seat) : s.name
}

/** The match a scenario opens at. */
export function scenarioMatch(name: ScenarioName): SeatedMatch {
  const definition = findScenario(name)
  if (definition === null) throw new Error(`no scenario ${name}`)
  const built = buildScenario(definition)
  return {
    match: built.match,
    seats: definition.seats.map((s) => ({
      name: s.name,
      bot: s.kind === 'bot',
      ...('away' in s && s.away ? { away: true } : {})
    }))
  }
}

/** A fresh deal from `seed`: Ada in seat 0 and bots in the others. */
export function dealtMatch(players: number, seed: number, options: Partial<TableOptions> = {}): SeatedMatch {
  const made = newMatch(players, options, new Rng(seed))
  if (!made.ok) throw new Error(made.error.message)
  return {
    match: made.value,
    seats: Array.from({ length: players }, (_, seat) => ({
      name: seat === 0 ? 'Ada' : `Bot ${seat + 1}`,
      bot: seat > 0
    }))
  }
}

const STATUS_OF_PHASE = { playing: 'playing', roundOver: 'roundOver', matchOver: 'finished' } as const

/** The table info the host would send with `seated`. */
export function tableOf(seated: SeatedMatch, over: Partial<TableInfo> = {}): TableInfo {
  const seats: SeatInfo[] = seated.seats.map((s, seat) => ({
    seat,
    kind: s.bot ? 'bot' : 'human',
    name: s.name,
    level: s.bot || s.away ? BOT_LEVEL : null,
    connected: !s.bot && !s.away,
    away: s.away ?? false,
    ready: false,
    graceEndsAt: null
  }))
  const { options } = seated.match
  return makeTable(
    {
      seats,
      target: options.target,
      twoPlayerGame: options.twoPlayerGame,
      threePlayerHand: options.threePlayerHand,
      overwrite: options.overwrite,
      status: STATUS_OF_PHASE[seated.match.phase],
      ...over
    },
    seats.length
  )
}

/** Brings `table` into the lobby of `info` as `seat` (null: watching): the welcome, then the lobby's state. */
export function joinLobby(
  table: ConnectedTable,
  info: TableInfo,
  seat: number | null,
  isHost: boolean,
  version = 1
): void {
  table.receive({
    type: 'welcome',
    protocol: 1,
    tableId: info.id,
    seat,
    token: seat === null ? null : 'tok_0123456789abcdef',
    isHost
  })
  table.receive({ type: 'state', version, table: info, view: null, events: [], turnDeadline: null })
}

/** Seats `seat` at `seated` on `table`: the welcome, then the state as that seat sees it. */
export function sitAt(
  table: ConnectedTable,
  seated: SeatedMatch,
  seat: number,
  version = 1,
  isHost = seat === 0
): void {
  table.receive({
    type: 'welcome',
    protocol: 1,
    tableId: 'table-1',
    seat,
    token: 'tok_0123456789abcdef',
    isHost
  })
  table.receive(stateOf(seated, seat, version))
}

/** The state message for `seat` at `seated` (null: a spectator's, as the party screen gets it). */
export function stateOf(seated: SeatedMatch, seat: number | null, version: number): ServerMessage {
  const view = seat === null ? spectatorView(seated.match) : viewFor(seated.match, seat)
  return { type: 'state', version, table: tableOf(seated), view, events: [], turnDeadline: null }
}

/** Watches `seated` on `table` as a spectator (the party screen's way in). */
export function watch(table: ConnectedTable, seated: SeatedMatch, version = 1): void {
  table.receive({ type: 'welcome', protocol: 1, tableId: 'table-1', seat: null, token: null, isHost: false })
  table.receive(stateOf(seated, null, version))
}

/** `seated` after the scenarios' simple player's moves until `until` holds (a bound keeps it finite). */
export function playedUntil(seated: SeatedMatch, until: (match: MatchState) => boolean): SeatedMatch {
  let match = seated.match
  for (let i = 0; i < 300 && !until(match); i++) {
    const applied = apply(match, match.turn!, simpleMove(match))
    if (!applied.ok) throw new Error(applied.error.message)
    match = applied.value.state
  }
  if (!until(match)) throw new Error('the simple player never reached the position asked for')
  return { ...seated, match }
}

/** The table screen mounted for `seat` at `seated` (state `version`), as the component tests use it. */
export function mountTable(seated: SeatedMatch, seat = 0, version = 1): ConnectedTable {
  const table = connectedTable()
  sitAt(table, seated, seat, version)
  render(Table, { store: table.store, onleave: () => undefined })
  return table
}

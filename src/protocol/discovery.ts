// What a hosted table says about itself over mDNS (DNS-SD TXT record), shared by the advertiser and the
// browser. Pure: no Node, so the renderer may use the types and decoder too.
// TXT values arrive from anyone on the LAN, so decoding is defensive: bad fields fall back or drop the ad.
// A tournament's record (./tournament-txt.ts) shares the service type; the decoder here tells them apart.
import { DEFAULT_OPTIONS } from '../engine/options'
import type { TableOptions } from '../engine/types'
import { choicesOf } from '../engine/option-list'
import type { ChoiceOptions } from '../engine/option-list'
import { PROTOCOL_VERSION, TABLE_STATUSES } from './vocabulary'
import type { TableStatus } from './vocabulary'
import { TOURNAMENT_KIND, decodeTournamentTxt } from './tournament-txt'
import type { TournamentListing } from './tournament-txt'
import { TXT_KEYS, txtId, txtName, txtProtocol, txtValue } from './txt-values'
import type { TxtKey } from './txt-values'

export { TXT_KEYS } from './txt-values'

/** bonjour-service's `type` (it adds the underscores): on the wire `_fivethreefive._tcp.local`. */
export const MDNS_SERVICE_NAME = 'fivethreefive'
export const MDNS_SERVICE_TYPE = `_${MDNS_SERVICE_NAME}._tcp`
export const MDNS_SERVICE_DOMAIN = `${MDNS_SERVICE_TYPE}.local`

/** The table options that change what is played (RULES.md R2.two, R2.variants, D5), as a table holds them. */
export type GameOptions = ChoiceOptions & Pick<TableOptions, 'target'>

/** Just the GameOptions of something that holds them (TableOptions, TableInfo). */
export function gameOptionsOf(o: GameOptions): GameOptions {
  return { ...choicesOf(o), target: o.target }
}

/** The public facts about a hosted table (no seat names, no tokens). */
export interface TableAd {
  id: string
  name: string
  seatsTaken: number
  seatsTotal: number
  pinRequired: boolean
  status: TableStatus
  /** Its options: the TXT says those that apply to its seat count (see GAME_TOKENS). */
  game: GameOptions
}

/**
 * The game a table plays, as far as it differs from plain play at its seat count — what the LAN list
 * shows next to the table. Decoded from the TXT `game` value, a comma-separated list of tokens.
 */
export interface TableGame {
  /** `two-hands`: two players play two hands from one deal (R2.two). */
  twoHands: boolean
  /** `to-N`: the match goes to N points — two players to the target, or a target other than the default. */
  target: number | null
  /** `16-cards`: three players with the extra card deal (R2.variants). */
  sixteenCards: boolean
  /** `bigger-overwrites`: a play with more cards overwrites too (R2.variants). */
  biggerOverwrites: boolean
}

/** The TXT `game` tokens. A decoder ignores any other token (a newer app's), so more can be added. */
export const GAME_TOKENS = {
  twoHands: 'two-hands',
  targetPrefix: 'to-',
  sixteenCards: '16-cards',
  biggerOverwrites: 'bigger-overwrites'
} as const

/** Plain play: what an ad without a `game` value means. */
export const PLAIN_GAME: Readonly<TableGame> = {
  twoHands: false,
  target: null,
  sixteenCards: false,
  biggerOverwrites: false
}

/** TXT values come from anyone on the LAN: only this much of `game` is read, and this many tokens. */
export const GAME_VALUE_MAX_LENGTH = 100
const GAME_TOKENS_MAX = 8
const TARGET_TOKEN = /^to-([1-9]\d{0,3})$/

/** A decoded TXT record. `protocol` is null when absent or garbled: such a table is never joinable. */
export interface DecodedTableAd {
  protocol: number | null
  id: string
  name: string | null
  seatsTaken: number
  seatsTotal: number
  pinRequired: boolean
  status: TableStatus | 'unknown'
  game: TableGame
  /** Set when the record is a tournament's (`kind=tournament`): then there are no seats to take. */
  tournament: TournamentListing | null
}

const SEATS_PATTERN = /^(\d{1,2})\/(\d{1,2})$/

export function encodeTableTxt(ad: TableAd, protocol: number = PROTOCOL_VERSION): Record<string, string> {
  return {
    [TXT_KEYS.protocol]: String(protocol),
    [TXT_KEYS.id]: ad.id,
    [TXT_KEYS.name]: txtName(ad.name) ?? '',
    [TXT_KEYS.seats]: `${ad.seatsTaken}/${ad.seatsTotal}`,
    [TXT_KEYS.pin]: ad.pinRequired ? '1' : '0',
    [TXT_KEYS.status]: ad.status,
    ...gameTxt(ad.seatsTotal, ad.game)
  }
}

/**
 * The `game` tokens for a table of `seats`: only the options that apply to that seat count, and only
 * where they differ from plain play — except that a two-seat table always says which two-player game it
 * plays (two hands, or to the target). Nothing to say: no `game` key at all.
 */
export function gameTokens(seats: number, options: GameOptions): string[] {
  const tokens: string[] = []
  const twoHands = seats === 2 && options.twoPlayerGame === 'two-hands'
  if (twoHands) tokens.push(GAME_TOKENS.twoHands)
  else if (seats === 2 || options.target !== DEFAULT_OPTIONS.target)
    tokens.push(`${GAME_TOKENS.targetPrefix}${options.target}`)
  if (seats === 3 && options.threePlayerHand === 16) tokens.push(GAME_TOKENS.sixteenCards)
  if (options.overwrite === 'bigger') tokens.push(GAME_TOKENS.biggerOverwrites)
  return tokens
}

function gameTxt(seats: number, options: GameOptions): Record<string, string> {
  const tokens = gameTokens(seats, options)
  return tokens.length === 0 ? {} : { [TXT_KEYS.game]: tokens.join(',') }
}

/** An untrusted `game` value → the game: known tokens only, first of each kind, bounded in length. */
export function decodeGame(value: string | undefined): TableGame {
  const game = { ...PLAIN_GAME }
  if (value === undefined) return game
  // Past the bound, the token it cuts is dropped too (a cut "to-2000" must not read as "to-20").
  const head = value.slice(0, GAME_VALUE_MAX_LENGTH + 1)
  const bounded =
    value.length <= GAME_VALUE_MAX_LENGTH ? value : head.slice(0, Math.max(0, head.lastIndexOf(',')))
  const tokens = bounded.toLowerCase().split(',').slice(0, GAME_TOKENS_MAX)
  for (const raw of tokens) {
    const token = raw.trim()
    if (token === GAME_TOKENS.twoHands) game.twoHands = true
    else if (token === GAME_TOKENS.sixteenCards) game.sixteenCards = true
    else if (token === GAME_TOKENS.biggerOverwrites) game.biggerOverwrites = true
    else {
      const target = TARGET_TOKEN.exec(token)
      if (target !== null && game.target === null) game.target = Number(target[1])
    }
  }
  return game
}

/**
 * Untrusted TXT key/values → an ad, or null when it cannot identify a table (no valid id).
 * Keys are matched case-insensitively (RFC 6763 §6.4); other fields fall back to neutral values so a
 * table from a newer app still shows up (not joinable) instead of vanishing.
 * A tournament's record is read whole or not at all (decodeTournamentTxt), and a `kind` this app does
 * not know drops the ad: whatever it is, it is not a table to join.
 */
export function decodeTableTxt(txt: Readonly<Record<string, string>>): DecodedTableAd | null {
  const get = (key: TxtKey) => txtValue(txt, key)
  const id = txtId(get(TXT_KEYS.id))
  if (id === null) return null
  const kind = get(TXT_KEYS.kind)
  if (kind !== undefined && kind !== TOURNAMENT_KIND) return null
  const tournament = kind === TOURNAMENT_KIND ? decodeTournamentTxt(txt) : null
  if (tournament !== null && !tournament.ok) return null
  const protocol = txtProtocol(get(TXT_KEYS.protocol))
  if (tournament !== null) {
    const { value } = tournament
    return { ...NO_SEATS, game: { ...PLAIN_GAME }, protocol, id, name: value.name, tournament: value }
  }
  const seats = SEATS_PATTERN.exec(get(TXT_KEYS.seats) ?? '')
  const seatsTotal = seats ? Number(seats[2]) : 0
  const status = get(TXT_KEYS.status)
  return {
    protocol,
    id,
    name: txtName(get(TXT_KEYS.name) ?? ''),
    seatsTaken: seats ? Math.min(Number(seats[1]), seatsTotal) : 0,
    seatsTotal,
    pinRequired: get(TXT_KEYS.pin) === '1',
    status: (TABLE_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as TableStatus)
      : 'unknown',
    game: decodeGame(get(TXT_KEYS.game)),
    tournament: null
  }
}

/** A tournament's ad as a table's: no seats of its own, its status its own (TournamentListing). */
const NO_SEATS = {
  seatsTaken: 0,
  seatsTotal: 0,
  pinRequired: false,
  status: 'unknown'
} as const

/** A table is joinable only by an app speaking the same protocol version. */
export function isCompatible(
  ad: Pick<DecodedTableAd, 'protocol'>,
  protocol: number = PROTOCOL_VERSION
): boolean {
  return ad.protocol === protocol
}

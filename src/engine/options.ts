// Table options: every RULES.md decision (D1–D5) is an option with the documented default.
// Options can come from a lobby over the network, so they enter only through resolveOptions.
import { RANKS } from './types'
import type { PointsTable, Result, TableOptions } from './types'
import { MAX_PLAYERS, RANK_SLOTS, copiesFor, deckSizeFor, weatherOf } from './cards'
import { err, ok } from './result'

/** D1: Rain 1–5 → 1, 7 and 9 → 2, Sun 11–15 → 3, and the 8 → 5. */
export const DEFAULT_POINTS: PointsTable = (() => {
  const table = new Array<number>(RANK_SLOTS).fill(0)
  for (const r of RANKS) table[r] = r === 8 ? 5 : { rain: 1, cloud: 2, sun: 3 }[weatherOf(r)]
  return table
})()

export const DEFAULT_OPTIONS: TableOptions = {
  points: DEFAULT_POINTS,
  twoPlayerHandSize: 12,
  firstLeader: 'random',
  target: 20
}

/** R2 (and D2 for two players). */
export function handSizeFor(
  players: number,
  options: Pick<TableOptions, 'twoPlayerHandSize'> = DEFAULT_OPTIONS
) {
  switch (players) {
    case 2:
      return options.twoPlayerHandSize
    case 3:
      return 13
    case 6:
      return 10
    default:
      return 12
  }
}

/** Two hands of at most half the two-player deck (the largest option that still deals). */
const MAX_TWO_PLAYER_HAND = deckSizeFor(2) / 2

function isPointsTable(points: unknown): points is PointsTable {
  if (!Array.isArray(points) || points.length !== RANK_SLOTS) return false
  const ranks: ReadonlySet<number> = new Set(RANKS)
  return points.every((p, i) => (ranks.has(i) ? Number.isInteger(p) && p >= 0 && p <= 1000 : p === 0))
}

/** Defaults filled in and every field checked. The result never aliases the input's points array. */
export function resolveOptions(partial: Partial<TableOptions> = {}): Result<TableOptions> {
  if (typeof partial !== 'object' || partial === null) return err('bad-options', 'Options must be an object.')
  const o = { ...DEFAULT_OPTIONS, ...stripUndefined(partial) }
  if (!Number.isInteger(o.target) || o.target < 1) {
    return err('bad-options', `The target must be a whole number of at least 1, not ${String(o.target)}.`)
  }
  if (
    !Number.isInteger(o.twoPlayerHandSize) ||
    o.twoPlayerHandSize < 1 ||
    o.twoPlayerHandSize > MAX_TWO_PLAYER_HAND
  ) {
    return err(
      'bad-options',
      `The two-player hand size must be a whole number from 1 to ${MAX_TWO_PLAYER_HAND}, not ${String(o.twoPlayerHandSize)}.`
    )
  }
  const leader = o.firstLeader
  if (leader !== 'random' && !(Number.isInteger(leader) && leader >= 0 && leader < MAX_PLAYERS)) {
    return err('bad-options', `The first leader must be 'random' or a seat number, not ${String(leader)}.`)
  }
  if (!isPointsTable(o.points)) {
    return err(
      'bad-options',
      `The points table must have ${RANK_SLOTS} entries indexed by rank: whole numbers from 0 to 1000, and 0 at 0, 6 and 10.`
    )
  }
  return ok({
    points: [...o.points],
    twoPlayerHandSize: o.twoPlayerHandSize,
    firstLeader: leader,
    target: o.target
  })
}

/** Options checked against a player count: the first leader must sit at the table. */
export function optionsForTable(players: number, partial?: Partial<TableOptions>): Result<TableOptions> {
  const resolved = resolveOptions(partial)
  if (!resolved.ok) return resolved
  const leader = resolved.value.firstLeader
  if (leader !== 'random' && leader >= players) {
    return err('bad-options', `The first leader ${leader} is not a seat of a ${players}-player table.`)
  }
  if (handSizeFor(players, resolved.value) * players > copiesFor(players) * RANKS.length) {
    return err('bad-options', `The hands do not fit in the deck.`)
  }
  return resolved
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  const out: Partial<T> = {}
  for (const [k, v] of Object.entries(o)) if (v !== undefined) (out as Record<string, unknown>)[k] = v
  return out
}

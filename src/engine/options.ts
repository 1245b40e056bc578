// Table options: every RULES.md decision (D1–D5) is an option with the documented default.
// Options can come from a lobby over the network, so they enter only through resolveOptions.
import { RANKS } from './types'
import type { PointsTable, Result, TableOptions } from './types'
import { CHOICE_OPTIONS, FIXED_DEALS, TARGET, choiceOptionNames, choicesOf, defaultChoices } from './option-list'
import { MAX_SEATS, RANK_SLOTS, copiesFor, weatherOf } from './cards'
import { err, ok } from './result'

/** D1: Rain 1–5 → 1, 7 and 9 → 2, Sun 11–15 → 3, and the 8 → 5. */
export const DEFAULT_POINTS: PointsTable = (() => {
  const table = new Array<number>(RANK_SLOTS).fill(0)
  for (const r of RANKS) table[r] = r === 8 ? 5 : { rain: 1, cloud: 2, sun: 3 }[weatherOf(r)]
  return table
})()

export const DEFAULT_OPTIONS: TableOptions = {
  points: DEFAULT_POINTS,
  ...defaultChoices(),
  firstLeader: 'random',
  target: TARGET.default
}

/** R2: the cards in each hand (three players: 13, or 16 with the extra card deal). */
export function handSizeFor(
  players: number,
  options: Pick<TableOptions, 'threePlayerHand'> = DEFAULT_OPTIONS
) {
  switch (players) {
    case 3:
      return options.threePlayerHand
    case 6:
      return 10
    default:
      return 12
  }
}

/** R2.two: how many hands one deal gives each player — 2 for two players playing two hands, else 1. */
export function handsPerDeal(players: number, options: Pick<TableOptions, 'twoPlayerGame'>): 1 | 2 {
  return players === 2 && options.twoPlayerGame === 'two-hands' ? 2 : 1
}

/** R2.two / R8: the number of rounds a match has when it is fixed (two hands: 2; a tournament stage:
 *  its `fixedDeals`), else null (to the target). */
export function fixedRounds(
  players: number,
  options: Pick<TableOptions, 'twoPlayerGame'> & { fixedDeals?: number }
): number | null {
  if (handsPerDeal(players, options) === 2) return 2
  return options.fixedDeals ?? null
}

/** The most penalty points one card may carry (D1 lets a table change them, within this). */
export const MAX_POINTS = 1000

function isPointsTable(points: unknown): points is PointsTable {
  if (!Array.isArray(points) || points.length !== RANK_SLOTS) return false
  const ranks: ReadonlySet<number> = new Set(RANKS)
  return points.every((p, i) => (ranks.has(i) ? Number.isInteger(p) && p >= 0 && p <= MAX_POINTS : p === 0))
}

/** Defaults filled in and every field checked. The result never aliases the input's points array. */
export function resolveOptions(partial: Partial<TableOptions> = {}): Result<TableOptions> {
  if (typeof partial !== 'object' || partial === null) return err('bad-options', 'Options must be an object.')
  const o = { ...DEFAULT_OPTIONS, ...stripUndefined(partial) }
  if (!Number.isInteger(o.target) || o.target < TARGET.min || o.target > TARGET.max) {
    return err(
      'bad-options',
      `The target must be a whole number from ${TARGET.min} to ${TARGET.max}, not ${String(o.target)}.`
    )
  }
  for (const name of choiceOptionNames()) {
    const values: readonly unknown[] = CHOICE_OPTIONS[name].values
    if (!values.includes(o[name])) {
      return err('bad-options', `The option ${name} must be ${values.join(' or ')}, not ${String(o[name])}.`)
    }
  }
  const fixedDeals = o.fixedDeals
  if (
    fixedDeals !== undefined &&
    !(Number.isInteger(fixedDeals) && fixedDeals >= FIXED_DEALS.min && fixedDeals <= FIXED_DEALS.max)
  ) {
    return err(
      'bad-options',
      `A fixed number of deals is a whole number from ${FIXED_DEALS.min} to ${FIXED_DEALS.max}, not ${String(fixedDeals)}.`
    )
  }
  const leader = o.firstLeader
  if (leader !== 'random' && !(Number.isInteger(leader) && leader >= 0 && leader < MAX_SEATS)) {
    return err('bad-options', `The first leader must be 'random' or a seat number, not ${String(leader)}.`)
  }
  if (!isPointsTable(o.points)) {
    return err(
      'bad-options',
      `The points table must have ${RANK_SLOTS} entries indexed by rank: whole numbers from 0 to ${MAX_POINTS}, and 0 at 0, 6 and 10.`
    )
  }
  const resolved: TableOptions = { points: [...o.points], ...choicesOf(o), firstLeader: leader, target: o.target }
  return ok(fixedDeals === undefined ? resolved : { ...resolved, fixedDeals })
}

/** Options checked against a player count: the first leader must sit at the table. */
export function optionsForTable(players: number, partial?: Partial<TableOptions>): Result<TableOptions> {
  const resolved = resolveOptions(partial)
  if (!resolved.ok) return resolved
  const leader = resolved.value.firstLeader
  if (leader !== 'random' && leader >= players) {
    return err('bad-options', `The first leader ${leader} is not a seat of a ${players}-player table.`)
  }
  const dealt = handSizeFor(players, resolved.value) * handsPerDeal(players, resolved.value) * players
  if (dealt > copiesFor(players) * RANKS.length) {
    return err('bad-options', `The hands do not fit in the deck.`)
  }
  return resolved
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  const out: Partial<T> = {}
  for (const [k, v] of Object.entries(o)) if (v !== undefined) (out as Record<string, unknown>)[k] = v
  return out
}

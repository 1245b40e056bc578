// Proves RULES.md R9 on the wire: feed it every frame every client received, and it reports any frame
// that shows a seat someone else's cards, the undealt cards, a second hand before round 2 (R2.two: its
// owner's included), a round's hands before the round ended, another seat's token or the host key.
// Reused by the hardening tests.
//
// Three nets, from the cheapest: (1) names — keys only the host's MatchState has, hands anywhere but the
// own view; (2) counts — the public card counts of a view must add up to the deck (RULES.md R2) and, with
// the host's state at hand, match it, so no public field (retired, cleared, the meld) can carry the undealt
// cards or a second hand; (3) contents — with the host's state, no list of cards anywhere in the frame,
// under any name, may be a second hand still kept back, nor all of them together.
// A `delta` is read twice: as it came (names and contents, with the delta's own places for the hand and
// the results' hands) and as the full state it makes of the client's last one (protocol/state-stream.ts),
// which is checked as any full state: so a delta can carry no more than a full view may.
import { RANKS, cardCount, copiesFor, countsFromRanks, isRank, ranksFromCounts } from '../../src/engine'
import type { MatchState, Rank } from '../../src/engine'
import { StateStream } from '../../src/protocol/state-stream'
import type { ServerMessage } from '../../src/protocol/messages'

/** Keys that only the host's own MatchState has; no client frame may hold them anywhere. */
const HOST_ONLY_KEYS = new Set(['undealt', 'dealt', 'dealtUndealt', 'reserve', 'rng', 'seed'])
/** A RankCounts array's length (index = rank). */
const COUNT_SLOTS = 16

export interface AuditSecrets {
  /** Every seat's token (null for bots and empty seats). */
  tokens: (string | null)[]
  hostKey: string
}

export interface AuditOptions {
  /** The host's engine state at a version, to check that a hand is exactly the seat's own hand. */
  truthAt?: (version: number) => MatchState | null | undefined
  /** The table's secrets now; tokens other than the client's own and the host key must never appear. */
  secrets?: () => AuditSecrets
}

export class SecretsAudit {
  readonly violations: string[] = []
  framesChecked = 0
  /** Deltas that did not fit the state a client held: their rebuilt state could not be checked. */
  deltasUnfit = 0
  /** Each client's states, deltas applied, as the client rebuilds them. */
  private readonly streams = new Map<string, StateStream>()
  /** The seat each client was last welcomed to (welcome is the host's word on who a client is). */
  private readonly seats = new Map<string, number | null>()
  /** The phase of the last view each client was sent: a match record may follow only a finished match. */
  private readonly phases = new Map<string, unknown>()

  constructor(private readonly options: AuditOptions = {}) {}

  /** Checks one frame a client received (raw text or parsed). */
  observe(client: string, frame: unknown): void {
    this.framesChecked++
    const text = typeof frame === 'string' ? frame : JSON.stringify(frame)
    const message: unknown = typeof frame === 'string' ? JSON.parse(frame) : frame
    const fail = (why: string): void => {
      this.violations.push(`${client}: ${why} in ${text.slice(0, 300)}`)
    }
    if (!isRecord(message) || typeof message.type !== 'string') return fail('a frame that is not a message')
    if (message.type === 'welcome')
      this.seats.set(client, typeof message.seat === 'number' ? message.seat : null)
    const seat = this.seats.get(client) ?? null
    // Issue 26: the record shows every deal, the undealt cards included: fine once the match is over (D6).
    if (message.type === 'matchRecord') {
      if (this.phases.get(client) !== 'matchOver') fail('a match record before the match is over')
      return
    }

    scanKeys(message, [], fail, message.type === 'delta' ? DELTA_PLACES : STATE_PLACES)
    this.checkSecrets(text, message, seat, fail)
    const rebuilt = this.rebuild(client, message)
    if (rebuilt !== null) this.checkState(rebuilt, seat, fail)
    // the phase the client holds, whether a full state or a delta brought it
    if (rebuilt !== null && isRecord(rebuilt.view)) this.phases.set(client, rebuilt.view.phase)
    const truth = typeof message.version === 'number' ? this.options.truthAt?.(message.version) : undefined
    if (truth) scanCards(message, keptBack(truth), fail)
  }

  /** Throws with every violation found so far (use at the end of a test). */
  assertClean(): void {
    if (this.violations.length > 0) {
      throw new Error(
        `${this.violations.length} secret(s) leaked:\n${this.violations.slice(0, 10).join('\n')}`
      )
    }
  }

  /** The full state a frame is or makes (a delta on the client's last state); null for other messages. */
  private rebuild(client: string, message: Record<string, unknown>): Record<string, unknown> | null {
    if (message.type !== 'state' && message.type !== 'delta') return null
    let stream = this.streams.get(client)
    if (stream === undefined) this.streams.set(client, (stream = new StateStream()))
    const step = stream.read(message as unknown as ServerMessage)
    if (step.askSync) this.deltasUnfit++
    return step.message as unknown as Record<string, unknown> | null
  }

  private checkSecrets(
    text: string,
    message: Record<string, unknown>,
    seat: number | null,
    fail: (w: string) => void
  ) {
    const secrets = this.options.secrets?.()
    if (secrets === undefined) return
    if (text.includes(secrets.hostKey)) fail('the host key')
    secrets.tokens.forEach((token, owner) => {
      if (token === null || !text.includes(token)) return
      if (owner !== seat || message.type !== 'welcome') fail(`the seat token of seat ${owner}`)
    })
  }

  private checkState(message: Record<string, unknown>, seat: number | null, fail: (w: string) => void) {
    const view = message.view
    if (view === null) return
    if (!isRecord(view)) return fail('a view that is not an object')
    if (view.seat !== seat)
      fail(`the view of seat ${String(view.seat)} sent to ${seat === null ? 'a spectator' : `seat ${seat}`}`)
    if (seat === null && view.hand !== null) fail('a hand sent to a spectator')
    if (seat !== null && !Array.isArray(view.hand)) fail('no hand for a seated player')
    const round = view.round as number
    const finished = view.phase !== 'playing'
    for (const result of (view.results as { round: number }[] | undefined) ?? []) {
      if (result.round > round || (result.round === round && !finished))
        fail(`round ${result.round}'s hands before it ended`)
    }
    for (const event of (message.events as { type: string }[] | undefined) ?? []) {
      if (event.type === 'roundEnded' && !finished) fail('a round result while the round is being played')
    }
    checkCounts(view, seat, fail)
    const truth = this.options.truthAt?.(message.version as number)
    if (truth) checkAgainstTruth(view, seat, truth, fail)
  }
}

/**
 * R2, R9: the cards a view accounts for — every hand's count, the cleared cards, the central meld,
 * the retired first hands and the counts of the undealt cards and the kept second hands — are exactly
 * the deck. A public field that also carried secret cards would make them more. Checked when the view
 * has these fields (hand-made frames in tests may leave them out).
 */
function checkCounts(view: Record<string, unknown>, seat: number | null, fail: (w: string) => void): void {
  const { players, handCounts, cleared, retired, undealtCount, reserveCount, meld } = view
  if (typeof players !== 'number' || !isCountList(handCounts) || !isCountList(cleared)) return
  if (!isCountList(retired) || typeof undealtCount !== 'number' || typeof reserveCount !== 'number') {
    return fail('a view without the counts of its undealt, kept and retired cards')
  }
  const meldCards = isRecord(meld) && Array.isArray(meld.cards) ? meld.cards.length : 0
  const accounted =
    sum(handCounts) + cardCount(cleared) + cardCount(retired) + meldCards + undealtCount + reserveCount
  const deck = copiesFor(players) * RANKS.length
  if (accounted !== deck) fail(`views that account for ${accounted} cards of a ${deck}-card deck`)
  if (seat !== null && Array.isArray(view.hand) && view.hand.length !== handCounts[seat])
    fail(`a hand of ${view.hand.length} cards for seat ${seat}, which holds ${String(handCounts[seat])}`)
}

/** The host's state at the frame's version: the own hand and every public count must be its own. */
function checkAgainstTruth(
  view: Record<string, unknown>,
  seat: number | null,
  truth: MatchState,
  fail: (w: string) => void
): void {
  if (seat !== null) {
    const own = ranksFromCounts(truth.hands[seat] ?? [])
    if (JSON.stringify(view.hand) !== JSON.stringify(own)) fail(`a hand that is not seat ${seat}'s own`)
  }
  if (view.undealtCount !== undefined && view.undealtCount !== cardCount(truth.undealt))
    fail(`${String(view.undealtCount)} undealt cards where the host has ${cardCount(truth.undealt)}`)
  const kept = truth.reserve.reduce((n, hand) => n + cardCount(hand), 0)
  if (view.reserveCount !== undefined && view.reserveCount !== kept)
    fail(`${String(view.reserveCount)} cards kept for later hands where the host keeps ${kept}`)
  if (view.retired !== undefined && JSON.stringify(view.retired) !== JSON.stringify(truth.retired))
    fail('retired cards that are not the earlier hands of this deal')
  if (view.cleared !== undefined && JSON.stringify(view.cleared) !== JSON.stringify(truth.cleared))
    fail('cleared cards that are not the ones played out')
}

/** A card list that must not reach any client, and what to call it in a report. */
interface KeptBack {
  what: string
  key: string
}

/**
 * R2.two, R9: what the host keeps back at this moment — each second hand (until round 2 deals them),
 * all of them together, and all of them with the undealt cards (every card nobody may see).
 */
function keptBack(truth: MatchState): KeptBack[] {
  const hands = truth.reserve.filter((hand) => cardCount(hand) > 0)
  if (hands.length === 0) return []
  const all = hands.reduce((acc, hand) => acc.map((n, r) => n + (hand[r] ?? 0)))
  return [
    ...hands.map((hand) => ({
      what: `seat ${truth.reserve.indexOf(hand)}'s second hand`,
      key: countsKey(hand)
    })),
    { what: 'every second hand', key: countsKey(all) },
    {
      what: 'the second hands and the undealt cards',
      key: countsKey(all.map((n, r) => n + (truth.undealt[r] ?? 0)))
    }
  ]
}

/**
 * Every list of cards anywhere in the frame, under any name — as ranks ([3, 3, 12, …]) or as counts per
 * rank (16 slots) — compared with what is kept back. Second hands hold 12 cards, so shorter lists are
 * skipped (a central meld or a few ranks can match by chance; a whole hand by chance practically never).
 * The own view's hand is left to checkAgainstTruth.
 */
function scanCards(value: unknown, secrets: KeptBack[], fail: (why: string) => void, path = ''): void {
  if (secrets.length === 0) return
  if (Array.isArray(value)) {
    if (path !== 'view.hand' && path !== 'view.set.hand') {
      const key = cardListKey(value)
      const hit = key === null ? undefined : secrets.find((s) => s.key === key)
      if (hit !== undefined) fail(`${hit.what} at ${path}`)
    }
    value.forEach((item, i) => scanCards(item, secrets, fail, `${path}.${i}`))
    return
  }
  if (!isRecord(value)) return
  for (const [key, child] of Object.entries(value))
    scanCards(child, secrets, fail, path ? `${path}.${key}` : key)
}

/** The fewest cards a kept-back list has (a two-player second hand, R2.two). */
const SHORTEST_SECRET = 12

function cardListKey(list: unknown[]): string | null {
  if (list.length === COUNT_SLOTS && list.every((n) => Number.isInteger(n) && (n as number) >= 0)) {
    const counts = list as number[]
    if (counts.every((n, r) => n === 0 || isRank(r)) && cardCount(counts) >= SHORTEST_SECRET)
      return countsKey(counts)
  }
  if (list.length >= SHORTEST_SECRET && list.every((r) => isRank(r))) {
    return countsKey(countsFromRanks(list as Rank[]))
  }
  return null
}

/**
 * Issue 52, across tables: every card list in a frame (as in scanCards: ranks or counts, a whole hand's
 * length) whose cards are one of `secrets` (countsKey → what to call it), by where it was found.
 */
export function secretCardLists(value: unknown, secrets: ReadonlyMap<string, string>, path = ''): string[] {
  if (Array.isArray(value)) {
    const key = cardListKey(value)
    const hit = key === null ? undefined : secrets.get(key)
    const here = hit === undefined ? [] : [`${hit} at ${path}`]
    return [...here, ...value.flatMap((item, i) => secretCardLists(item, secrets, `${path}.${i}`))]
  }
  if (!isRecord(value)) return []
  return Object.entries(value).flatMap(([key, child]) =>
    secretCardLists(child, secrets, path ? `${path}.${key}` : key)
  )
}

export function countsKey(counts: readonly number[]): string {
  return Array.from({ length: COUNT_SLOTS }, (_, r) => counts[r] ?? 0).join(',')
}

function isCountList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((n) => Number.isInteger(n) && (n as number) >= 0)
}

function sum(list: readonly number[]): number {
  return list.reduce((a, b) => a + b, 0)
}

/** Where a frame may hold the own hand, and the revealed hands of finished rounds (D6). */
interface Places {
  hand: string
  resultHands: RegExp[]
}
const EVENT_RESULT_HANDS = /^events\.\d+\.result\.hands$/
const STATE_PLACES: Places = {
  hand: 'view.hand',
  resultHands: [/^view\.results\.\d+\.hands$/, EVENT_RESULT_HANDS]
}
/** A delta sets the hand in `view.set` and appends results in `view.results.add` (view-delta.ts). */
const DELTA_PLACES: Places = {
  hand: 'view.set.hand',
  resultHands: [/^view\.results\.add\.\d+\.hands$/, EVENT_RESULT_HANDS]
}

/** Host-only keys anywhere; 'hand' only at the own hand's place; 'hands' only in a finished round's result. */
function scanKeys(value: unknown, path: string[], fail: (why: string) => void, places: Places): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => scanKeys(item, [...path, String(i)], fail, places))
    return
  }
  if (!isRecord(value)) return
  for (const [key, child] of Object.entries(value)) {
    const at = [...path, key]
    const where = at.join('.')
    if (HOST_ONLY_KEYS.has(key)) fail(`host-only field ${where}`)
    if (key === 'hand' && where !== places.hand) fail(`a hand at ${where}`)
    if (key === 'hands' && !places.resultHands.some((place) => place.test(where))) fail(`hands at ${where}`)
    scanKeys(child, at, fail, places)
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

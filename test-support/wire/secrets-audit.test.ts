// The secrets audit must catch what it claims to catch (R9), or every test that ends with `assertClean()`
// proves nothing: hand-made frames that leak, and the frames that may carry the same data.
import { describe, expect, test } from 'vitest'
import {
  cardCount,
  deckSizeFor,
  fixedRounds,
  newMatch,
  ranksFromCounts,
  resolveOptions
} from '../../src/engine'
import type { MatchState, SeatView, TableOptions } from '../../src/engine'
import type { ServerMessage, TableInfo } from '../../src/protocol/messages'
import { StateFeed } from '../../src/server/table/state-feed'
import { stateMessages } from '../../src/server/table/table-messages'
import { GAMES, TWO_HANDS } from '../engine/games'
import { statesOfMatch } from '../engine/random-match'
import type { Game } from '../engine/games'
import { SecretsAudit } from './secrets-audit'

const secrets = () => ({ tokens: ['token-of-ann', 'token-of-bob', null], hostKey: 'the-host-key' })
const welcome = (seat: number | null, token: string | null) => ({
  type: 'welcome',
  protocol: 1,
  tableId: 't',
  seat,
  token,
  isHost: false
})
const state = (view: Record<string, unknown> | null, extra: Record<string, unknown> = {}) => ({
  type: 'state',
  version: 3,
  table: {},
  view,
  events: [],
  turnDeadline: null,
  ...extra
})
const seatView = (seat: number | null, over: Record<string, unknown> = {}) => ({
  seat,
  hand: seat === null ? null : [3, 4],
  round: 1,
  phase: 'playing',
  results: [],
  ...over
})

describe('SecretsAudit', () => {
  test('a match record (every deal) is caught before the match is over, and passes after (issue 26)', () => {
    const audit = new SecretsAudit()
    const record = { type: 'matchRecord', record: { rounds: [{ undealt: [3, 4], reserve: [] }] } }
    audit.observe('ann', welcome(0, null))
    audit.observe('ann', state(seatView(0, { phase: 'roundOver' })))
    audit.observe('ann', record)
    expect(audit.violations).toEqual([expect.stringContaining('a match record before the match is over')])
    audit.observe('bob', welcome(1, null))
    audit.observe('bob', state(seatView(1, { phase: 'matchOver' })))
    audit.observe('bob', record)
    expect(audit.violations).toHaveLength(1)
  })

  test('a welcome carries its own seat token; the own view and a spectator view are fine', () => {
    const audit = new SecretsAudit({ secrets })
    audit.observe('ann', welcome(0, 'token-of-ann'))
    audit.observe('ann', JSON.stringify(state(seatView(0))))
    audit.observe('sue', welcome(null, null))
    audit.observe('sue', state(seatView(null)))
    expect(audit.violations).toEqual([])
    expect(audit.framesChecked).toBe(4)
    expect(() => audit.assertClean()).not.toThrow()
  })

  test("another seat's token, the host key, or even the own token outside a welcome", () => {
    const audit = new SecretsAudit({ secrets })
    audit.observe('ann', welcome(0, 'token-of-bob'))
    audit.observe('ann', state(seatView(0), { note: 'the-host-key' }))
    audit.observe('ann', state(seatView(0), { note: 'token-of-ann' }))
    expect(audit.violations).toEqual([
      expect.stringContaining('the seat token of seat 1'),
      expect.stringContaining('the host key'),
      expect.stringContaining('the seat token of seat 0')
    ])
    expect(() => audit.assertClean()).toThrow(/3 secret\(s\) leaked/)
  })

  test('host-only fields, hands outside the own view, and results of a round still played', () => {
    const audit = new SecretsAudit()
    audit.observe('ann', welcome(0, null))
    audit.observe('ann', state(seatView(0), { undealt: [1] }))
    audit.observe('ann', state(seatView(0, { seats: [{ hand: [5] }] })))
    audit.observe('ann', state(seatView(0, { results: [{ round: 1, hands: [[5]] }] })))
    expect(audit.violations).toEqual([
      expect.stringContaining('host-only field undealt'),
      expect.stringContaining('a hand at view.seats.0.hand'),
      expect.stringContaining("round 1's hands before it ended")
    ])
  })

  test("someone else's view, a hand for a spectator", () => {
    const audit = new SecretsAudit()
    audit.observe('ann', welcome(0, null))
    audit.observe('ann', state(seatView(1)))
    audit.observe('sue', welcome(null, null))
    audit.observe('sue', state(seatView(null, { hand: [3] })))
    expect(audit.violations).toEqual([
      expect.stringContaining('the view of seat 1 sent to seat 0'),
      expect.stringContaining('a hand sent to a spectator')
    ])
  })

  test("a hand that is not the seat's own in the host's state at that version", () => {
    const made = newMatch(2, {}, 1)
    if (!made.ok) throw new Error(made.error.message)
    const own: MatchState = { ...made.value, hands: [[0, 0, 0, 1], made.value.hands[1]!] }
    const audit = new SecretsAudit({ truthAt: () => own })
    audit.observe('ann', welcome(0, null))
    audit.observe('ann', state(seatView(0, { hand: [3] })))
    expect(audit.violations).toEqual([])
    audit.observe('ann', state(seatView(0, { hand: [4] })))
    expect(audit.violations).toEqual([expect.stringContaining("a hand that is not seat 0's own")])
  })
})

// ---------- R2.two and the variants: real frames of whole matches, and forged ones ----------

/** Every committed engine state of one seeded match, in version order (random legal moves). */
const versionsOf = (game: Game, seed: number): MatchState[] => statesOfMatch(game, seed)

/** The frame the host sends a seat (or a spectator: null) at a version, built by the table's own code. */
function frameAt(state: MatchState, version: number, seat: number | null): Record<string, unknown> {
  const table = {} as TableInfo
  return stateMessages({ version, table, events: [], turnDeadline: null, state })(seat) as never
}

/** An audit that knows the host's state at every version of `states`, with every seat and a spectator welcomed. */
function auditOf(states: MatchState[]): SecretsAudit {
  const audit = new SecretsAudit({ truthAt: (v) => states[v] })
  const players = states[0]!.players
  for (let seat = 0; seat < players; seat++) audit.observe(`seat${seat}`, welcome(seat, null))
  audit.observe('watcher', welcome(null, null))
  return audit
}

describe('SecretsAudit and the games of R2.two and R2.variants', () => {
  for (const game of GAMES) {
    test(`${game.name}: every frame of whole matches passes, for every seat and a spectator`, () => {
      let roundOneFrames = 0
      for (let seed = 1; seed <= 12; seed++) {
        const states = versionsOf(game, seed)
        const audit = auditOf(states)
        states.forEach((state, version) => {
          for (let seat = 0; seat < state.players; seat++)
            audit.observe(`seat${seat}`, JSON.stringify(frameAt(state, version, seat)))
          audit.observe('watcher', JSON.stringify(frameAt(state, version, null)))
          if (state.reserve.length > 0) roundOneFrames++
        })
        expect(audit.violations).toEqual([])
        const last = states[states.length - 1]!
        if (fixedRounds(game.seats, last.options) === 2) expect(last.results).toHaveLength(2)
      }
      // The two-hands games were audited while second hands were kept back; the others never keep any.
      expect(roundOneFrames > 0).toBe(fixedRounds(game.seats, mustResolve(game)) === 2)
    })
  }

  /** Round 1 of a two-hands match once both seats played: second hands kept back, 4 cards undealt. */
  function roundOne(): { states: MatchState[]; version: number; state: MatchState } {
    const states = versionsOf(TWO_HANDS, 535)
    const version = states.findIndex((s) => s.hands.every((h) => cardCount(h) < 12))
    const state = states[version]!
    expect(state).toMatchObject({ round: 1, phase: 'playing' })
    expect(state.reserve.map(cardCount)).toEqual([12, 12])
    return { states, version, state }
  }

  test("a second hand is caught wherever a frame carries it, the owner's own included", () => {
    const { states, version, state } = roundOne()
    const [mine, theirs] = state.reserve.map((h) => ranksFromCounts(h))
    const frame = () =>
      structuredClone(frameAt(state, version, 0)) as { view: Record<string, unknown> } & Record<
        string,
        unknown
      >
    const forged: [string, Record<string, unknown>][] = [
      ['the host field itself', { ...frame(), view: { ...frame().view, reserve: state.reserve } }],
      ['the own second hand under a new name', { ...frame(), view: { ...frame().view, next: mine } }],
      [
        'the other second hand as counts in an event',
        { ...frame(), events: [{ type: 'note', cards: state.reserve[1] }] }
      ],
      ['the own second hand as the hand', { ...frame(), view: { ...frame().view, hand: mine } }],
      ['both second hands in one list', { ...frame(), table: { extra: [...mine!, ...theirs!] } }]
    ]
    const reports: string[][] = []
    for (const [, f] of forged) {
      const audit = auditOf(states)
      audit.observe('seat0', f)
      reports.push(audit.violations)
    }
    expect(reports).toEqual([
      [
        expect.stringContaining('host-only field view.reserve'),
        expect.stringContaining("seat 0's second hand at view.reserve.0"),
        expect.stringContaining("seat 1's second hand at view.reserve.1")
      ],
      [expect.stringContaining("seat 0's second hand at view.next")],
      [expect.stringContaining("seat 1's second hand at events.0.cards")],
      [
        expect.stringContaining('a hand of 12 cards for seat 0'),
        expect.stringContaining("a hand that is not seat 0's own")
      ],
      [expect.stringContaining('every second hand at table.extra')]
    ])
  })

  test('the undealt cards are caught in a public field, and so are counts that do not add up', () => {
    const { states, version, state } = roundOne()
    const frame = frameAt(state, version, 1) as { view: SeatView }
    const withUndealt = {
      ...frame,
      view: { ...frame.view, retired: state.retired.map((n, r) => n + (state.undealt[r] ?? 0)) }
    }
    const fewerKept = { ...frame, view: { ...frame.view, reserveCount: 0 } }
    const audit = auditOf(states)
    audit.observe('seat1', withUndealt)
    audit.observe('seat1', fewerKept)
    expect(audit.violations).toEqual([
      expect.stringContaining(`views that account for ${deckSizeFor(2) + cardCount(state.undealt)} cards`),
      expect.stringContaining('retired cards that are not the earlier hands of this deal'),
      expect.stringContaining(`views that account for ${deckSizeFor(2) - 24} cards`),
      expect.stringContaining('0 cards kept for later hands where the host keeps 24')
    ])
    // Without the host's state the counts still have to add up to the deck.
    const blind = new SecretsAudit()
    blind.observe('seat1', welcome(1, null))
    blind.observe('seat1', withUndealt)
    expect(blind.violations).toEqual([expect.stringContaining('views that account for')])
  })

  test('in round 2 the second hands are the hands, and round 1 is public: nothing to report', () => {
    const states = versionsOf(TWO_HANDS, 535)
    const first = states.findIndex((s) => s.round === 2)
    const state = states[first]!
    expect(state.reserve).toEqual([])
    expect(state.hands).toEqual(states[0]!.reserve)
    const audit = auditOf(states)
    audit.observe('seat0', frameAt(state, first, 0))
    audit.observe('watcher', frameAt(state, first, null))
    expect(audit.violations).toEqual([])
  })
})

// ---------- deltas (issue 24): read as they come and as the full state they make ----------

describe('SecretsAudit and deltas', () => {
  /** The frames the table's feed sends seat 0 and a spectator over a match: the first whole, then deltas. */
  function fedFrames(states: MatchState[]): { seat0: ServerMessage[]; watcher: ServerMessage[] } {
    const feed = new StateFeed()
    const frames = { seat0: [] as ServerMessage[], watcher: [] as ServerMessage[] }
    states.forEach((state, version) => {
      const table = { seats: [] } as unknown as TableInfo
      const frameFor = feed.change(stateMessages({ version, table, events: [], turnDeadline: null, state }))
      frames.seat0.push(JSON.parse(JSON.stringify(frameFor(0, 1))) as ServerMessage)
      frames.watcher.push(JSON.parse(JSON.stringify(frameFor(null, 2))) as ServerMessage)
    })
    return frames
  }

  test('the deltas of whole matches pass, for a seat and a spectator, and are read as deltas', () => {
    const states = versionsOf(TWO_HANDS, 7)
    const audit = auditOf(states)
    const { seat0, watcher } = fedFrames(states)
    seat0.forEach((frame) => audit.observe('seat0', JSON.stringify(frame)))
    watcher.forEach((frame) => audit.observe('watcher', frame))
    expect(seat0.filter((f) => f.type === 'delta').length).toBe(states.length - 1)
    expect(audit.violations).toEqual([])
    expect(audit.deltasUnfit).toBe(0)
  })

  test("a leak planted inside a delta is caught: another seat's hand, a hand under a new name, host fields", () => {
    const states = versionsOf(TWO_HANDS, 7)
    const { seat0 } = fedFrames(states)
    const at = seat0.findIndex((f, v) => f.type === 'delta' && v > 2 && f.view?.set?.hand !== undefined)
    const delta = seat0[at] as Extract<ServerMessage, { type: 'delta' }>
    const theirs = ranksFromCounts(states[at]!.hands[1]!)
    const planted: Record<string, unknown>[] = [
      { ...delta, view: { ...delta.view, set: { ...delta.view?.set, hand: theirs } } },
      { ...delta, view: { ...delta.view, set: { ...delta.view?.set, hints: { hand: theirs } } } },
      { ...delta, view: { ...delta.view, set: { ...delta.view?.set, undealt: states[at]!.undealt } } }
    ]
    const reports = planted.map((leak) => {
      const audit = auditOf(states)
      seat0.slice(0, at).forEach((frame) => audit.observe('seat0', frame))
      audit.observe('seat0', leak)
      return audit.violations
    })
    expect(reports).toEqual([
      expect.arrayContaining([expect.stringContaining("a hand that is not seat 0's own")]),
      [expect.stringContaining('a hand at view.set.hints.hand')],
      expect.arrayContaining([expect.stringContaining('host-only field view.set.undealt')])
    ])
  })
})

function mustResolve(game: Game): TableOptions {
  const r = resolveOptions(game.options)
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}

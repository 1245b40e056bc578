// Every named scenario reaches the point its name promises, is the same every time (a seed plus moves),
// and opens as a save that passes the host's save check.
import { describe, expect, it } from 'vitest'
import { EIGHT, apply, cardCount, cardRefusal, checkInvariants, legalMoves, viewFor } from '../engine'
import type { MatchState, Move } from '../engine'
import { checkGame } from '../engine/match-record'
import { checkSave } from '../server/persistence/save-format'
import { cryptoRandom } from '../server/random-source'
import { SCENARIOS, buildScenario, findScenario, planScenario, replayScenario } from './index'
import type { ScenarioName } from './index'
import { scenarioTable } from './table-save'

const built = (name: ScenarioName) => buildScenario(findScenario(name)!)

describe('scenarios', () => {
  it.each(SCENARIOS.map((s) => s.name))('%s: the same steps every time, replayed by the engine, opens as a checked save', (name) => {
    const definition = findScenario(name)!
    const steps = planScenario(definition)
    expect(planScenario(definition)).toEqual(steps)
    const scenario = replayScenario(definition, steps)
    expect(checkInvariants(scenario.match).ok).toBe(true)
    expect(scenario.match.players).toBe(definition.seats.length)
    const table = scenarioTable(name, { random: cryptoRandom(), turnSeconds: 5, pin: '2468' })
    // What the host reads back from disk, through the same check as any save.
    const read = checkSave(JSON.parse(JSON.stringify(table.save)))
    expect(read.ok).toBe(true)
    expect(table.save.match).toEqual(scenario.match)
    expect([table.save.turnSeconds, table.save.pin]).toEqual([5, '2468'])
    const humans = definition.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []))
    expect(table.seats.map((s) => s.seat)).toEqual(humans)
    expect(new Set(table.seats.map((s) => s.token)).size).toBe(humans.length)
  })

  it("last-trick: round 1, Ada leads her last card, and playing it ends the round but not the match", () => {
    const { match } = built('last-trick')
    expect([match.round, match.phase, match.turn, match.meld]).toEqual([1, 'playing', 0, null])
    expect(cardCount(match.hands[0]!)).toBe(1)
    expect(legalMoves(match)).toHaveLength(1)
  })

  it('last-round: a later round, Ada leads her last card; the rounds before are on the tape', () => {
    const { match, rounds } = built('last-round')
    expect(match.round).toBeGreaterThan(1)
    expect([match.phase, match.turn, match.meld]).toEqual(['playing', 0, null])
    expect(cardCount(match.hands[0]!)).toBe(1)
    expect(rounds).toHaveLength(match.round - 1)
    expect(match.totals.every((t) => t < match.options.target)).toBe(true)
  })

  it('match-over: a finished two-hand match whose record checks as any record does', () => {
    const { match, rounds } = built('match-over')
    expect([match.phase, match.round, match.options.twoPlayerGame]).toEqual(['matchOver', 2, 'two-hands'])
    const game = { players: 2, options: match.options, matchLeader: match.matchLeader, rounds: [...rounds], totals: match.totals, winners: match.winners }
    const checked = checkGame(game)
    expect(checked.ok).toBe(true)
    if (checked.ok) expect(checked.value).toEqual(match.results)
  })

  it('match-over-four: four players, finished; Ada holds eight cards, the most of anyone (the results lay them out)', () => {
    const { match } = built('match-over-four')
    expect([match.phase, match.players]).toEqual(['matchOver', 4])
    const left = match.results.at(-1)!.hands.map((hand) => hand.length)
    expect(left[0]).toBe(8)
    expect(Math.max(...left)).toBe(8)
  })

  it('hand-2: the second hand of a two-hand match, just dealt', () => {
    const { match, rounds } = built('hand-2')
    expect([match.round, match.phase, match.log]).toEqual([2, 'playing', []])
    expect(match.hands.map(cardCount)).toEqual([12, 12])
    expect(rounds).toHaveLength(1)
  })

  it('solo-last-hand: hand 2 of a solo two-hand match, Ada on turn with six cards; hand 1 is on the tape', () => {
    const { match, rounds } = built('solo-last-hand')
    expect([match.round, match.phase, match.turn, match.options.twoPlayerGame]).toEqual([2, 'playing', 0, 'two-hands'])
    expect(cardCount(match.hands[0]!)).toBe(6)
    expect(match.log.length).toBeGreaterThan(0)
    expect(rounds).toHaveLength(1)
  })

  it('player-away: Bea is away (a bot plays for her) in round 1', () => {
    const { match } = built('player-away')
    expect([match.round, match.phase, match.log.length]).toEqual([1, 'playing', 6])
    const table = scenarioTable('player-away', { random: cryptoRandom() })
    expect(table.save.seats.map((s) => [s.kind, s.name, s.away])).toEqual([
      ['human', 'Ada', false],
      ['human', 'Bea', true],
      ['bot', 'Bot 3', false],
      ['bot', 'Bot 4', false]
    ])
  })

  it('dimmed-cards: Ada on turn against a central meld, with cards that fit no play and cards that do; bots of three levels', () => {
    const { match } = built('dimmed-cards')
    expect([match.round, match.phase, match.turn, match.meld !== null]).toEqual([1, 'playing', 0, true])
    const view = viewFor(match, 0)
    const reasons = [...new Set(view.hand)].map((rank) => cardRefusal(view, rank))
    expect(reasons.filter((r) => r !== null).length).toBeGreaterThanOrEqual(2)
    expect(reasons.filter((r) => r === null).length).toBeGreaterThanOrEqual(1)
    const table = scenarioTable('dimmed-cards', { random: cryptoRandom() })
    expect(table.save.seats.map((s) => [s.kind, s.level])).toEqual([
      ['human', 'medium'],
      ['bot', 'easy'],
      ['bot', 'medium'],
      ['bot', 'hard']
    ])
  })

  it("two-hands-last-trick and two-hands-last-round: Ada's last card ends hand 1, then the match", () => {
    const first = built('two-hands-last-trick').match
    const last = built('two-hands-last-round').match
    expect([first.round, first.turn, cardCount(first.hands[0]!)]).toEqual([1, 0, 1])
    expect([last.round, last.turn, cardCount(last.hands[0]!)]).toEqual([2, 0, 1])
  })

  it('eight-clears: Ada on turn after a bot passed; two ranks dimmed; her 8 clears the trick, another card plays on', () => {
    const { match } = built('eight-clears')
    expect([match.round, match.phase, match.turn, match.meld !== null]).toEqual([1, 'playing', 0, true])
    expect(match.passed.slice(1)).toContain(true)
    const view = viewFor(match, 0)
    const refused = [...new Set(view.hand)].filter((rank) => cardRefusal(view, rank) !== null)
    expect(refused.length).toBeGreaterThanOrEqual(2)
    const plays = legalMoves(match).filter((m): m is Exclude<Move, { kind: 'pass' }> => m.kind !== 'pass')
    const withEight = plays.filter((m) => m.cards.includes(EIGHT))
    expect(withEight.length).toBeGreaterThan(0)
    // R6.eight: every play with her 8 clears the trick (the round goes on, nobody holds the middle)
    for (const move of withEight) {
      const after = apply(match, 0, move)
      expect(after.ok && [after.value.state.phase, after.value.state.meld, after.value.state.turn]).toEqual(['playing', null, 0])
    }
    expect(plays.some((m) => !m.cards.includes(EIGHT))).toBe(true)
  })

  it('waiting-turn: Bot 3 then Bot 4 are to play; whatever they do, the trick goes on to Ada, who has not passed', () => {
    const { match } = built('waiting-turn')
    expect([match.round, match.phase, match.turn, match.passed[0]]).toEqual([1, 'playing', 2, false])
    expect(match.lastPlayer).not.toBe(0)
    /** Every state after any legal move of `seat`: the trick still open and `next` on turn. */
    const onwards = (state: MatchState, seat: number, next: number) =>
      legalMoves(state).map((move) => {
        const after = apply(state, seat, move)
        if (!after.ok) throw new Error(after.error.message)
        expect([after.value.state.phase, after.value.state.meld !== null, after.value.state.turn]).toEqual(['playing', true, next])
        return after.value.state
      })
    for (const state of onwards(match, 2, 3)) onwards(state, 3, 0)
  })

  it('six-seats: the most opponents a table has, one of them a person; Ada on turn in round 1 with a full hand', () => {
    const { match, definition } = built('six-seats')
    expect([match.players, match.round, match.phase, match.turn]).toEqual([6, 1, 'playing', 0])
    expect(definition.seats.filter((s) => s.kind === 'human').map((s) => s.name)).toEqual(['Ada', 'Bob Marleyson'])
    expect(cardCount(match.hands[0]!)).toBe(10)
  })

  it('an unknown name is refused with the list of names', () => {
    expect(() => scenarioTable('nowhere', { random: cryptoRandom() })).toThrow(/no scenario "nowhere".*last-trick/)
  })
})

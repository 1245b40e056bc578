// Issue 26: a match's record replays to exactly the states the engine went through while it was played.
// Issue 48: the check keeps one running state; it gives the same verdicts, and the same states round by
// round, as the replay that kept a state per move (test-support/engine/per-move-replay.ts).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GAMES } from '../../test-support/engine/games'
import { perMoveReplay } from '../../test-support/engine/per-move-replay'
import { playedMatch } from '../../test-support/engine/recorded-match'
import type { RecordedGame } from './match-record'
import { checkGame } from './match-record'
import { movesBound } from './record-bounds'
import { decisionsOf, replayRound } from './record-rounds'

const MATCHES = [
  ...[2, 3, 4, 5, 6].flatMap((players) =>
    [1, 2, 3].map((seed) => ({ players, options: { target: 10 }, seed }))
  ),
  ...GAMES.flatMap((game, i) =>
    [7, 8].map((seed) => ({ players: game.seats, options: game.options, seed: seed * 10 + i }))
  )
]

/** Every round's states from the check's results, one round at a time. */
function allRounds(game: RecordedGame) {
  const checked = checkGame(game)
  if (!checked.ok) throw new Error(checked.error.message)
  return game.rounds.map((_, i) => replayRound(game, checked.value, i))
}

describe('match record replay (differential)', () => {
  it.each(MATCHES)(
    '$players players $options seed $seed: every decision and every state as played',
    ({ players, options, seed }) => {
      const match = playedMatch(players, options, seed)
      const decisions = decisionsOf(match.game)
      expect(decisions).toHaveLength(match.played.length)
      decisions.forEach((d, i) => {
        const p = match.played[i]
        expect({ round: d.round, seat: d.seat, move: d.move }).toEqual({
          round: p?.round,
          seat: p?.seat,
          move: p?.move
        })
        expect(d.before).toEqual(p?.before)
      })
      const after = allRounds(match.game).flatMap((r) => r.steps.map((s) => s.state))
      expect(after).toEqual(match.played.map((p) => p.after))
    }
  )

  it('covers a two-hands match: its second round plays the hands the first deal kept', () => {
    const match = playedMatch(2, { twoPlayerGame: 'two-hands' }, 5)
    expect(match.game.rounds).toHaveLength(2)
    expect(match.game.rounds[1]?.hands).toEqual(match.game.rounds[0]?.reserve)
  })
})

/** A change a tampering record might make; each keeps the record's shape. */
type Tamper = (game: RecordedGame, pick: number) => void
const TAMPERS: Record<string, Tamper> = {
  dropMove: (g, k) => g.rounds[k % g.rounds.length]!.moves.splice(k % 7, 1),
  moveOutOfTurn: (g, k) => {
    const m = g.rounds[k % g.rounds.length]!.moves[k % 5]
    if (m) m.seat = (m.seat + 1) % g.players
  },
  extraMove: (g, k) => g.rounds[k % g.rounds.length]!.moves.push({ seat: 0, move: { kind: 'pass' } }),
  penalty: (g, k) => void (g.rounds[k % g.rounds.length]!.penalties[k % g.players]! += 1),
  dropLastRound: (g) => void g.rounds.pop(),
  repeatRound: (g) => void g.rounds.push(structuredClone(g.rounds[g.rounds.length - 1]!)),
  totals: (g, k) => void (g.totals[k % g.players]! += 1),
  winners: (g) => void (g.winners = [...g.winners, g.winners[0] === 0 ? 1 : 0]),
  leader: (g, k) => void (g.matchLeader = (g.matchLeader + 1 + (k % (g.players - 1))) % g.players),
  points: (g) => void (g.options = { ...g.options, target: g.options.target + 1 })
}

describe('the linear check against the per-move replay', () => {
  const verdict = (game: RecordedGame) => {
    const r = perMoveReplay(game)
    return r.ok ? { ok: true, rounds: r.value } : { ok: false, code: r.error.code }
  }

  it('gives the same verdict and the same states on random honest matches and on tampered ones', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.option(fc.constantFrom(...Object.keys(TAMPERS)), { nil: null }),
        fc.nat(),
        (players, seed, tamper, pick) => {
          const game = structuredClone(playedMatch(players, { target: 15 }, seed).game)
          if (tamper !== null) TAMPERS[tamper]!(game, pick)
          const checked = checkGame(game)
          const before = verdict(game)
          if (!checked.ok) expect(before).toEqual({ ok: false, code: checked.error.code })
          else expect(allRounds(game)).toEqual(before.ok ? before.rounds : before)
        }
      ),
      { numRuns: 60 }
    )
  })
})

describe('match record refusals', () => {
  const match = () => structuredClone(playedMatch(4, { target: 10 }, 42).game)

  it('refuses a move the rules refuse, naming the round and the move', () => {
    const game = match()
    const round = game.rounds[0]!
    round.moves.splice(1, 1)
    const checked = checkGame(game)
    expect(checked.ok).toBe(false)
    if (!checked.ok) expect(checked.error).toMatchObject({ code: 'corrupt' })
  })

  it('refuses a stated result the moves do not give', () => {
    const game = match()
    game.rounds[0]!.penalties[0]! += 1
    expect(checkGame(game)).toMatchObject({ ok: false, error: { code: 'corrupt' } })
  })

  it('refuses a deal that is not one deck', () => {
    const game = match()
    const hand = game.rounds[0]!.hands[0]!
    hand[0] = hand[0] === 15 ? 14 : 15
    expect(checkGame(game)).toMatchObject({
      ok: false,
      error: { code: 'corrupt', message: expect.stringContaining('deck') }
    })
  })

  it('refuses a match that stops before its end', () => {
    const game = match()
    game.rounds.pop()
    expect(checkGame(game)).toMatchObject({ ok: false, error: { code: 'corrupt' } })
  })

  it('refuses a round with more moves than the rules let a round have, before playing it', () => {
    const game = match()
    const bound = movesBound(game.players, game.options)
    const round = game.rounds[0]!
    round.moves = Array.from({ length: bound + 1 }, (_, i) => round.moves[i % round.moves.length]!)
    expect(checkGame(game)).toMatchObject({
      ok: false,
      error: { code: 'corrupt', message: expect.stringContaining('more moves than a round') }
    })
  })
})

// Issue 26: a match's record replays to exactly the states the engine went through while it was played.
import { describe, expect, it } from 'vitest'
import { GAMES } from '../../test-support/engine/games'
import { playedMatch } from '../../test-support/engine/recorded-match'
import { decisionsOf, replayGame } from './match-record'

const MATCHES = [
  ...[2, 3, 4, 5, 6].flatMap((players) =>
    [1, 2, 3].map((seed) => ({ players, options: { target: 10 }, seed }))
  ),
  ...GAMES.flatMap((game, i) =>
    [7, 8].map((seed) => ({ players: game.seats, options: game.options, seed: seed * 10 + i }))
  )
]

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
      const replayed = replayGame(match.game)
      if (!replayed.ok) throw new Error(replayed.error.message)
      const after = replayed.value.flatMap((r) => r.steps.map((s) => s.state))
      expect(after).toEqual(match.played.map((p) => p.after))
    }
  )

  it('covers a two-hands match: its second round plays the hands the first deal kept', () => {
    const match = playedMatch(2, { twoPlayerGame: 'two-hands' }, 5)
    expect(match.game.rounds).toHaveLength(2)
    expect(match.game.rounds[1]?.hands).toEqual(match.game.rounds[0]?.reserve)
  })
})

describe('match record refusals', () => {
  const match = () => structuredClone(playedMatch(4, { target: 10 }, 42).game)

  it('refuses a move the rules refuse, naming the round and the move', () => {
    const game = match()
    const round = game.rounds[0]!
    round.moves.splice(1, 1)
    const replayed = replayGame(game)
    expect(replayed.ok).toBe(false)
    if (!replayed.ok) expect(replayed.error).toMatchObject({ code: 'corrupt' })
  })

  it('refuses a stated result the moves do not give', () => {
    const game = match()
    game.rounds[0]!.penalties[0]! += 1
    expect(replayGame(game)).toMatchObject({ ok: false, error: { code: 'corrupt' } })
  })

  it('refuses a deal that is not one deck', () => {
    const game = match()
    const hand = game.rounds[0]!.hands[0]!
    hand[0] = hand[0] === 15 ? 14 : 15
    expect(replayGame(game)).toMatchObject({
      ok: false,
      error: { code: 'corrupt', message: expect.stringContaining('deck') }
    })
  })

  it('refuses a match that stops before its end', () => {
    const game = match()
    game.rounds.pop()
    expect(replayGame(game)).toMatchObject({ ok: false, error: { code: 'corrupt' } })
  })
})

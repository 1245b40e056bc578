import { describe, expect, it } from 'vitest'
import { MOVE_PASS, Rng, moveSizeOf, viewFor } from '../engine/index'
import type { MatchState } from '../engine/index'
import { botInput } from './index'
import { determinizer } from './determinize'
import { dealLikelihood, opponentMoves, policyDeterminizer } from './policy-inference'
import type { PolicyModel } from './policy-inference'
import { FEATURE_NAMES, FITTED_WEIGHTS, fittedLiking } from './opponent-policy'
import { botMatchDecisions } from '../../test-support/bots/match-decisions'
import type { ReviewBot } from '../../test-support/bots/match-decisions'
import {
  choiceOf,
  choiceProbabilities,
  placedShare,
  seatMoves,
  trueHands
} from '../../test-support/bots/inference-quality'
import { randomPosition } from '../../test-support/bots/positions'

const PLAYOUTS: PolicyModel = { deals: 400, temperature: 1, noise: 0.05, fitted: false }
const FITTED: PolicyModel = { ...PLAYOUTS, fitted: true }

const BOTS: readonly ReviewBot[] = ['medium', 'hard', 'medium', 'hard']
/** Every decision of a few one-round matches of medium and hard bots (seeds apart from the fit's). */
const decisions = Array.from({ length: 6 }, (_, m) => botMatchDecisions(77_000 + m, BOTS, 1)).flat()
/** Seat 0's decisions once someone has moved: what the inference sees. */
const positions: MatchState[] = decisions
  .filter((d) => d.seat === 0 && d.before.log.length > 0)
  .map((d) => d.before)

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length

describe('the fitted opponent model', () => {
  it('gives the moves the bots chose more likelihood than a model that knows only going out', () => {
    const outOnly = FEATURE_NAMES.map((name, i) => (name === 'out' ? FITTED_WEIGHTS[i]! : 0))
    const choices = decisions.flatMap(({ before, seat, move }) => choiceOf(before, seat, move) ?? [])
    const perChoice = (w: readonly number[]) =>
      mean(choices.map((choice) => Math.log(choiceProbabilities(choice, w)[choice.chosen]!)))
    expect(perChoice(FITTED_WEIGHTS)).toBeGreaterThan(perChoice(outOnly) + 0.1)
  })

  it('finds the moves medium and hard bots made likelier than the playouts’ liking does', () => {
    const perMove = (model: PolicyModel) =>
      mean(
        positions.map((state) => {
          const input = botInput(viewFor(state, 0))
          const seen = opponentMoves(input)
          return Math.log(dealLikelihood(seen, trueHands(state), input, model)) / Math.max(1, seen.length)
        })
      )
    expect(positions.length).toBeGreaterThan(40)
    expect(perMove(FITTED)).toBeGreaterThan(perMove(PLAYOUTS))
  })

  it('puts more of the hidden cards in the hands that hold them than random deals do', () => {
    const rng = new Rng(5)
    const rand = () => rng.next()
    const plain: number[] = []
    const fitted: number[] = []
    for (const state of positions) {
      const input = botInput(viewFor(state, 0))
      plain.push(placedShare(determinizer(input), trueHands(state), 20, rand))
      fitted.push(placedShare(policyDeterminizer(input, FITTED, rand), trueHands(state), 20, rand))
    }
    expect(mean(fitted)).toBeGreaterThan(mean(plain) + 0.01)
  })

  it('likes going out above every other move', () => {
    let checked = 0
    for (let i = 0; i < 300; i++) {
      const { state } = randomPosition(4400 + i)
      const { hand, size, meldType, codes } = seatMoves(state, state.turn as number)
      const goesOut = (code: number) => code !== MOVE_PASS && moveSizeOf(code) === size
      const out = codes.find(goesOut)
      if (out === undefined || codes.length < 2) continue
      checked++
      const outLiking = fittedLiking(hand, 0, out, size, meldType)
      for (const code of codes.filter((c) => !goesOut(c)))
        expect(fittedLiking(hand, 0, code, size, meldType)).toBeLessThan(outLiking)
    }
    expect(checked).toBeGreaterThan(5)
  })
})

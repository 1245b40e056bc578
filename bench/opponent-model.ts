// How well does the expert's opponent model (src/bots/policy-inference.ts) read the others' hands?
// (`npm run bench:opponents`; JSON on stdout, progress on stderr.) Rounds are played by four bots
// (`--opponents medium`, `hard` at 3 000 playouts a move, or `mixed`: each round's seats one or the
// other at random); at seat 0's decisions each model — the playouts' liking (rollout.ts) and the fitted
// one (opponent-policy.ts) — is scored for each temperature × noise of a grid, two ways:
//   - fit: the mean log-likelihood per opponent move of the moves truly made, from the hands truly held
//     (higher is a model closer to how those bots play);
//   - placed: of the cards seat 0 cannot see, the share a searched deal puts in the right hand (the
//     plain determinizer's share is what the search had without inference).
// With `--fit` it instead fits the fitted model's weights to every choice those bots made (a conditional
// logit by maximum likelihood) and prints them, for FITTED_WEIGHTS.
//   --rounds 150  --opponents medium|hard|mixed  --deals 2000  --seed 1  --fit
import { Rng, viewFor } from '../src/engine/index'
import type { MatchState } from '../src/engine/index'
import { botInput } from '../src/bots/index'
import { determinizer } from '../src/bots/determinize'
import { dealLikelihood, opponentMoves, policyDeterminizer } from '../src/bots/policy-inference'
import type { PolicyModel } from '../src/bots/policy-inference'
import { FEATURES, FEATURE_NAMES } from '../src/bots/opponent-policy'
import { botMatchDecisions } from '../test-support/bots/match-decisions'
import type { ReviewBot } from '../test-support/bots/match-decisions'
import { choiceOf, choiceProbabilities, placedShare, trueHands } from '../test-support/bots/inference-quality'
import type { Choice } from '../test-support/bots/inference-quality'
import { countArg } from './tuning-args'
import { meanCi, round4 } from './arena'

const TEMPERATURES = [0.25, 0.5, 1, 2]
const NOISES = [0.02, 0.05, 0.1, 0.2]
/** Deals drawn from a determinizer to measure how many hidden cards it places right. */
const PLACED_SAMPLES = 50

const arg = (flag: string): string | undefined => {
  const i = process.argv.indexOf(flag)
  return i >= 0 ? process.argv[i + 1] : undefined
}
const rounds = countArg('rounds', arg('--rounds'), 150, 1)
const deals = countArg('deals', arg('--deals'), 2000, 1)
const seed = countArg('seed', arg('--seed'), 1)
const opponents = arg('--opponents') ?? 'mixed'
if (!['medium', 'hard', 'mixed'].includes(opponents)) throw new Error('--opponents is medium, hard or mixed')
const fitting = process.argv.includes('--fit')

/** Conditional logit by gradient ascent (Adam) on the mean log-likelihood of the choices. */
function fit(
  choices: readonly Choice[],
  steps = 3000,
  rate = 0.05
): { weights: number[]; logLikelihood: number } {
  const w = new Float64Array(FEATURES)
  const m = new Float64Array(FEATURES)
  const v = new Float64Array(FEATURES)
  let ll = 0
  for (let t = 1; t <= steps; t++) {
    const grad = new Float64Array(FEATURES)
    ll = 0
    const weights = [...w]
    for (const choice of choices) {
      const { features, chosen } = choice
      const p = choiceProbabilities(choice, weights)
      ll += Math.log(p[chosen]!)
      for (let j = 0; j < features.length; j++)
        for (let i = 0; i < FEATURES; i++)
          grad[i] = grad[i]! + ((j === chosen ? 1 : 0) - p[j]!) * features[j]![i]!
    }
    for (let i = 0; i < FEATURES; i++) {
      const g = grad[i]! / choices.length
      m[i] = 0.9 * m[i]! + 0.1 * g
      v[i] = 0.999 * v[i]! + 0.001 * g * g
      w[i] = w[i]! + (rate * (m[i]! / (1 - 0.9 ** t))) / (Math.sqrt(v[i]! / (1 - 0.999 ** t)) + 1e-8)
    }
  }
  return { weights: [...w].map((x) => Math.round(x * 100) / 100), logLikelihood: ll / choices.length }
}

interface Cell {
  model: PolicyModel
  fit: number[]
  placed: number[]
}

const cells: Cell[] = [false, true].flatMap((fitted) =>
  TEMPERATURES.flatMap((temperature) =>
    NOISES.map((noise) => ({ model: { deals, temperature, noise, fitted }, fit: [], placed: [] }))
  )
)
const plainPlaced: number[] = []

/** Scores every model at seat 0's decision in `state`, once the others have moved this round. */
function scoreAt(state: MatchState, rng: Rng): void {
  const input = botInput(viewFor(state, 0))
  const seen = opponentMoves(input)
  if (seen.length === 0) return
  const truth = trueHands(state)
  const rand = () => rng.next()
  plainPlaced.push(placedShare(determinizer(input), truth, PLACED_SAMPLES, rand))
  for (const cell of cells) {
    cell.fit.push(Math.log(dealLikelihood(seen, truth, input, cell.model)) / seen.length)
    cell.placed.push(placedShare(policyDeterminizer(input, cell.model, rand), truth, PLACED_SAMPLES, rand))
  }
}

const rng = new Rng(seed)
const choices: Choice[] = []
for (let r = 0; r < rounds; r++) {
  const bots = [0, 1, 2, 3].map((): ReviewBot =>
    opponents === 'hard' || (opponents === 'mixed' && rng.next() < 0.5) ? 'hard' : 'medium'
  )
  for (const { seat, move, before } of botMatchDecisions(seed * 100_003 + r, bots, 1)) {
    if (!fitting && seat === 0) scoreAt(before, rng)
    const choice = fitting ? choiceOf(before, seat, move) : null
    if (choice !== null) choices.push(choice)
  }
  if ((r + 1) % 10 === 0) process.stderr.write(`${r + 1}/${rounds} rounds\n`)
}

if (fitting) {
  const { weights, logLikelihood } = fit(choices)
  const named = Object.fromEntries(FEATURE_NAMES.map((name, i) => [name, weights[i]]))
  const out = {
    opponents,
    rounds,
    seed,
    choices: choices.length,
    logLikelihood: round4(logLikelihood),
    weights,
    named
  }
  console.log(JSON.stringify(out, null, 2))
} else {
  const rows = cells.map((c) => ({
    liking: c.model.fitted ? 'fitted' : 'playouts',
    temperature: c.model.temperature,
    noise: c.model.noise,
    fit: meanCi(c.fit),
    placed: meanCi(c.placed)
  }))
  const best = (key: 'fit' | 'placed') => {
    const row = rows.reduce((a, b) => (b[key].mean > a[key].mean ? b : a))
    return { liking: row.liking, temperature: row.temperature, noise: row.noise }
  }
  const out = {
    opponents,
    rounds,
    seed,
    decisions: plainPlaced.length,
    deals,
    plainPlaced: meanCi(plainPlaced),
    bestFit: best('fit'),
    bestPlaced: best('placed'),
    rows
  }
  console.log(JSON.stringify(out, null, 2))
}

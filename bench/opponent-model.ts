// How well does the expert's opponent model (src/bots/policy-inference.ts) read the others' hands?
// (`npm run bench:opponents`; JSON on stdout, progress on stderr.) Rounds are played by four bots
// (`--opponents medium`, `hard` at `--iterations`, or `mixed`: each seat of each round one or the other);
// at seat 0's decisions each model — the playouts' liking and the fitted one (opponent-policy.ts) — is
// scored for each temperature × noise of a grid, two ways:
//   - fit: the mean log-likelihood per opponent move of the moves truly made, from the hands truly held
//     (higher is a model closer to how those bots play; the softmax's uniform chance is the floor);
//   - placed: of the cards seat 0 cannot see, the share a searched deal puts in the right hand (the
//     plain determinizer's share is the baseline the search had without inference).
// With `--fit` it instead fits the fitted model's weights to every move those bots made (a conditional
// logit by maximum likelihood) and prints them, for FITTED_WEIGHTS.
//   --rounds 150  --opponents medium|hard|mixed  --iterations 3000  --deals 2000  --seed 1  --fit
import {
  HAND_STRIDE,
  MAX_MOVES,
  RANK_SLOTS,
  Rng,
  applyOrThrow,
  biggerCode,
  decodeMove,
  generateMoves,
  meldTypeCode,
  moveKey,
  newMatch,
  viewFor
} from '../src/engine/index'
import type { MatchState, Move } from '../src/engine/index'
import { botInput, hardMove, mediumMove } from '../src/bots/index'
import type { BotInput } from '../src/bots/input'
import { determinizer } from '../src/bots/determinize'
import type { Determinizer } from '../src/bots/determinize'
import { dealLikelihood, opponentMoves, policyDeterminizer } from '../src/bots/policy-inference'
import type { PolicyModel } from '../src/bots/policy-inference'
import { FEATURES, FEATURE_NAMES, moveFeatures } from '../src/bots/opponent-policy'
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
const rounds = countArg('--rounds', arg('--rounds'), 150, 1)
const iterations = countArg('--iterations', arg('--iterations'), 3000, 1)
const deals = countArg('--deals', arg('--deals'), 2000, 1)
const seed = countArg('--seed', arg('--seed'), 1)
const opponents = arg('--opponents') ?? 'mixed'
if (!['medium', 'hard', 'mixed'].includes(opponents)) throw new Error('--opponents is medium, hard or mixed')
const fitting = process.argv.includes('--fit')

/** Every seat's true hand, as counts per rank (MatchState.hands already are). */
const countsOf = (state: MatchState): number[][] => state.hands.map((h) => Array.from(h))

function decide(state: MatchState, seat: number, hard: boolean, rng: Rng): Move {
  const input = botInput(viewFor(state, seat))
  return hard ? hardMove(input, rng, { maxIterations: iterations }) : mediumMove(input, rng)
}

/** One choice a bot made among several legal moves: every move's features and which it chose. */
interface Choice {
  features: Float64Array[]
  chosen: number
}
const choices: Choice[] = []
const handScratch = new Int8Array(HAND_STRIDE)
const moveScratch = new Int32Array(MAX_MOVES)

/** Records the choice `move` of the seat on turn, unless it had no other. */
function record(state: MatchState, seat: number, move: Move): void {
  const input = botInput(viewFor(state, seat))
  handScratch.fill(0)
  let size = 0
  state.hands[seat]!.forEach((c, r) => {
    handScratch[r] = c
    size += c
  })
  const meldType = meldTypeCode(input.meld)
  const low = input.meld?.cards[0] ?? 0
  const n = generateMoves(
    handScratch,
    0,
    meldType,
    low,
    input.meld?.cards.length ?? 0,
    input.copies,
    biggerCode(input.overwrite),
    moveScratch
  )
  if (n < 2) return
  const want = moveKey(move)
  const features: Float64Array[] = []
  let chosen = -1
  for (let i = 0; i < n; i++) {
    const f = new Float64Array(FEATURES)
    moveFeatures(handScratch, 0, moveScratch[i]!, size, meldType, f)
    features.push(f)
    if (moveKey(decodeMove(moveScratch[i]!)) === want) chosen = i
  }
  if (chosen >= 0) choices.push({ features, chosen })
}

/** Conditional logit by gradient ascent (Adam) on the mean log-likelihood of the recorded choices. */
function fit(steps = 3000, rate = 0.05): { weights: number[]; logLikelihood: number } {
  const w = new Float64Array(FEATURES)
  const m = new Float64Array(FEATURES)
  const v = new Float64Array(FEATURES)
  let ll = 0
  for (let t = 1; t <= steps; t++) {
    const grad = new Float64Array(FEATURES)
    ll = 0
    for (const { features, chosen } of choices) {
      const scores = features.map((f) => f.reduce((a, x, i) => a + x * w[i]!, 0))
      const top = Math.max(...scores)
      const exps = scores.map((x) => Math.exp(x - top))
      const total = exps.reduce((a, b) => a + b, 0)
      ll += scores[chosen]! - top - Math.log(total)
      for (let j = 0; j < features.length; j++) {
        const p = exps[j]! / total
        for (let i = 0; i < FEATURES; i++)
          grad[i] = grad[i]! + ((j === chosen ? 1 : 0) - p) * features[j]![i]!
      }
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

/** The share of the hidden cards (those seat 0 cannot see) a deal from `dealer` puts in the right hand. */
function placed(dealer: Determinizer, truth: number[][], rand: () => number): number {
  const hands = truth.map(() => new Array<number>(RANK_SLOTS).fill(0))
  let right = 0
  let hidden = 0
  for (let k = 0; k < PLACED_SAMPLES; k++) {
    dealer.deal(hands, rand)
    for (const s of dealer.others)
      for (let r = 0; r < RANK_SLOTS; r++) {
        right += Math.min(hands[s]![r]!, truth[s]![r]!)
        hidden += truth[s]![r]!
      }
  }
  return hidden === 0 ? 1 : right / hidden
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
function scoreAt(state: MatchState, input: BotInput, rng: Rng): void {
  const seen = opponentMoves(input)
  if (seen.length === 0) return
  const truth = countsOf(state)
  const rand = () => rng.next()
  plainPlaced.push(placed(determinizer(input), truth, rand))
  for (const cell of cells) {
    cell.fit.push(Math.log(dealLikelihood(seen, truth, input, cell.model)) / seen.length)
    cell.placed.push(placed(policyDeterminizer(input, cell.model, rand), truth, rand))
  }
}

const rng = new Rng(seed)
for (let r = 0; r < rounds; r++) {
  const made = newMatch(4, {}, seed * 100_003 + r)
  if (!made.ok) throw new Error(made.error.message)
  let state = made.value
  const hard = [0, 1, 2, 3].map(() => opponents === 'hard' || (opponents === 'mixed' && rng.next() < 0.5))
  while (state.phase === 'playing') {
    const seat = state.turn as number
    if (seat === 0 && !fitting) scoreAt(state, botInput(viewFor(state, 0)), rng)
    const move = decide(state, seat, hard[seat]!, rng)
    if (fitting) record(state, seat, move)
    state = applyOrThrow(state, seat, move).state
  }
  if ((r + 1) % 10 === 0) process.stderr.write(`${r + 1}/${rounds} rounds\n`)
}
if (fitting) {
  const { weights, logLikelihood } = fit()
  const named = Object.fromEntries(FEATURE_NAMES.map((name, i) => [name, weights[i]]))
  console.log(
    JSON.stringify(
      { opponents, rounds, choices: choices.length, logLikelihood: round4(logLikelihood), weights, named },
      null,
      2
    )
  )
  process.exit(0)
}

const summary = (values: number[]) => {
  const { mean, ci95 } = meanCi(values)
  return { mean: round4(mean), ci95: ci95.map(round4) }
}
const rows = cells.map((c) => ({
  liking: c.model.fitted ? 'fitted' : 'playouts',
  temperature: c.model.temperature,
  noise: c.model.noise,
  fit: summary(c.fit),
  placed: summary(c.placed)
}))
const best = (key: 'fit' | 'placed') => {
  const row = rows.reduce((a, b) => (b[key].mean > a[key].mean ? b : a))
  return { liking: row.liking, temperature: row.temperature, noise: row.noise }
}
console.log(
  JSON.stringify(
    {
      opponents,
      ...(opponents === 'hard' ? { iterations } : {}),
      rounds,
      decisions: plainPlaced.length,
      deals,
      plainPlaced: summary(plainPlaced),
      bestFit: best('fit'),
      bestPlaced: best('placed'),
      rows
    },
    null,
    2
  )
)

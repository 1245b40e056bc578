// The training loop of the learned evaluation (`npm run train:bot`, bench/train-bot.ts), by iterations:
// each plays a fixed block of training games (deals.ts) and fits the network to their decisions for a
// few epochs, then drops them (the next block is played by the newer network). Phase A, the warm start,
// records the existing bots (medium, and hard at a small search budget); phase B is self-play: the
// network, ε-greedy, against a mix of itself, medium and hard. Everything is a function of the config
// and the iteration, so a run resumed from its checkpoint (taken between iterations) ends exactly as an
// uninterrupted one.
import { Rng } from '../../src/engine/index'
import { INPUT_SIZE } from '../../src/bots/learned/features'
import type { Mlp } from '../../src/bots/learned/mlp'
import { hashed } from './deals'
import type { PlayConfig, Player } from './games'
import { Samples, playTrainingGame } from './games'
import type { AdamState } from './sgd'
import { ADAM_DEFAULTS, Fitter, freshAdam, initMlp } from './sgd'

export interface TrainConfig {
  seed: number
  /** Iterations in all, the first `phaseA` of them the warm start. */
  iterations: number
  phaseA: number
  /** Games per iteration (game indexes iteration × games …). */
  games: number
  epochs: number
  batch: number
  lr: number
  /** Hidden layer widths; the input is the features' size and the output one value. */
  hidden: number[]
  hardIterations: number
  epsilonA: number
  epsilonB: number
  mixA: Partial<Record<Player, number>>
  mixB: Partial<Record<Player, number>>
}

/**
 * `npm run train:bot` with no flags: the run that made the repository's weights (about 25 minutes of one
 * core, 2026-12-06). An iteration is 200 games, about 10 000 decisions to fit, twice. The hard bot
 * searches only 100 iterations a move in training (still several times the medium bot's cost), so it
 * plays a share of the seats; ε is the chance of a uniformly random move at any seat, so moves the bots
 * would not make get values too.
 */
export const DEFAULT_TRAIN: TrainConfig = {
  seed: 1,
  iterations: 300,
  phaseA: 60,
  games: 200,
  epochs: 2,
  batch: 256,
  lr: 1e-3,
  hidden: [128, 64],
  hardIterations: 100,
  epsilonA: 0.05,
  epsilonB: 0.05,
  mixA: { medium: 0.85, hard: 0.15 },
  mixB: { learned: 0.5, medium: 0.4, hard: 0.1 }
}

export interface IterationReport {
  iteration: number
  phase: 'A' | 'B'
  games: number
  rounds: number
  decisions: number
  samples: number
  /** Mean squared error on this iteration's games before the network trained on them (held out). */
  heldOutLoss: number
  /** Mean batch loss of the last epoch. */
  fitLoss: number
  playMs: number
  fitMs: number
}

export interface TrainState {
  config: TrainConfig
  mlp: Mlp
  adam: AdamState
  /** The next iteration to run. */
  iteration: number
  history: IterationReport[]
}

export function startTraining(config: TrainConfig): TrainState {
  const mlp = initMlp([INPUT_SIZE, ...config.hidden, 1], config.seed)
  return { config, mlp, adam: freshAdam(mlp), iteration: 0, history: [] }
}

/** Training game indexes a run of `config` plays: its seed range. */
export const gameRange = (config: TrainConfig): [number, number] => [0, config.iterations * config.games - 1]

/** Runs the next iteration, updating the state in place; returns its report. */
export function trainIteration(
  state: TrainState,
  onGame: (played: number) => void = () => {},
  now: () => number = () => performance.now()
): IterationReport {
  const { config } = state
  const it = state.iteration
  const phase = it < config.phaseA ? 'A' : 'B'
  const play: PlayConfig = {
    mix: phase === 'A' ? config.mixA : config.mixB,
    epsilon: phase === 'A' ? config.epsilonA : config.epsilonB,
    hardIterations: config.hardIterations,
    model: state.mlp
  }
  const samples = new Samples()
  const t0 = now()
  let rounds = 0
  let decisions = 0
  for (let g = it * config.games; g < (it + 1) * config.games; g++) {
    const s = playTrainingGame(g, play, samples)
    rounds += s.rounds
    decisions += s.decisions
    onGame(g + 1 - it * config.games)
  }
  const t1 = now()
  const fitter = new Fitter(state.mlp, state.adam, { ...ADAM_DEFAULTS, lr: config.lr })
  const heldOutLoss = lossOf(fitter, samples, config.batch)
  const order = new Rng(hashed(config.seed, it, 0x5f))
  const x = new Float32Array(config.batch * INPUT_SIZE)
  const y = new Float32Array(config.batch)
  let fitLoss = 0
  for (let e = 0; e < config.epochs; e++) {
    const idx = shuffled(samples.n, order)
    let sum = 0
    let batches = 0
    for (let at = 0; at < samples.n; at += config.batch) {
      const n = Math.min(config.batch, samples.n - at)
      for (let r = 0; r < n; r++) {
        const j = idx[at + r]!
        x.set(samples.x.subarray(j * INPUT_SIZE, (j + 1) * INPUT_SIZE), r * INPUT_SIZE)
        y[r] = samples.y[j]!
      }
      sum += fitter.step(x, y, n)
      batches++
    }
    fitLoss = batches > 0 ? sum / batches : 0
  }
  const report: IterationReport = {
    iteration: it,
    phase,
    games: config.games,
    rounds,
    decisions,
    samples: samples.n,
    heldOutLoss,
    fitLoss,
    playMs: t1 - t0,
    fitMs: now() - t1
  }
  state.history.push(report)
  state.iteration++
  return report
}

/** The network's mean squared error on every sample, without training. */
function lossOf(fitter: Fitter, samples: Samples, batch: number): number {
  let sum = 0
  for (let at = 0; at < samples.n; at += batch) {
    const n = Math.min(batch, samples.n - at)
    sum += fitter.step(samples.x.subarray(at * INPUT_SIZE), samples.y.subarray(at), n, false) * n
  }
  return samples.n > 0 ? sum / samples.n : 0
}

function shuffled(n: number, rng: Rng): Uint32Array {
  const idx = new Uint32Array(n)
  for (let i = 0; i < n; i++) idx[i] = i
  for (let i = n - 1; i > 0; i--) {
    const j = rng.int(i + 1)
    const t = idx[i]!
    idx[i] = idx[j]!
    idx[j] = t
  }
  return idx
}

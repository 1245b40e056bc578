// `npm run train:bot`: trains the learned evaluation (issue 53; src/bots/learned/) and writes its
// weights. Seeded and reproducible (bench/train/loop.ts): the same flags give the same weights, and
// `--resume` goes on from the checkpoint as if never stopped. Training deals come from their own
// stream, disjoint from every bench deal (bench/train/deals.ts). Never part of `npm test`.
//
//   --iterations 300  --phase-a 60  --games 200  --epochs 2  --batch 256  --lr 0.001  --seed 1
//   --hidden 128,64  --hard-iterations 100  --out out/train-bot  --weights src/bots/learned/weights.json
//   --resume   (from <out>/checkpoint.json; --iterations may extend the run, other flags are the checkpoint's)
//
// Writes <out>/checkpoint.json and <out>/loss.svg after every iteration, and the weights file at the
// end; stdout gets one JSON line per iteration and a summary, stderr a progress bar.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { FEATURE_VERSION, INPUT_SIZE } from '../src/bots/learned/features'
import { shapeOf } from '../src/bots/learned/mlp'
import type { WeightsTraining } from '../src/bots/learned/weights'
import { weightsFileOf } from '../src/bots/learned/weights'
import { countArg } from './tuning-args'
import { TRAIN_STREAM } from './train/deals'
import { checkpointOf, stateFromCheckpoint } from './train/checkpoint'
import { lossCurveSvg } from './train/loss-curve'
import type { IterationReport, TrainConfig, TrainState } from './train/loop'
import { DEFAULT_TRAIN, gameRange, startTraining, trainIteration } from './train/loop'

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}

function numberArg(name: string, fallback: number): number {
  const text = arg(name)
  if (text === undefined) return fallback
  const n = Number(text)
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name}: a positive number, not "${text}"`)
  return n
}

function configFromArgs(): TrainConfig {
  const d = DEFAULT_TRAIN
  const hidden = (arg('hidden') ?? d.hidden.join(',')).split(',').map((h) => countArg('hidden', h, 0, 1))
  return {
    ...d,
    seed: countArg('seed', arg('seed'), d.seed),
    iterations: countArg('iterations', arg('iterations'), d.iterations, 1),
    phaseA: countArg('phase-a', arg('phase-a'), d.phaseA),
    games: countArg('games', arg('games'), d.games, 1),
    epochs: countArg('epochs', arg('epochs'), d.epochs, 1),
    batch: countArg('batch', arg('batch'), d.batch, 1),
    lr: numberArg('lr', d.lr),
    hidden,
    hardIterations: countArg('hard-iterations', arg('hard-iterations'), d.hardIterations, 1)
  }
}

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim()
  } catch {
    return 'unknown'
  }
}

/**
 * The command that trains these weights from scratch: every flag of the config, the iterations those
 * done (a run stopped and resumed with fewer iterations, or extended, is the same as one run of them).
 */
function commandOf(c: TrainConfig, done: number): string {
  const flags = [
    `--iterations ${done}`,
    `--phase-a ${c.phaseA}`,
    `--games ${c.games}`,
    `--epochs ${c.epochs}`,
    `--batch ${c.batch}`,
    `--lr ${c.lr}`,
    `--seed ${c.seed}`,
    `--hidden ${c.hidden.join(',')}`,
    `--hard-iterations ${c.hardIterations}`
  ]
  return `npm run train:bot -- ${flags.join(' ')}`
}

function trainingNote(state: TrainState, samples: number): WeightsTraining {
  const [from, to] = gameRange({ ...state.config, iterations: state.iteration })
  return {
    command: commandOf(state.config, state.iteration),
    seedRange: `stream 0x${TRAIN_STREAM.toString(16)} (bench/train/deals.ts), games ${from}–${to}`,
    commit: commit(),
    samples,
    date: new Date().toISOString(),
    iterations: state.iteration,
    shape: shapeOf(state.mlp),
    config: state.config
  }
}

/** The progress bar redraws at most this often (a log file gets a line each time, a terminal one line). */
const REDRAW_MS = process.stderr.isTTY ? 250 : 10_000
let drawn = -Infinity

function progress(state: TrainState, played: number, last: IterationReport | undefined): void {
  if (performance.now() - drawn < REDRAW_MS && played < state.config.games) return
  drawn = performance.now()
  const { config } = state
  const done = state.iteration * config.games + played
  const all = config.iterations * config.games
  const width = 30
  const filled = Math.round((done / all) * width)
  const loss = last === undefined ? '' : ` · held-out loss ${last.heldOutLoss.toFixed(4)}`
  const phase = state.iteration < config.phaseA ? 'A warm start' : 'B self-play'
  process.stderr.write(
    `${process.stderr.isTTY ? '\r' : ''}train:bot [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] iteration ${state.iteration + 1}/${config.iterations} (${phase}) · game ${done}/${all}${loss}${process.stderr.isTTY ? '   ' : '\n'}`
  )
}

function main(): void {
  const out = arg('out') ?? 'out/train-bot'
  const weightsPath = arg('weights') ?? 'src/bots/learned/weights.json'
  const checkpointPath = join(out, 'checkpoint.json')
  mkdirSync(out, { recursive: true })
  let state: TrainState
  if (process.argv.includes('--resume') && existsSync(checkpointPath)) {
    const loaded = stateFromCheckpoint(JSON.parse(readFileSync(checkpointPath, 'utf8')))
    if (loaded instanceof Error) throw new Error(`${checkpointPath}: ${loaded.message}`)
    state = loaded
    const more = arg('iterations')
    if (more !== undefined) state.config.iterations = countArg('iterations', more, state.config.iterations, 1)
    process.stderr.write(`train:bot: resuming at iteration ${state.iteration} from ${checkpointPath}\n`)
  } else {
    state = startTraining(configFromArgs())
  }
  const started = performance.now()
  let samples = state.history.reduce((a, h) => a + h.samples, 0)
  let playMs = 0
  let fitMs = 0
  let decisions = 0
  let fitted = 0
  while (state.iteration < state.config.iterations) {
    const last = state.history[state.history.length - 1]
    const report = trainIteration(state, (played) => progress(state, played, last))
    samples += report.samples
    playMs += report.playMs
    fitMs += report.fitMs
    decisions += report.decisions
    fitted += report.samples * state.config.epochs
    const note = trainingNote(state, samples)
    writeFileSync(checkpointPath, JSON.stringify(checkpointOf(state, note)))
    writeFileSync(join(out, 'loss.svg'), lossCurveSvg(state.history, state.config.phaseA))
    if (process.stderr.isTTY) process.stderr.write('\n')
    console.log(
      JSON.stringify({
        ...report,
        heldOutLoss: +report.heldOutLoss.toFixed(5),
        fitLoss: +report.fitLoss.toFixed(5),
        decisionsPerSecond: Math.round(report.decisions / (report.playMs / 1000)),
        samplesPerSecond: Math.round((report.samples * state.config.epochs) / (report.fitMs / 1000))
      })
    )
  }
  mkdirSync(dirname(weightsPath), { recursive: true })
  const file = weightsFileOf(state.mlp, FEATURE_VERSION, trainingNote(state, samples))
  writeFileSync(weightsPath, JSON.stringify(file, null, 1) + '\n')
  const first = state.history[0]
  const last = state.history[state.history.length - 1]
  console.log(
    JSON.stringify({
      summary: 'train:bot',
      weights: weightsPath,
      shape: shapeOf(state.mlp),
      inputs: INPUT_SIZE,
      featureVersion: FEATURE_VERSION,
      iterations: state.iteration,
      samples,
      heldOutLoss: { first: first?.heldOutLoss, last: last?.heldOutLoss },
      thisRun: {
        seconds: Math.round((performance.now() - started) / 1000),
        decisionsPerSecond: playMs > 0 ? Math.round(decisions / (playMs / 1000)) : null,
        fittedSamplesPerSecond: fitMs > 0 ? Math.round(fitted / (fitMs / 1000)) : null
      },
      checkpoint: checkpointPath,
      lossCurve: join(out, 'loss.svg')
    })
  )
}

main()

import { describe, expect, it } from 'vitest'
import { INPUT_SIZE } from '../../src/bots/learned/features'
import { checkpointOf, stateFromCheckpoint } from './checkpoint'
import { tableFor } from './deals'
import { Samples, playTrainingGame, seatsFor } from './games'
import type { TrainConfig, TrainState } from './loop'
import { DEFAULT_TRAIN, startTraining, trainIteration } from './loop'
import { lossCurveSvg } from './loss-curve'

const TINY: TrainConfig = {
  ...DEFAULT_TRAIN,
  iterations: 3,
  phaseA: 1,
  games: 1,
  epochs: 1,
  batch: 32,
  hidden: [8],
  hardIterations: 20,
  mixA: { medium: 0.8, hard: 0.2 },
  mixB: { learned: 0.5, medium: 0.5 }
}

const note = { command: 'test', seedRange: 'test', commit: 'none', samples: 0, date: '2026-12-06' }
const weightsOf = (s: TrainState) => s.mlp.layers.map((l) => [...l.w, ...l.b])

describe('the training loop', () => {
  it('plays a training game the same way twice, recording choices with their round’s reward', () => {
    const config = { mix: { medium: 1 }, epsilon: 0.1, hardIterations: 20, model: null }
    const a = new Samples()
    const b = new Samples()
    const stats = playTrainingGame(5, config, a)
    playTrainingGame(5, config, b)
    expect(b.n).toBe(a.n)
    expect(b.x.subarray(0, a.n * INPUT_SIZE)).toEqual(a.x.subarray(0, a.n * INPUT_SIZE))
    expect(b.y.subarray(0, a.n)).toEqual(a.y.subarray(0, a.n))
    expect(a.n).toBe(stats.recorded)
    expect(stats.recorded).toBeLessThan(stats.decisions)
    // A round's reward is a penalty edge over 20 plus at most the going-out bonus: well inside ±2.
    expect([...a.y.subarray(0, a.n)].every((y) => Math.abs(y) < 2)).toBe(true)
    expect(new Set(a.y.subarray(0, a.n)).size).toBeGreaterThan(1)
  })

  it('seats the network only in self-play, and always at least once there', () => {
    for (let g = 0; g < 50; g++) {
      const { players } = tableFor(g)
      expect(seatsFor(g, players, { medium: 0.7, hard: 0.3 })).not.toContain('learned')
      expect(seatsFor(g, players, { learned: 0.01, medium: 1 })).toContain('learned')
    }
  })

  it('ends a run resumed from its checkpoint exactly as an uninterrupted one', () => {
    const straight = startTraining(TINY)
    for (let i = 0; i < TINY.iterations; i++) trainIteration(straight)
    const first = startTraining(TINY)
    trainIteration(first)
    const saved = JSON.parse(JSON.stringify(checkpointOf(first, note))) as unknown
    const resumed = stateFromCheckpoint(saved)
    if (resumed instanceof Error) throw resumed
    expect(resumed.iteration).toBe(1)
    while (resumed.iteration < TINY.iterations) trainIteration(resumed)
    expect(weightsOf(resumed)).toEqual(weightsOf(straight))
    expect(resumed.history.map((h) => h.heldOutLoss)).toEqual(straight.history.map((h) => h.heldOutLoss))
    expect(straight.history.map((h) => h.phase)).toEqual(['A', 'B', 'B'])
    expect(lossCurveSvg(straight.history, TINY.phaseA)).toContain('<polyline')
  }, 60_000)

  it('refuses a checkpoint that is not one', () => {
    expect(stateFromCheckpoint({ format: 'other' })).toBeInstanceOf(Error)
    const state = startTraining(TINY)
    const saved = JSON.parse(JSON.stringify(checkpointOf(state, note))) as { adam: { m: string[] } }
    saved.adam.m.pop()
    expect(stateFromCheckpoint(saved)).toBeInstanceOf(Error)
  })
})

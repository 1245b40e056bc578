// Real worker threads (started from the .ts sources through tsx, as under `npm run host`).
import { afterEach, describe, expect, it } from 'vitest'
import { legalMovesForView, moveKey } from '../../engine/index'
import { decide } from '../../bots/index'
import { suggestMove } from '../../bots/review/suggest'
import { randomPosition } from '../../../test-support/bots/positions'
import { WorkerBotPlayer } from './worker-bot-player'
import type { WorkerBotPlayerOptions } from './worker-bot-player'
import { EXIT_SEED, HANG_SEED, ILLEGAL_SEED, THROW_SEED } from '../../../test-support/server/crashing-policy'

const players: WorkerBotPlayer[] = []
function player(options: WorkerBotPlayerOptions = {}): {
  bots: WorkerBotPlayer
  logged: string[]
  details: unknown[]
} {
  const logged: string[] = []
  const details: unknown[] = []
  const log = (message: string, detail: unknown): void => {
    logged.push(message)
    details.push(detail)
  }
  const bots = new WorkerBotPlayer({ size: 1, log, ...options })
  players.push(bots)
  return { bots, logged, details }
}
afterEach(async () => {
  await Promise.all(players.splice(0).map((p) => p.close()))
})

const isLegal = (view: Parameters<typeof legalMovesForView>[0], move: Parameters<typeof moveKey>[0]) =>
  legalMovesForView(view).map(moveKey).includes(moveKey(move))

describe('WorkerBotPlayer', () => {
  it("suggests in its hint lane the move the review's search prefers (issue 51), as the pure function does", async () => {
    const { bots, logged } = player()
    const { view } = randomPosition(4)
    expect(await bots.suggestMove(view)).toEqual(suggestMove(view))
    expect(logged).toEqual([])
  })

  it('plays legal moves for every level in a real worker, and hints match the level', async () => {
    const { bots, logged } = player({ size: 2, hardIterations: 300 })
    for (let i = 0; i < 12; i++) {
      const { view } = randomPosition(500 + i)
      for (const level of ['easy', 'medium', 'hard'] as const) {
        const move = await bots.chooseMove(view, level, i)
        expect(isLegal(view, move)).toBe(true)
        // A hint is the same call with the hinted level: the same move as that level's policy.
        expect(move).toEqual(decide(view, level, i, { maxIterations: 300 }))
      }
    }
    expect(logged).toEqual([])
  })

  it('answers requests in parallel', async () => {
    const { bots } = player({ size: 2, hardBudgetMs: 50 })
    const views = Array.from({ length: 6 }, (_, i) => randomPosition(700 + i).view)
    const moves = await Promise.all(views.map((v, i) => bots.chooseMove(v, 'hard', i)))
    moves.forEach((m, i) => expect(isLegal(views[i]!, m)).toBe(true))
    expect(bots.workerCount).toBeLessThanOrEqual(2)
  })

  it('survives a policy that throws, exits its thread, hangs or cheats: legal fallback, logged, respawned', async () => {
    const { bots, logged, details } = player({
      policyModule: new URL('../../../test-support/server/crashing-policy.ts', import.meta.url),
      // A request's time starts before its worker does: a respawned worker compiles the bots with tsx,
      // which on a loaded CI machine took more than 2 s, then more than 6 s at a load of 15, and turned the
      // healthy answer into a fallback. The hanging policy waits this long once.
      timeoutMs: 12_000
    })
    const { view } = randomPosition(42)
    for (const seed of [THROW_SEED, EXIT_SEED, HANG_SEED, ILLEGAL_SEED]) {
      const move = await bots.chooseMove(view, 'medium', seed)
      expect(isLegal(view, move)).toBe(true)
      // …and the next request is served by a healthy worker.
      expect(await bots.chooseMove(view, 'medium', 100)).toEqual(decide(view, 'medium', 100))
    }
    expect(logged.some((m) => m.includes('failed'))).toBe(true)
    // The worker's policy-threw refusal carries the exception's message (its stack) to the log.
    const threw = details[logged.findIndex((m) => m.includes('bot failed'))]
    expect(threw).toBeInstanceOf(Error)
    expect((threw as Error).message).toContain('boom: the policy threw')
    expect(logged.some((m) => m.includes('died'))).toBe(true)
    expect(logged.some((m) => m.includes('took more than'))).toBe(true)
    expect(logged.some((m) => m.includes('illegal'))).toBe(true)
  }, 60_000)

  it('a flood of hints never delays a move: moves have their own lane, served before every queued hint', async () => {
    const { bots, logged } = player({
      policyModule: new URL('../../../test-support/server/crashing-policy.ts', import.meta.url),
      // Under the test's own timeout, so a move stuck behind the hanging hint fails the order check.
      timeoutMs: 20_000
    })
    const { view } = randomPosition(77)
    const answered: string[] = []
    // The first hint hangs its worker; nine more queue behind it.
    const hints = [HANG_SEED, ...Array.from({ length: 9 }, (_, i) => 100 + i)].map((seed, i) =>
      bots.chooseMove(view, 'hard', seed, 'hint').then(() => answered.push(`hint ${i}`))
    )
    const move = await bots.chooseMove(view, 'medium', 100, 'move')
    answered.push('move')
    // The policy's own move, not a fallback after a timeout, and before any hint was answered.
    expect(move).toEqual(decide(view, 'medium', 100))
    expect(answered).toEqual(['move'])
    expect(logged).toEqual([])
    await bots.close()
    await Promise.all(hints)
  })

  it('falls back in-process when workers cannot start at all', async () => {
    const { bots, logged } = player({ workerUrl: new URL('./no-such-worker.ts', import.meta.url) })
    const { view } = randomPosition(9)
    for (let i = 0; i < 4; i++) expect(isLegal(view, await bots.chooseMove(view, 'hard', i))).toBe(true)
    expect(logged.length).toBeGreaterThan(0)
  })

  it('refuses a view with no move to make', async () => {
    const { bots } = player()
    const { state } = randomPosition(10)
    const { viewFor } = await import('../../engine/index')
    const other = viewFor(state, ((state.turn as number) + 1) % state.players)
    await expect(bots.chooseMove(other, 'easy', 1)).rejects.toThrow()
  })
})

// A bot worker thread: receives a seat's view (never more, RULES.md R9), runs the pure policy of
// src/bots and sends the move back. Under tsx or vitest it is started from source by ts-worker.ts; in
// the Electron build it must be its own bundle entry (worker-entry.js next to the main bundle).
import { parentPort, workerData } from 'node:worker_threads'
import { performance } from 'node:perf_hooks'
import { decide } from '../../bots/index'
import { suggestMove } from '../../bots/review/suggest'
import type { BotReply, BotRequest, BotWorkerData } from './protocol'
import { WORKER_READY } from './protocol'
import { ok, refuse } from '../../engine/result'

type Decide = typeof decide

const port = parentPort
if (port === null) throw new Error('worker-entry.ts runs only as a worker thread.')
const data = workerData as BotWorkerData
const options = {
  budgetMs: data.hardBudgetMs,
  ...(data.hardClock ? { now: () => performance.now() } : {}),
  ...(data.hardMaxIterations !== null ? { maxIterations: data.hardMaxIterations } : {})
}

// No top-level await, so the entry also builds as CommonJS.
const loaded: Promise<Decide> =
  data.policyModule === null
    ? Promise.resolve(decide)
    : import(data.policyModule).then((mod: { decide: Decide }) => mod.decide)

void loaded.then((policy) => {
  port.on('message', (req: BotRequest) => {
    let reply: BotReply
    try {
      // A test's policy module replaces every choice, suggestions too.
      const suggested = req.suggest === true && data.policyModule === null
      reply = { id: req.id, ...ok(suggested ? suggestMove(req.view) : policy(req.view, req.level, req.seed, options)) }
    } catch (error) {
      const text = error instanceof Error ? (error.stack ?? error.message) : String(error)
      reply = { id: req.id, ...refuse('policy-threw', text) }
    }
    port.postMessage(reply)
  })
  port.postMessage(WORKER_READY)
})

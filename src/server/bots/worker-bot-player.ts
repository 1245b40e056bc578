// The host's BotPlayer: bots think in a small pool of worker threads so the table (ws, timers) never
// waits on a search. Every request has a timeout; if a policy throws, returns an illegal move, hangs or
// kills its thread, the player logs the error, answers with a legal fallback move (the easy policy,
// else the first legal move) and respawns the worker. Hints use the same chooseMove with their level but
// run in a lane of their own (own queue, own worker): a flood of hints never delays a bot's move.
import { availableParallelism } from 'node:os'
import type { Worker } from 'node:worker_threads'
import { legalMovesForView, moveKey } from '../../engine/index'
import type { Move, SeatView } from '../../engine/types'
import { DEFAULT_HARD_BUDGET_MS, decide } from '../../bots/index'
import type { BotLevel } from '../../protocol/vocabulary'
import type { BotLane, BotPlayer } from '../bot-player'
import type { BotReply, BotRequest, BotWorkerData } from './protocol'
import { WORKER_READY } from './protocol'
import { startWorker } from './ts-worker'

export interface WorkerBotPlayerOptions {
  /** Worker threads for moves (default: one per core minus one, at least 1). Started on first use. */
  size?: number
  /** Worker threads for hints, apart from the move workers (default 1). Started on first hint. */
  hintSize?: number
  /** Hard bot's thinking budget per decision (default 1000 ms). */
  hardBudgetMs?: number
  /**
   * Tests only: bound the hard search by iterations and not by the clock, so its move depends on the
   * seed alone (default: the clock and hardBudgetMs).
   */
  hardIterations?: number
  /** Most time a request may take, from the call, before the fallback answers (default 5000 ms). */
  timeoutMs?: number
  /** The worker module (default: worker-entry.ts beside this file, or worker-entry.js when built). */
  workerUrl?: URL
  /** Tests only: a module whose `decide` replaces the policies inside the workers. */
  policyModule?: URL
  /** Where errors go (default console.error). Gets a message and the error. */
  log?: (message: string, error: unknown) => void
}

/** worker-entry beside this module: .ts when running from source (tsx, vitest), .js when bundled. */
export function defaultWorkerUrl(): URL {
  const here = import.meta.url
  return new URL(/\.[cm]?ts$/.test(new URL(here).pathname) ? './worker-entry.ts' : './worker-entry.js', here)
}

interface Pending {
  request: BotRequest
  resolve: (move: Move) => void
  reject: (error: Error) => void
  timer: ReturnType<typeof setTimeout>
  slot: Slot | null
}

interface Slot {
  worker: Worker
  ready: boolean
  job: Pending | null
}

/** A suggestion runs the review's whole search (no clock, so that it agrees with the review): on a busy
 *  machine it may take seconds, and a fallback move would be a hint the review disagrees with. */
const SUGGEST_TIME_FACTOR = 3

/** After this many workers in a row die before they are ready, stop spawning and use the fallback. */
const MAX_BOOT_FAILURES = 3

export class WorkerBotPlayer implements BotPlayer {
  private readonly lanes: Record<BotLane, WorkerPool>
  private readonly log: (message: string, error: unknown) => void
  private closed = false

  constructor(options: WorkerBotPlayerOptions = {}) {
    const data: BotWorkerData = {
      hardBudgetMs: options.hardBudgetMs ?? DEFAULT_HARD_BUDGET_MS,
      hardMaxIterations: options.hardIterations ?? null,
      hardClock: options.hardIterations === undefined,
      policyModule: options.policyModule?.href ?? null
    }
    this.log = options.log ?? ((message, error) => console.error(`[bots] ${message}`, error))
    const pool = (size: number) =>
      new WorkerPool({
        size: Math.max(1, Math.floor(size)),
        timeoutMs: options.timeoutMs ?? 5000,
        data,
        workerUrl: options.workerUrl ?? defaultWorkerUrl(),
        log: this.log,
        fallback: (view, seed) => this.fallback(view, seed)
      })
    this.lanes = { move: pool(options.size ?? availableParallelism() - 1), hint: pool(options.hintSize ?? 1) }
  }

  chooseMove(view: SeatView, level: BotLevel, seed: number, lane: BotLane = 'move'): Promise<Move> {
    if (legalMovesForView(view).length === 0) {
      return Promise.reject(new Error(`Seat ${view.seat ?? 'spectator'} has no move to make.`))
    }
    if (this.closed) return Promise.resolve(this.fallback(view, seed))
    return this.lanes[lane].run(view, level, seed)
  }

  /** The review's own choice for a hint (bots/review/suggest.ts), in the hint lane. */
  suggestMove(view: SeatView): Promise<Move> {
    if (legalMovesForView(view).length === 0) {
      return Promise.reject(new Error(`Seat ${view.seat ?? 'spectator'} has no move to make.`))
    }
    if (this.closed) return Promise.resolve(this.fallback(view, 0))
    return this.lanes.hint.run(view, 'hard', 0, true)
  }

  /** Stops every worker. Later requests are answered by the in-process fallback. */
  async close(): Promise<void> {
    this.closed = true
    await Promise.all([this.lanes.move.close(), this.lanes.hint.close()])
  }

  /** Workers alive now, both lanes (for tests and diagnostics). */
  get workerCount(): number {
    return this.lanes.move.workerCount + this.lanes.hint.workerCount
  }

  /** In-process and instant: the easy policy, else the first legal move. */
  private fallback(view: SeatView, seed: number): Move {
    const legal = legalMovesForView(view)
    try {
      const move = decide(view, 'easy', seed)
      if (legal.some((m) => moveKey(m) === moveKey(move))) return move
    } catch (error) {
      this.log('the fallback policy failed', error)
    }
    const first = legal[0]
    if (first === undefined) throw new Error(`Seat ${view.seat ?? 'spectator'} has no move to make.`)
    return first
  }
}

interface PoolOptions {
  size: number
  timeoutMs: number
  data: BotWorkerData
  workerUrl: URL
  log: (message: string, error: unknown) => void
  fallback: (view: SeatView, seed: number) => Move
}

/** One lane: a FIFO queue served by up to `size` worker threads, each request bounded by the timeout. */
class WorkerPool {
  private readonly size: number
  private readonly timeoutMs: number
  private readonly data: BotWorkerData
  private readonly workerUrl: URL
  private readonly log: (message: string, error: unknown) => void
  private readonly fallback: (view: SeatView, seed: number) => Move
  private readonly slots: Slot[] = []
  private readonly queue: Pending[] = []
  private nextId = 1
  private bootFailures = 0
  private closed = false

  constructor(options: PoolOptions) {
    this.size = options.size
    this.timeoutMs = options.timeoutMs
    this.data = options.data
    this.workerUrl = options.workerUrl
    this.log = options.log
    this.fallback = options.fallback
  }

  run(view: SeatView, level: BotLevel, seed: number, suggest = false): Promise<Move> {
    return new Promise<Move>((resolve, reject) => {
      const request: BotRequest = { id: this.nextId++, view, level, seed, ...(suggest ? { suggest } : {}) }
      const job: Pending = {
        request,
        resolve,
        reject,
        slot: null,
        timer: setTimeout(() => this.timedOut(job), suggest ? this.timeoutMs * SUGGEST_TIME_FACTOR : this.timeoutMs)
      }
      this.queue.push(job)
      this.pump()
    })
  }

  async close(): Promise<void> {
    this.closed = true
    for (const job of this.queue.splice(0)) this.finish(job, null)
    const slots = this.slots.splice(0)
    for (const slot of slots) if (slot.job !== null) this.finish(slot.job, null)
    await Promise.all(slots.map((s) => s.worker.terminate()))
  }

  get workerCount(): number {
    return this.slots.length
  }

  private pump(): void {
    if (this.closed) return
    if (this.bootFailures >= MAX_BOOT_FAILURES) {
      for (const job of this.queue.splice(0)) this.finish(job, null)
      return
    }
    while (this.queue.length > 0) {
      const slot = this.slots.find((s) => s.ready && s.job === null)
      if (slot === undefined) break
      const job = this.queue.shift()!
      job.slot = slot
      slot.job = job
      slot.worker.postMessage(job.request)
    }
    // Start workers while there is waiting work and room in the pool.
    const idleOrBooting = this.slots.filter((s) => s.job === null).length
    let wanted = Math.min(this.queue.length - idleOrBooting, this.size - this.slots.length)
    while (wanted-- > 0) this.spawn()
  }

  private spawn(): void {
    const worker = startWorker(this.workerUrl, { workerData: this.data })
    worker.unref()
    const slot: Slot = { worker, ready: false, job: null }
    this.slots.push(slot)
    worker.on('message', (msg: BotReply | typeof WORKER_READY) => {
      if (msg === WORKER_READY) {
        slot.ready = true
        this.bootFailures = 0
      } else this.replied(slot, msg)
      this.pump()
    })
    worker.on('error', (error) => this.died(slot, error))
    worker.on('exit', (code) => this.died(slot, new Error(`bot worker exited with code ${code}`)))
  }

  private replied(slot: Slot, reply: BotReply): void {
    const job = slot.job
    if (job === null || job.request.id !== reply.id) return
    slot.job = null
    if (!reply.ok) {
      this.log(`the ${job.request.level} bot failed; playing a fallback move`, new Error(reply.error.message))
      this.finish(job, null)
      return
    }
    const legal = legalMovesForView(job.request.view).map(moveKey)
    if (!legal.includes(moveKey(reply.value))) {
      this.log(`the ${job.request.level} bot chose an illegal move; playing a fallback move`, reply.value)
      this.finish(job, null)
      return
    }
    this.finish(job, reply.value)
  }

  /** A worker died (crash, exit, terminate after a timeout): answer its job, replace it. */
  private died(slot: Slot, error: unknown): void {
    const i = this.slots.indexOf(slot)
    if (i < 0) return
    this.slots.splice(i, 1)
    if (this.closed) return
    if (!slot.ready) this.bootFailures++
    this.log('a bot worker died; it will be replaced', error)
    if (slot.job !== null) this.finish(slot.job, null)
    slot.job = null
    this.pump()
  }

  private timedOut(job: Pending): void {
    const slot = job.slot
    this.log(
      `the ${job.request.level} bot took more than ${this.timeoutMs} ms; playing a fallback move`,
      null
    )
    const q = this.queue.indexOf(job)
    if (q >= 0) this.queue.splice(q, 1)
    this.finish(job, null)
    if (slot !== null && slot.job === job) {
      // The policy is stuck: drop this worker and start a fresh one.
      slot.job = null
      const i = this.slots.indexOf(slot)
      if (i >= 0) this.slots.splice(i, 1)
      void slot.worker.terminate()
      this.pump()
    }
  }

  private finish(job: Pending, move: Move | null): void {
    clearTimeout(job.timer)
    job.slot = null
    if (move !== null) {
      job.resolve(move)
      return
    }
    try {
      job.resolve(this.fallback(job.request.view, job.request.seed))
    } catch (error) {
      job.reject(error instanceof Error ? error : new Error(String(error)))
    }
  }
}

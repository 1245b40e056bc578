// An honest player over a TestClient: on its turn a legal move (seeded pick) after a short think, after a
// round (and, while `rematch()` says so, after a match) 'ready'. It acts on the newest state only, so a
// 'stale' refusal simply makes it act again on the state that comes with it; and once per position of the
// game, since a room change (someone came or went) brings a new version of the same position.
import { legalMovesForView } from '../../src/engine'
import type { Move, Rng } from '../../src/engine'
import type { ServerMessage } from '../../src/protocol/messages'
import type { TestClient } from '../wire/test-client'

export interface PlayerOptions {
  rng: Rng
  /** Pause before acting, in ms (drawn again for every action). */
  thinkMs: () => number
  /** Ask for a rematch when the match is over. */
  rematch: () => boolean
  /** Called for every move sent, with the version it is based on. */
  onMove?: (version: number, move: Move) => void
  /** Called when a match the player saw ends. */
  onMatchEnd?: () => void
}

export interface Player {
  stop(): void
  /** Acts on the newest state now (after a reconnect, or when `rematch()` changed). */
  poke(): void
  readonly moves: number
  readonly matchesEnded: number
}

export function playHonestly(client: TestClient, options: PlayerOptions): Player {
  let timer: NodeJS.Timeout | null = null
  let actedOn = ''
  let readyFor = ''
  let moves = 0
  let matchesEnded = 0
  let stopped = false

  const act = (): void => {
    timer = null
    const state = client.latest
    const view = state?.view
    if (stopped || state === null || view === null || view === undefined || !client.open) return
    if (view.phase === 'playing') {
      const position = `${view.round}:${view.results.length}:${view.log.length}:${view.hand?.length}`
      if (view.turn !== view.seat || actedOn === position) return
      const legal = legalMovesForView(view)
      const move = legal[options.rng.int(Math.max(1, legal.length))]
      if (move === undefined) return
      actedOn = position
      moves++
      options.onMove?.(state.version, move)
      client.send({ type: 'move', version: state.version, move })
      return
    }
    const key = `${view.round}:${view.phase}:${view.results.length}:${view.totals.join(',')}`
    if (readyFor === key || (view.phase === 'matchOver' && !options.rematch())) return
    readyFor = key
    client.send({ type: 'ready', version: state.version })
  }

  const schedule = (): void => {
    if (timer === null && !stopped) timer = setTimeout(act, options.thinkMs())
  }

  const off = client.on((message: ServerMessage) => {
    if (message.type !== 'state') return
    if (message.events.some((e) => e.type === 'matchEnded')) {
      matchesEnded++
      options.onMatchEnd?.()
    }
    schedule()
  })
  schedule()

  return {
    stop() {
      stopped = true
      off()
      if (timer !== null) clearTimeout(timer)
    },
    poke() {
      readyFor = ''
      schedule()
    },
    get moves() {
      return moves
    },
    get matchesEnded() {
      return matchesEnded
    }
  }
}

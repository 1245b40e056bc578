// A TestClient that plays by itself, for tests that need a match to move on without scripting each move.
import { legalMovesForView } from '../../src/engine'
import type { StateMessage, TestClient } from './test-client'

/**
 * Makes a client play by itself: on its turn a legal move (picked by `pick`), after a round or match
 * 'ready'. With `thinkMs` each move waits that long first, as a person would (a benchmark's pace; nobody
 * else moves meanwhile, so the version it answers is still the table's). Returns a function that stops it.
 */
export function autoPlay(
  client: TestClient,
  options: { pick?: (count: number) => number; readyForRematch?: boolean; thinkMs?: () => number } = {}
): () => void {
  let readySent = false
  let thinking: ReturnType<typeof setTimeout> | null = null
  const onState = (message: StateMessage) => {
    // a newer state replaces the one a pending move answers
    if (thinking !== null) clearTimeout(thinking)
    thinking = null
    const view = message.view
    if (view === null) return
    if (view.phase === 'playing') readySent = false
    if (view.phase === 'playing' && view.turn === view.seat) {
      const moves = legalMovesForView(view)
      const move = moves[(options.pick ?? (() => 0))(moves.length)]
      if (move === undefined) return
      const send = () => client.send({ type: 'move', version: message.version, move })
      if (options.thinkMs === undefined) return send()
      thinking = setTimeout(() => {
        thinking = null
        send()
      }, options.thinkMs())
    } else if (view.phase !== 'playing' && !readySent) {
      if (view.phase === 'matchOver' && !options.readyForRematch) return
      readySent = true
      client.send({ type: 'ready', version: message.version })
    }
  }
  // The state already received may be this client's turn: nothing new would arrive to start it.
  if (client.latest !== null) onState(client.latest)
  const stop = client.on((message) => {
    if (message.type === 'state') onState(message)
  })
  return () => {
    stop()
    if (thinking !== null) clearTimeout(thinking)
  }
}

/** Plays the first legal move on every turn until the match is over; resolves with that state. */
export async function playUntilMatchOver(client: TestClient, timeoutMs = 20_000): Promise<StateMessage> {
  const stop = autoPlay(client)
  try {
    return await client.nextState((m) => m.view?.phase === 'matchOver', timeoutMs)
  } finally {
    stop()
  }
}

// A TestClient that plays by itself, for tests that need a match to move on without scripting each move.
import { legalMovesForView } from '../../src/engine'
import type { StateMessage, TestClient } from './test-client'

/**
 * Makes a client play by itself: on its turn a legal move (picked by `pick`), after a round or match
 * 'ready'. Returns a function that stops it.
 */
export function autoPlay(
  client: TestClient,
  options: { pick?: (count: number) => number; readyForRematch?: boolean } = {}
): () => void {
  let readySent = false
  const onState = (message: StateMessage) => {
    const view = message.view
    if (view === null) return
    if (view.phase === 'playing') readySent = false
    if (view.phase === 'playing' && view.turn === view.seat) {
      const moves = legalMovesForView(view)
      const move = moves[(options.pick ?? (() => 0))(moves.length)]
      if (move !== undefined) client.send({ type: 'move', version: message.version, move })
    } else if (view.phase !== 'playing' && !readySent) {
      if (view.phase === 'matchOver' && !options.readyForRematch) return
      readySent = true
      client.send({ type: 'ready', version: message.version })
    }
  }
  // The state already received may be this client's turn: nothing new would arrive to start it.
  if (client.latest !== null) onState(client.latest)
  return client.on((message) => {
    if (message.type === 'state') onState(message)
  })
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

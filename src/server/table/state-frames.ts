// The text of one state broadcast for every recipient. Each recipient's view is the spectator view plus
// its own seat and hand (what the engine's viewFor returns, RULES.md R9); the parts every recipient gets
// alike (table info, events, the public view) are serialized once per change instead of once per client.
// state-frames.test.ts proves each frame's view equals viewFor / spectatorView.
import { ranksFromCounts, spectatorView } from '../../engine'
import type { EngineEvent, MatchState } from '../../engine'
import type { TableInfo } from '../../protocol/messages'

export interface StateFrameInput {
  version: number
  table: TableInfo
  events: EngineEvent[]
  turnDeadline: number | null
  /** Null in the lobby. */
  state: MatchState | null
}

/** Returns the frame for a seat (or null: a spectator); frames are cached per seat. */
export function stateFrames(input: StateFrameInput): (seat: number | null) => string {
  const head =
    `{"type":"state","version":${input.version},"table":${JSON.stringify(input.table)},` +
    `"events":${JSON.stringify(input.events)},"turnDeadline":${JSON.stringify(input.turnDeadline)},"view":`
  const state = input.state
  if (state === null) {
    const lobby = `${head}null}`
    return () => lobby
  }
  const { seat: _seat, hand: _hand, ...shared } = spectatorView(state)
  // `{"players":…}` without its opening brace, to follow the recipient's own fields.
  const sharedRest = JSON.stringify(shared).slice(1)
  const frames = new Map<number | null, string>()
  return (seat) => {
    let frame = frames.get(seat)
    if (frame === undefined) {
      frame = `${head}{"seat":${JSON.stringify(seat)},"hand":${JSON.stringify(handOf(state, seat))},${sharedRest}}`
      frames.set(seat, frame)
    }
    return frame
  }
}

function handOf(state: MatchState, seat: number | null) {
  if (seat === null) return null
  const counts = state.hands[seat]
  if (counts === undefined) throw new RangeError(`Seat ${seat} is not a seat of this table`)
  return ranksFromCounts(counts)
}

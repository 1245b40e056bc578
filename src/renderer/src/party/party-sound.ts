// The party screen's sound (issue 25): one switch, off by default (a TV in a room of people decides for
// itself), and only the cues a room wants to hear — a trick cleared, the Rule of 8s, a round's end — not
// every play and pass the players' own tables may sound.
import type { EngineEvent } from '../../../engine/types'
import type { Sound } from '../audio/sfx'

/** The cue for what a new state reports, or null when it is nothing the room needs to hear. */
export function partyCue(events: readonly EngineEvent[]): Sound | null {
  let cue: Sound | null = null
  for (const event of events) {
    if (event.type === 'roundEnded' || event.type === 'matchEnded') cue = 'roundEnd'
    else if (event.type === 'trickCleared' && cue !== 'roundEnd') cue = event.reason === 'eight' ? 'eight' : 'clear'
  }
  return cue
}

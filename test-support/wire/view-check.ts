// Issue 24: what a client rebuilt from deltas must be, frame by frame: exactly the view the engine gives
// its seat (or a spectator) at that version. The soak runs every state a client rebuilds through it.
import { isDeepStrictEqual } from 'node:util'
import { spectatorView, viewFor } from '../../src/engine'
import type { MatchState } from '../../src/engine'
import type { StateMessage } from './test-client'

export class ViewCheck {
  checked = 0
  mismatches = 0
  /** The first few mismatches, for the report. */
  readonly samples: string[] = []

  /** `truth`: the host's match at the state's version (null: the lobby; undefined: not known, skipped). */
  observe(label: string, seat: number | null, state: StateMessage, truth: MatchState | null | undefined) {
    if (truth === undefined) return
    this.checked++
    const expected = truth === null ? null : seat === null ? spectatorView(truth) : viewFor(truth, seat)
    if (isDeepStrictEqual(state.view, expected)) return
    this.mismatches++
    if (this.samples.length < 5)
      this.samples.push(`${label} (seat ${String(seat)}) at version ${state.version}`)
  }
}

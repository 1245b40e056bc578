// How long the tutorial's bot waits before it answers. It must not answer at once: the player is to see
// their own play land and, when it ended the trick, read why — as long as the table holds a cleared
// trick. Follows the animation speed and reduced motion (state/motion) like the table does.
import { holdMs, travelMs } from '../state/motion'
import type { AnimationSpeed } from '../../../protocol/vocabulary'

/** A look at the new meld after it landed. Never 0: reduced motion removes movement, not reading time. */
const LOOK_MS: Record<AnimationSpeed, number> = { off: 500, slow: 1200, normal: 800, fast: 500 }

/** The bot's pause after the player's move; `cleared`: that move ended the trick (the banner is up). */
export function replyDelayMs(speed: AnimationSpeed, reduced: boolean, cleared: boolean): number {
  if (cleared) return holdMs(speed, reduced)
  const look = reduced ? Math.min(LOOK_MS[speed], 600) : LOOK_MS[speed]
  return travelMs(speed, reduced) + look
}

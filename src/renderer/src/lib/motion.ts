// Transition timings that respect prefers-reduced-motion: every animation goes through here.
import { prefersReducedMotion } from 'svelte/motion'

import type { AnimationSpeed } from '../../../ipc/contract'

/** How much longer (or shorter) animations take at each speed of the desktop settings. */
const SPEED_FACTOR: Record<AnimationSpeed, number> = { off: 0, slow: 1.6, normal: 1, fast: 0.5 }
let factor = 1

/** The desktop settings' animation speed; a browser keeps `normal`. */
export function setAnimationSpeed(speed: AnimationSpeed): void {
  factor = SPEED_FACTOR[speed]
}

/** `ms` at the chosen speed, or 0 when the player asked for reduced motion. */
export function dur(ms: number): number {
  return prefersReducedMotion.current ? 0 : Math.round(ms * factor)
}

// Transition timings that respect prefers-reduced-motion: every animation goes through here.
import { prefersReducedMotion } from 'svelte/motion'

/** `ms`, or 0 when the player asked for reduced motion. */
export function dur(ms: number): number {
  return prefersReducedMotion.current ? 0 : ms
}

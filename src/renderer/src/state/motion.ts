// Transition timings that respect prefers-reduced-motion and the player's animation speed: every
// animation goes through here. The pure `scaledMs`, `travelMs` and `holdMs` are what the tests check.
import { prefersReducedMotion } from 'svelte/motion'
import { prefs, type AnimationSpeed } from './prefs.svelte'

const FACTOR: Record<AnimationSpeed, number> = { off: 0, slow: 1.6, normal: 1, fast: 0.55 }

/** An animation of `ms` at this speed; 0 when motion is reduced or switched off. */
export function scaledMs(ms: number, speed: AnimationSpeed, reduced: boolean): number {
  return reduced ? 0 : Math.round(ms * FACTOR[speed])
}

/** How long cards take to travel from a seat to the centre (0: they appear in place). */
export function travelMs(speed: AnimationSpeed, reduced: boolean): number {
  return scaledMs(450, speed, reduced)
}

/** How long a cleared trick stays on screen. Never 0 (it must be readable), shorter without motion. */
export function holdMs(speed: AnimationSpeed, reduced: boolean): number {
  const base = { off: 1200, slow: 3400, normal: 2200, fast: 1400 }[speed]
  return reduced ? Math.min(base, 1500) : base
}

/** `ms`, scaled by the player's speed, or 0 when the player asked for reduced motion. */
export function dur(ms: number): number {
  return scaledMs(ms, prefs.animationSpeed, prefersReducedMotion.current)
}

/** Travel and hold for the player's settings right now. */
export function currentTravelMs(): number {
  return travelMs(prefs.animationSpeed, prefersReducedMotion.current)
}

export function currentHoldMs(): number {
  return holdMs(prefs.animationSpeed, prefersReducedMotion.current)
}

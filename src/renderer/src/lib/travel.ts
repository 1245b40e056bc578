// Cards travel from the seat that played them to the centre: a FLIP-style Svelte transition that
// starts where that seat's badge is on screen. Duration 0 (reduced motion, speed "off") → no travel.
import { cubicOut } from 'svelte/easing'
import type { TransitionConfig } from 'svelte/transition'

export interface TravelParams {
  /** The seat the cards come from (its badge: [data-testid="seat"][data-seat]). */
  seat: number | null
  duration: number
}

export function travel(node: Element, { seat, duration }: TravelParams): TransitionConfig {
  const from = seat === null ? null : document.querySelector(`[data-testid="seat"][data-seat="${seat}"]`)
  if (from === null || duration <= 0) return { duration: 0 }
  const a = from.getBoundingClientRect()
  const b = node.getBoundingClientRect()
  const dx = a.left + a.width / 2 - (b.left + b.width / 2)
  const dy = a.top + a.height / 2 - (b.top + b.height / 2)
  return {
    duration,
    easing: cubicOut,
    css: (t, u) => `transform: translate(${dx * u}px, ${dy * u}px) scale(${0.45 + 0.55 * t}); opacity: ${0.3 + 0.7 * t}`
  }
}

// Player preferences that outlive a table: sound on/off (off by default), the animation speed and the
// hand order — kept in this browser's localStorage, so browser players keep them too.
import type { AnimationSpeed } from '../../../ipc/contract'
import { loadPref, loadSound, savePref, saveSound } from '../net/storage'
import { playSound, type Sound } from '../audio/sfx'

export type { AnimationSpeed }
export const ANIMATION_SPEEDS: readonly AnimationSpeed[] = ['off', 'slow', 'normal', 'fast']
/** How the hand is laid out (lib/cards.ts arrangeHand). */
export const HAND_ORDERS = ['weather', 'rank', 'meld'] as const
export type HandOrder = (typeof HAND_ORDERS)[number]

class Prefs {
  sound = $state(loadSound())
  animationSpeed = $state<AnimationSpeed>(loadPref('animationSpeed', ANIMATION_SPEEDS, 'normal'))
  handOrder = $state<HandOrder>(loadPref('handOrder', HAND_ORDERS, 'weather'))
  /** The desktop app also keeps the speed in its settings file (app.svelte.ts sets this). */
  speedSaver: ((speed: AnimationSpeed) => void) | null = null

  toggleSound(): void {
    this.sound = !this.sound
    saveSound(this.sound)
    if (this.sound) playSound('select')
  }

  play(sound: Sound): void {
    if (this.sound) playSound(sound)
  }

  setAnimationSpeed(speed: AnimationSpeed): void {
    this.animationSpeed = speed
    savePref('animationSpeed', speed)
    this.speedSaver?.(speed)
  }

  /** The desktop's saved speed, unless this window already chose one. */
  adoptAnimationSpeed(speed: AnimationSpeed): void {
    if (loadPref('animationSpeed', ANIMATION_SPEEDS, null) === null) this.animationSpeed = speed
  }

  setHandOrder(order: HandOrder): void {
    this.handOrder = order
    savePref('handOrder', order)
  }
}

export const prefs = new Prefs()

// Player preferences that outlive a table: which sounds play (by default only the cue for your own turn,
// with a vibration on phones that allow it, so nobody misses their turn), the animation speed and the
// hand order — kept in this browser's localStorage, so browser players keep them too.
import { ANIMATION_SPEEDS, type AnimationSpeed } from '../../../protocol/vocabulary'
import { loadPref, loadSound, savePref, saveSound, type SoundMode } from '../net/storage'
import { playSound, vibrate, type Sound } from '../audio/sfx'
import { call, desktop } from '../bridge/desktop'
import { HAND_ORDERS, type HandOrder } from '../lib/hand-arrangement'

const NEXT_MODE: Record<SoundMode, SoundMode> = { turn: 'all', all: 'off', off: 'turn' }

export type { AnimationSpeed }
/** How the hand is laid out (lib/cards.ts arrangeHand). */
export { HAND_ORDERS, type HandOrder }

class Prefs {
  sound = $state<SoundMode>(loadSound())
  animationSpeed = $state<AnimationSpeed>(loadPref('animationSpeed', ANIMATION_SPEEDS, 'normal'))
  handOrder = $state<HandOrder>(loadPref('handOrder', HAND_ORDERS, 'weather'))
  /** Quick reactions at the table: others' reactions and the React button (issue 23); off hides both. */
  showReactions = $state<boolean>(loadPref('showReactions', ['on', 'off'], 'on') === 'on')

  /** Turn cue only → every effect → silent → turn cue only. */
  cycleSound(): void {
    this.sound = NEXT_MODE[this.sound]
    saveSound(this.sound)
    // Desktop: the settings file keeps it too (the settings dialog shows the same choice).
    const api = desktop()
    if (api) void call(() => api.setSettings({ sound: this.sound }))
    if (this.sound !== 'off') playSound(this.sound === 'turn' ? 'turn' : 'select')
  }

  /** An effect (a play, a pass, a cleared trick…): only when every effect is wanted. */
  play(sound: Sound): void {
    if (this.sound === 'all') playSound(sound)
  }

  /** It became your turn: a sound and a short vibration, unless muted. */
  turnCue(): void {
    if (this.sound === 'off') return
    playSound('turn')
    vibrate([90, 60, 90])
  }

  /** The player picked a speed at the table: kept here and (desktop) in the settings file. */
  chooseAnimationSpeed(speed: AnimationSpeed): void {
    this.animationSpeed = speed
    savePref('animationSpeed', speed)
    // Desktop: the settings file keeps it too (the settings dialog shows the same choice).
    const api = desktop()
    if (api) void call(() => api.setSettings({ animationSpeed: speed }))
  }

  /** The desktop settings' speed (settings file or dialog): shown at once, remembered here too. */
  applyAnimationSpeed(speed: AnimationSpeed): void {
    this.animationSpeed = speed
    savePref('animationSpeed', speed)
  }

  setHandOrder(order: HandOrder): void {
    this.handOrder = order
    savePref('handOrder', order)
  }

  setShowReactions(on: boolean): void {
    this.showReactions = on
    savePref('showReactions', on ? 'on' : 'off')
  }
}

export const prefs = new Prefs()

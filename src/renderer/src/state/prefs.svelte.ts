// Player preferences that outlive a table: which sounds play. By default only the cue for your own turn
// plays (with a vibration on phones that allow it), so nobody misses their turn; every effect, or none,
// is one click away.
import { loadSound, saveSound, type SoundMode } from '../net/storage'
import { playSound, vibrate, type Sound } from '../audio/sfx'

const NEXT_MODE: Record<SoundMode, SoundMode> = { turn: 'all', all: 'off', off: 'turn' }

class Prefs {
  sound = $state<SoundMode>(loadSound())

  /** Turn cue only → every effect → silent → turn cue only. */
  cycleSound(): void {
    this.sound = NEXT_MODE[this.sound]
    saveSound(this.sound)
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
}

export const prefs = new Prefs()

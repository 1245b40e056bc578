// Player preferences that outlive a table: sound on/off (off by default).
import { loadSound, saveSound } from '../net/storage'
import { playSound, type Sound } from '../audio/sfx'

class Prefs {
  sound = $state(loadSound())

  toggleSound(): void {
    this.sound = !this.sound
    saveSound(this.sound)
    if (this.sound) playSound('select')
  }

  play(sound: Sound): void {
    if (this.sound) playSound(sound)
  }
}

export const prefs = new Prefs()

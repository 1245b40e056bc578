// Player preferences that outlive a table: sound on/off (off by default).
import { loadSound, saveSound } from '../net/storage'
import { playSound, type Sound } from '../audio/sfx'
import { call, desktop } from '../home/desktop'

class Prefs {
  sound = $state(loadSound())

  toggleSound(): void {
    this.sound = !this.sound
    saveSound(this.sound)
    // Desktop: the settings file keeps it too (the settings dialog shows the same switch).
    const api = desktop()
    if (api) void call(() => api.setSettings({ sound: this.sound }))
    if (this.sound) playSound('select')
  }

  play(sound: Sound): void {
    if (this.sound) playSound(sound)
  }
}

export const prefs = new Prefs()

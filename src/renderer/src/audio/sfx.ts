// Small sound effects synthesised with WebAudio: no audio files, nothing to download. Browsers start an
// AudioContext only after a user gesture, and the turn cue comes from the network, not a click: so the
// first click or key press anywhere (`unlockAudioOnGesture`) creates and resumes the context, and every
// later sound can play. Vibration is the phone's cue, where the browser allows it.
export type Sound = 'select' | 'play' | 'pass' | 'clear' | 'eight' | 'turn' | 'roundEnd' | 'win'

type Note = [freq: number, start: number, length: number, type?: OscillatorType, gain?: number]

const SOUNDS: Record<Sound, Note[]> = {
  select: [[880, 0, 0.05, 'triangle', 0.08]],
  play: [
    [330, 0, 0.08, 'triangle', 0.18],
    [495, 0.04, 0.1, 'triangle', 0.12]
  ],
  pass: [[220, 0, 0.12, 'sine', 0.1]],
  clear: [
    [523, 0, 0.1, 'triangle', 0.15],
    [659, 0.08, 0.1, 'triangle', 0.15],
    [784, 0.16, 0.16, 'triangle', 0.15]
  ],
  eight: [
    [392, 0, 0.08, 'square', 0.08],
    [784, 0.07, 0.08, 'square', 0.08],
    [1046, 0.14, 0.2, 'triangle', 0.14]
  ],
  turn: [
    [660, 0, 0.07, 'sine', 0.12],
    [990, 0.08, 0.1, 'sine', 0.1]
  ],
  roundEnd: [
    [392, 0, 0.15, 'triangle', 0.15],
    [330, 0.15, 0.15, 'triangle', 0.15],
    [262, 0.3, 0.3, 'triangle', 0.15]
  ],
  win: [
    [523, 0, 0.12, 'triangle', 0.15],
    [659, 0.12, 0.12, 'triangle', 0.15],
    [784, 0.24, 0.12, 'triangle', 0.15],
    [1046, 0.36, 0.4, 'triangle', 0.15]
  ]
}

let context: AudioContext | null = null

/** The one AudioContext, created (and resumed) on demand; null where WebAudio is missing. */
function audio(): AudioContext | null {
  const Ctor = globalThis.AudioContext
  if (!Ctor) return null
  context ??= new Ctor()
  if (context.state === 'suspended') void context.resume().catch(() => undefined)
  return context
}

/** Unlocks sound at the first user gesture, so a turn cue that arrives later can be heard. */
export function unlockAudioOnGesture(target: EventTarget = globalThis): void {
  const events = ['pointerdown', 'keydown', 'touchend']
  const unlock = () => {
    try {
      if (audio()?.state !== 'running') return
    } catch {
      return
    }
    for (const e of events) target.removeEventListener(e, unlock, true)
  }
  for (const e of events) target.addEventListener(e, unlock, true)
}

/** A short vibration pattern (ms) where the device and browser allow it; silently nothing elsewhere. */
export function vibrate(pattern: number[]): void {
  try {
    globalThis.navigator?.vibrate?.(pattern)
  } catch {
    // Not allowed (no user activation yet, or an iframe): the sound and the title still tell.
  }
}

export function playSound(sound: Sound): void {
  try {
    const ctx = audio()
    if (!ctx) return
    const t0 = ctx.currentTime + 0.01
    for (const [freq, start, length, type = 'sine', gain = 0.1] of SOUNDS[sound]) {
      const osc = ctx.createOscillator()
      const amp = ctx.createGain()
      osc.type = type
      osc.frequency.value = freq
      amp.gain.setValueAtTime(0, t0 + start)
      amp.gain.linearRampToValueAtTime(gain, t0 + start + 0.01)
      amp.gain.exponentialRampToValueAtTime(0.0001, t0 + start + length)
      osc.connect(amp).connect(ctx.destination)
      osc.start(t0 + start)
      osc.stop(t0 + start + length + 0.02)
    }
  } catch {
    // Sound is a nicety: never let it break the table.
  }
}

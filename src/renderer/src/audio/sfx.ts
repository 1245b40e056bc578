// Small sound effects synthesised with WebAudio: no audio files, nothing to download. Browsers start an
// AudioContext only after a user gesture, and the turn cue comes from the network, not a click: so the
// first click or key press anywhere (`unlockAudioOnGesture`) creates and resumes the context, and every
// later sound can play. Vibration is the phone's cue, where the browser allows it.
export type Sound = 'select' | 'play' | 'pass' | 'clear' | 'eight' | 'turn' | 'roundEnd' | 'win'

/** One tone: its pitch (Hz), when it starts and how long it lasts (s), its waveform and loudness. */
type Note = [freq: number, start: number, length: number, type: OscillatorType, gain: number]

/** Notes of one waveform and loudness, each [pitch, start, length]. */
function tune(type: OscillatorType, gain: number, ...notes: [number, number, number][]): Note[] {
  return notes.map(([freq, start, length]) => [freq, start, length, type, gain])
}

const SOUNDS: Record<Sound, Note[]> = {
  select: tune('triangle', 0.08, [880, 0, 0.05]),
  play: [...tune('triangle', 0.18, [330, 0, 0.08]), ...tune('triangle', 0.12, [495, 0.04, 0.1])],
  pass: tune('sine', 0.1, [220, 0, 0.12]),
  clear: tune('triangle', 0.15, [523, 0, 0.1], [659, 0.08, 0.1], [784, 0.16, 0.16]),
  eight: [
    ...tune('square', 0.08, [392, 0, 0.08], [784, 0.07, 0.08]),
    ...tune('triangle', 0.14, [1046, 0.14, 0.2])
  ],
  turn: [...tune('sine', 0.12, [660, 0, 0.07]), ...tune('sine', 0.1, [990, 0.08, 0.1])],
  roundEnd: tune('triangle', 0.15, [392, 0, 0.15], [330, 0.15, 0.15], [262, 0.3, 0.3]),
  win: tune('triangle', 0.15, [523, 0, 0.12], [659, 0.12, 0.12], [784, 0.24, 0.12], [1046, 0.36, 0.4])
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

/** Has the person touched, clicked or typed in this page yet? Browsers refuse (and Chromium logs an
 *  error for) a vibration before that, e.g. a turn cue that arrives on a page opened from a link. */
function userHasActivated(nav: Navigator): boolean {
  // Engines without the User Activation API (older ones) just try; the catch below keeps them quiet.
  return nav.userActivation?.hasBeenActive ?? true
}

/** A short vibration pattern (ms) where the device and browser allow it; silently nothing elsewhere. */
export function vibrate(pattern: number[], nav: Navigator | undefined = globalThis.navigator): void {
  try {
    if (nav === undefined || !userHasActivated(nav)) return
    nav.vibrate?.(pattern)
  } catch {
    // Not allowed (no user activation yet, or an iframe): the sound and the title still tell.
  }
}

export function playSound(sound: Sound): void {
  try {
    const ctx = audio()
    if (!ctx) return
    const t0 = ctx.currentTime + 0.01
    for (const [freq, start, length, type, gain] of SOUNDS[sound]) {
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

// The countdown to the next stage (issue 52): the frame says how many milliseconds were left when it was
// sent, and the screen counts down from the moment it arrived (the host's clock and this one need not
// agree). Shown as mm:ss; said aloud only when the whole minutes change, not every second.

/** Whole seconds left at `now` (rounded up: 0.2 s left still shows 00:01), never below 0. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000))
}

/** 125 → "02:05"; an hour or more keeps counting minutes ("75:00"). Western digits in every language. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
}

/** What a screen reader hears: whole minutes left, less than one, or none; it changes at each mm:00. */
export type CountdownSpoken = { kind: 'minutes'; minutes: number } | { kind: 'underMinute' } | { kind: 'now' }

export function spokenCountdown(seconds: number): CountdownSpoken {
  if (seconds <= 0) return { kind: 'now' }
  if (seconds < 60) return { kind: 'underMinute' }
  return { kind: 'minutes', minutes: Math.floor(seconds / 60) }
}

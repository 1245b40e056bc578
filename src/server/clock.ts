// Time as a parameter: the table asks this for "now" and for timers, so tests can drive it by hand.

export type TimerHandle = { readonly id: number }

export interface Clock {
  /** Epoch milliseconds. */
  now(): number
  setTimer(ms: number, run: () => void): TimerHandle
  clearTimer(handle: TimerHandle): void
}

/** The real clock. Timers are unref'd so a pending grace or turn timer never keeps a process alive. */
export function systemClock(): Clock {
  const live = new Map<number, NodeJS.Timeout>()
  let nextId = 1
  return {
    now: () => Date.now(),
    setTimer(ms, run) {
      const id = nextId++
      const timeout = setTimeout(() => {
        live.delete(id)
        run()
      }, ms)
      timeout.unref()
      live.set(id, timeout)
      return { id }
    },
    clearTimer(handle) {
      const timeout = live.get(handle.id)
      if (timeout === undefined) return
      clearTimeout(timeout)
      live.delete(handle.id)
    }
  }
}

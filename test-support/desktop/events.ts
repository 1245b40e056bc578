// The small event plumbing the Chromium shell needs to play Electron's part: listeners by name, and
// Electron's preventable event object.
import type { NavigationEvent, PreventableEvent } from '../../src/main/electron-facade'

type Listener = (...args: never[]) => unknown

export class Emitter {
  private readonly listeners = new Map<string, Listener[]>()

  on(event: string, listener: Listener): void {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener])
  }

  once(event: string, listener: Listener): void {
    const wrapped = (...args: never[]): unknown => {
      this.off(event, wrapped)
      return listener(...args)
    }
    this.on(event, wrapped)
  }

  off(event: string, listener: Listener): void {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((l) => l !== listener)
    )
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? [])
      (listener as (...a: unknown[]) => unknown)(...args)
  }
}

export interface Preventable extends PreventableEvent {
  readonly defaultPrevented: boolean
}

export function preventable(): Preventable & NavigationEvent {
  return preventableNavigation('')
}

export function preventableNavigation(url: string): Preventable & NavigationEvent {
  let prevented = false
  return {
    url,
    get defaultPrevented() {
      return prevented
    },
    preventDefault() {
      prevented = true
    }
  }
}

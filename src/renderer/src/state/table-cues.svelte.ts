// What a new state tells the player besides the picture: a sentence for screen readers, a sound, the
// turn cue, and a cleared trick celebrated and held on screen for a moment (state/motion.ts holdMs).
import type { LoggedTrick } from '../../../engine'
import type { EngineEvent } from '../../../engine/types'
import type { Sound } from '../audio/sfx'
import { describeEvent } from '../lib/describe'
import { currentHoldMs } from './motion'
import { justCleared } from '../lib/trick-view'
import { t } from '../i18n'
import { prefs } from './prefs.svelte'
import { Timers } from './timers'

/** A cleared trick to celebrate on screen (keyed by version so the same banner is not shown twice). */
export interface Feedback {
  key: number
  seat: number
  reason: 'eight' | 'set' | 'run' | 'pass'
}

/** The table after a new state, as the cues need it. */
export interface NewState {
  version: number
  events: readonly EngineEvent[]
  names: readonly string[]
  tricks: readonly LoggedTrick[]
  /** It just became the player's turn. */
  turnCame: boolean
}

/** The sound of the last thing that happened. */
export function soundOf(event: EngineEvent): Sound {
  switch (event.type) {
    case 'matchEnded':
      return 'win'
    case 'roundEnded':
      return 'roundEnd'
    case 'trickCleared':
      return event.reason === 'eight' ? 'eight' : 'clear'
    case 'passed':
      return 'pass'
    default:
      return 'play'
  }
}

export class TableCues {
  /** The latest sentence for the aria-live region. */
  announcement = $state('')
  feedback = $state.raw<Feedback | null>(null)
  /** The trick that just cleared, kept on screen for a moment. */
  held = $state.raw<LoggedTrick | null>(null)

  #timers = new Timers()

  follow(state: NewState): void {
    const { events } = state
    if (events.length > 0) {
      this.announcement = events.map((e) => describeEvent(state.names, e)).join('. ')
      for (const e of events) if (e.type === 'trickCleared') this.#celebrate({ key: state.version, seat: e.seat, reason: e.reason }, state.tricks)
      prefs.play(soundOf(events[events.length - 1]!))
    }
    if (state.turnCame) {
      prefs.turnCue()
      // Screen readers hear what happened, then that it is the player's turn.
      const turn = t('table.yourTurn')
      this.announcement = events.length === 0 ? turn : `${this.announcement}. ${turn}`
    }
  }

  stop(): void {
    this.#timers.clear()
  }

  #celebrate(shown: Feedback, tricks: readonly LoggedTrick[]): void {
    const held = justCleared(tricks)
    this.feedback = shown
    this.held = held
    this.#timers.later('feedback', currentHoldMs(), () => {
      if (this.feedback === shown) this.feedback = null
      if (this.held === held) this.held = null
    })
  }
}

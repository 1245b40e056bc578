// The tutorial as a pure state machine over the engine: start the scripted deal, take the player's
// move when it is the one the lesson asks for, then — as a separate beat, so the screen can show the
// player's play land first — the bot's scripted reply.
import { apply, roundFromHands } from '../../../engine'
import type { EngineEvent, MatchState, Move } from '../../../engine'
import { answers, BOT, HANDS, STEPS, YOU } from './script'
import type { Step } from './script'

export interface Lesson {
  match: MatchState
  /** Index into STEPS. */
  step: number
  /** What the player's last move and the bot's reply did (for the text: who cleared the trick and why). */
  events: EngineEvent[]
  /** The bot's reply still to come (botMove plays it); null when the bot has nothing to do. */
  pending: Move | null
}

export function startTutorial(): Lesson {
  const created = roundFromHands(2, HANDS, YOU, { target: 20 })
  if (!created.ok) throw new Error(created.error.message)
  return { match: created.value, step: 0, events: [], pending: null }
}

export function currentStep(lesson: Lesson): Step {
  return STEPS[lesson.step] ?? STEPS[STEPS.length - 1]!
}

/**
 * The player's move: refused (null) while the bot's reply is pending or unless it is the one this lesson
 * asks for. With a reply to come the lesson stays until botMove; without one, the next lesson starts.
 */
export function playerMove(lesson: Lesson, move: Move): Lesson | null {
  const step = currentStep(lesson)
  if (lesson.pending !== null || step.ask === null || !answers(step.ask, move)) return null
  const mine = apply(lesson.match, YOU, move)
  if (!mine.ok) return null
  const events = [...mine.value.events]
  if (step.reply === null) return { match: mine.value.state, step: lesson.step + 1, events, pending: null }
  return { match: mine.value.state, step: lesson.step, events, pending: step.reply }
}

/** The bot's scripted reply to the player's move, then the next lesson. */
export function botMove(lesson: Lesson): Lesson {
  if (lesson.pending === null) return lesson
  const reply = apply(lesson.match, BOT, lesson.pending)
  if (!reply.ok) throw new Error(`tutorial script: ${reply.error.message}`)
  return {
    match: reply.value.state,
    step: lesson.step + 1,
    events: [...lesson.events, ...reply.value.events],
    pending: null
  }
}

/** The kind of play the player made in the last lesson (lead, overwrite or add), if they played. */
export function yourLastPlay(lesson: Lesson): Move['kind'] | null {
  const played = lesson.events.find((e) => e.type === 'played' && e.seat === YOU)
  return played?.type === 'played' ? played.move.kind : null
}

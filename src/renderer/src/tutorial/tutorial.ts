// The tutorial as a pure state machine over the engine: start the scripted deal, take the player's
// move when it is the one the lesson asks for, then play the bot's scripted reply.
import { apply, roundFromHands } from '../../../engine'
import type { EngineEvent, MatchState, Move } from '../../../engine'
import { answers, BOT, HANDS, STEPS, YOU } from './script'
import type { Step } from './script'

export interface Lesson {
  match: MatchState
  /** Index into STEPS. */
  step: number
  /** What the last move and reply did (for the text: who cleared the trick and why). */
  events: EngineEvent[]
}

export function startTutorial(): Lesson {
  const created = roundFromHands(2, HANDS, YOU, { target: 20 })
  if (!created.ok) throw new Error(created.error.message)
  return { match: created.value, step: 0, events: [] }
}

export function currentStep(lesson: Lesson): Step {
  return STEPS[lesson.step] ?? STEPS[STEPS.length - 1]!
}

/** The player's move: refused (null) unless it is the one this lesson asks for; else the next lesson. */
export function playerMove(lesson: Lesson, move: Move): Lesson | null {
  const step = currentStep(lesson)
  if (step.ask === null || !answers(step.ask, move)) return null
  const mine = apply(lesson.match, YOU, move)
  if (!mine.ok) return null
  let match = mine.value.state
  const events = [...mine.value.events]
  if (step.reply !== null) {
    const reply = apply(match, BOT, step.reply)
    if (!reply.ok) throw new Error(`tutorial script: ${reply.error.message}`)
    match = reply.value.state
    events.push(...reply.value.events)
  }
  return { match, step: lesson.step + 1, events }
}

import { describe, expect, it } from 'vitest'
import { legalMoves } from '../../../engine'
import type { Move } from '../../../engine'
import { EMPTY_SELECTION, selectionFromRanks, selectionMoves } from '../lib/selection'
import { YOU, answers } from './script'
import type { Step } from './script'
import { currentStep, playerMove, startTutorial } from './tutorial'

/** The move a player makes for each lesson (what the e2e test clicks). */
function answerFor(ask: NonNullable<Step['ask']>): Move {
  if (ask.kind === 'pass') return { kind: 'pass' }
  return { kind: ask.as ?? 'lead', cards: ask.cards } as Move
}

describe('the tutorial deal', () => {
  it('plays through on the real engine: lead, overwrite, add, pass, the Rule of 8s, trick ends', () => {
    let lesson = startTutorial()
    const cleared: string[] = []
    const kinds: string[] = []
    while (currentStep(lesson).ask !== null) {
      const ask = currentStep(lesson).ask!
      expect(lesson.match.turn).toBe(YOU)
      // The player picks the asked cards; the buttons offer what the table would (the engine's legal
      // moves read through selectionMoves), and the asked play is among them.
      const picked = ask.kind === 'pass' ? EMPTY_SELECTION : selectionFromRanks(ask.cards)
      const offered = selectionMoves(legalMoves(lesson.match), picked)
      const buttons: Move[] = offered.canPass ? [...offered.plays, { kind: 'pass' }] : offered.plays
      const wanted = buttons.find((m) => answers(ask, m))
      expect(wanted, JSON.stringify(ask)).toBeDefined()
      const next = playerMove(lesson, wanted!)
      expect(next).not.toBeNull()
      lesson = next!
      for (const e of lesson.events) {
        if (e.type === 'trickCleared') cleared.push(e.reason)
        if (e.type === 'played') kinds.push(e.move.kind)
      }
    }
    expect(currentStep(lesson).id).toBe('done')
    expect(cleared).toEqual(['pass', 'eight', 'pass'])
    expect(new Set(kinds)).toEqual(new Set(['lead', 'overwrite', 'add']))
    expect(lesson.match.phase).toBe('playing')
    expect(lesson.match.turn).toBe(YOU)
  })

  it('refuses any move but the one the lesson asks for, and changes nothing', () => {
    const lesson = startTutorial()
    expect(playerMove(lesson, { kind: 'lead', cards: [15] })).toBeNull()
    expect(playerMove(lesson, { kind: 'lead', cards: [4, 4] })).toBeNull()
    expect(lesson.step).toBe(0)
    expect(answerFor(currentStep(lesson).ask!)).toEqual({ kind: 'lead', cards: [4] })
  })
})

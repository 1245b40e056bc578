import { beforeAll, describe, expect, it } from 'vitest'
import { legalMoves } from '../../../engine'
import type { Meld, Move } from '../../../engine'
import { locale, t } from '../i18n'
import { EMPTY_SELECTION, selectionFromRanks, selectionMoves } from '../lib/selection'
import { BOT, STEPS, YOU, answers } from './script'
import type { Step } from './script'
import { botMove, currentStep, playerMove, startTutorial, type Lesson } from './tutorial'
import { lessonText } from './lesson-text'
import { replyDelayMs } from './pacing'

beforeAll(() => locale.ready())

/** The buttons the lesson offers for its asked cards (the engine's legal moves read as at the table). */
function buttonsFor(lesson: Lesson, ask: NonNullable<Step['ask']>): Move[] {
  const picked = ask.kind === 'pass' ? EMPTY_SELECTION : selectionFromRanks(ask.cards)
  const offered = selectionMoves(legalMoves(lesson.match), picked)
  return offered.canPass ? [...offered.plays, { kind: 'pass' }] : offered.plays
}

function sameMove(a: Move, b: Move): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/** A lesson as it was before each of the player's moves, with the move the player made. */
interface Played {
  before: Lesson
  move: Move
}

/** Walks the tutorial to its end: `pick` chooses among the offered buttons that answer each lesson. */
function walk(pick: (answering: Move[]) => Move): { end: Lesson; played: Played[] } {
  let lesson = startTutorial()
  const played: Played[] = []
  while (currentStep(lesson).ask !== null) {
    const ask = currentStep(lesson).ask!
    // Each position is a real one: the player is on turn and the asked move is legal for the engine.
    expect(lesson.match.turn).toBe(YOU)
    const answering = buttonsFor(lesson, ask).filter((m) => answers(ask, m))
    expect(answering.length, JSON.stringify(ask)).toBeGreaterThan(0)
    const move = pick(answering)
    expect(legalMoves(lesson.match).some((m) => sameMove(m, move))).toBe(true)
    played.push({ before: lesson, move })
    const next = playerMove(lesson, move)
    expect(next).not.toBeNull()
    lesson = next!
    // The bot's scripted reply is a legal move of the bot's (botMove would throw otherwise).
    if (lesson.pending !== null) {
      expect(lesson.match.turn).toBe(BOT)
      expect(legalMoves(lesson.match).some((m) => sameMove(m, lesson.pending!))).toBe(true)
      lesson = botMove(lesson)
    }
  }
  return { end: lesson, played }
}

function isHigherRun(a: Meld, b: Meld): boolean {
  return a.type === 'run' && b.type === 'run' && Math.min(...a.cards) > Math.min(...b.cards)
}

describe('the tutorial deal', () => {
  it('plays through on the real engine: every lesson is legal and the asked move is one the engine accepts', () => {
    const { end, played } = walk((answering) => answering[0]!)
    expect(currentStep(end).id).toBe('done')
    expect(played.map((p) => currentStep(p.before).id)).toEqual(STEPS.filter((s) => s.ask !== null).map((s) => s.id))
    // Issue 51: the player's last card ends the round (R7): the walk ends at the round's score.
    expect(end.match.phase).toBe('roundOver')
    expect(end.match.results[0]?.wentOut).toBe(YOU)
  })

  it('plays a set, then ends the round with the last card and scores the bot’s cards as RULES.md D1 says', () => {
    const { end, played } = walk((answering) => answering[0]!)
    const set = played.find((p) => currentStep(p.before).id === 'set')!
    const meld = botMove(playerMove(set.before, set.move)!).events.find((e) => e.type === 'played' && e.seat === YOU)
    expect(meld?.type === 'played' && meld.meld.type).toBe('set')
    const last = played.find((p) => currentStep(p.before).id === 'lastCard')!
    expect(last.before.match.hands[YOU]!.reduce((n, c) => n + c, 0)).toBe(1)
    const result = end.match.results[0]!
    // D1: 1–5 cost 1, 7 and 9 cost 2, 11–15 cost 3, an 8 costs 5; the one who went out pays nothing.
    const d1 = (rank: number) => (rank <= 5 ? 1 : rank === 8 ? 5 : rank <= 9 ? 2 : 3)
    expect(result.hands[BOT]!.length).toBeGreaterThan(0)
    expect(result.penalties[BOT]).toBe(result.hands[BOT]!.reduce((n, r) => n + d1(r), 0))
    expect(result.penalties[YOU]).toBe(0)
    expect(end.match.totals).toEqual(result.penalties)
  })

  it('shows every way a trick ends that a two-player deal can: everyone passed and the Rule of 8s', () => {
    const reasons: string[] = []
    let lesson = startTutorial()
    while (currentStep(lesson).ask !== null) {
      const ask = currentStep(lesson).ask!
      lesson = playerMove(lesson, buttonsFor(lesson, ask).find((m) => answers(ask, m))!)!
      lesson = botMove(lesson)
      for (const e of lesson.events) if (e.type === 'trickCleared') reasons.push(e.reason)
    }
    expect(new Set(reasons)).toEqual(new Set(['pass', 'eight']))
  })

  it('the pass lesson leaves nothing but a pass, as its text says', () => {
    const { played } = walk((answering) => answering[0]!)
    const pass = played.find((p) => currentStep(p.before).id === 'pass')!
    expect(legalMoves(pass.before.match)).toEqual([{ kind: 'pass' }])
  })

  it('the lower-run lesson is an overwrite of a higher run by a lower one', () => {
    const { played } = walk((answering) => answering[0]!)
    const lower = played.find((p) => currentStep(p.before).id === 'lowerRun')!
    const central = lower.before.match.meld!
    expect(lower.move.kind).toBe('overwrite')
    const mine: Meld = { type: 'run', cards: lower.move.kind === 'pass' ? [] : lower.move.cards }
    expect(isHigherRun(central, mine)).toBe(true)
    // ...and the bot's reply before it showed the same rule: it overwrote the player's higher run.
    const lead = played.find((p) => currentStep(p.before).id === 'runLead')!
    const after = botMove(playerMove(lead.before, lead.move)!)
    const bots = after.events.find((e) => e.type === 'played' && e.seat === BOT)
    expect(bots?.type === 'played' && bots.move.kind).toBe('overwrite')
    const led: Meld = { type: 'run', cards: lead.move.kind === 'pass' ? [] : lead.move.cards }
    expect(bots?.type === 'played' && isHigherRun(led, bots.meld)).toBe(true)
  })

  it('the choice lesson offers both overwrite and add, and either choice plays on to the end', () => {
    for (const kind of ['overwrite', 'add'] as const) {
      const { end, played } = walk((answering) => {
        const kinds = new Set(answering.map((m) => m.kind))
        if (!kinds.has('overwrite') || !kinds.has('add')) return answering[0]!
        return answering.find((m) => m.kind === kind)!
      })
      const choice = played.find((p) => currentStep(p.before).id === 'choice')!
      const ask = currentStep(choice.before).ask!
      expect(selectionMoves(legalMoves(choice.before.match), selectionFromRanks(ask.kind === 'play' ? ask.cards : [])).choice).toBe(true)
      expect(choice.move.kind).toBe(kind)
      expect(currentStep(end).id).toBe('done')
      // The next lesson's words say what the chosen move did.
      const chosen = botMove(playerMove(choice.before, choice.move)!)
      expect(lessonText(chosen)).toContain(t(kind === 'add' ? 'lessons.choseAdd' : 'lessons.choseOverwrite'))
    }
  })

  it('keeps the bot for a separate beat: the player sees their own play before the reply', () => {
    const lesson = startTutorial()
    const mine = playerMove(lesson, { kind: 'lead', cards: [4] })!
    expect(mine.step).toBe(0)
    expect(mine.pending).not.toBeNull()
    expect(mine.match.meld?.cards).toEqual([4])
    expect(mine.match.lastPlayer).toBe(YOU)
    // Nothing more is taken from the player until the bot has answered.
    expect(playerMove(mine, { kind: 'add', cards: [4] })).toBeNull()
    const replied = botMove(mine)
    expect(replied.step).toBe(1)
    expect(replied.pending).toBeNull()
    expect(replied.match.lastPlayer).toBe(BOT)
  })

  it('refuses any move but the one the lesson asks for, and changes nothing', () => {
    const lesson = startTutorial()
    expect(playerMove(lesson, { kind: 'lead', cards: [15] })).toBeNull()
    expect(playerMove(lesson, { kind: 'lead', cards: [4, 4] })).toBeNull()
    expect(lesson.step).toBe(0)
    expect(lesson.match.meld).toBeNull()
  })
})

describe('the bot pause', () => {
  it('is never instant, follows the animation speed, and holds a cleared trick as long as the table', () => {
    for (const reduced of [false, true]) {
      for (const speed of ['off', 'fast', 'normal', 'slow'] as const) {
        expect(replyDelayMs(speed, reduced, false)).toBeGreaterThan(0)
        expect(replyDelayMs(speed, reduced, true)).toBeGreaterThanOrEqual(1000)
      }
      expect(replyDelayMs('slow', reduced, false)).toBeGreaterThan(replyDelayMs('fast', reduced, false))
    }
    expect(replyDelayMs('normal', true, false)).toBeLessThan(replyDelayMs('normal', false, false))
  })
})

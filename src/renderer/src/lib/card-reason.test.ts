// A dimmed card's reason in words (issue 51): the engine's refusal, with the central meld named and the
// bigger-overwrites variant said when the table plays it. (engine/card-refusal.test.ts has every reason.)
import { describe, expect, it } from 'vitest'
import { DEFAULT_OPTIONS } from '../../../engine'
import { makeView } from '../../../../test-support/renderer/fixtures'
import { en } from '../i18n/en'
import { cardReasonText } from './card-reason'
import { meldLabel } from './cards'
import { meldTypeName } from './words'

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => params[key] ?? '')

describe("a dimmed card's reason", () => {
  const onThirteen = { type: 'single', cards: [13] } as const

  it('names the central meld the card cannot beat or extend, and nothing for a card that plays', () => {
    const view = makeView({ hand: [1, 4, 14], meld: onThirteen })
    expect(cardReasonText(view, 1, [])).toBe(fill(en.cardReason.tooWeak, { meld: meldLabel(onThirteen) }))
    expect(cardReasonText(view, 14, [])).toBeNull()
  })

  it('says a bigger meld would do when the table plays bigger overwrites', () => {
    const options = { ...DEFAULT_OPTIONS, points: makeView().options.points, overwrite: 'bigger' as const }
    const view = makeView({ hand: [1, 4, 14], meld: onThirteen, options })
    expect(cardReasonText(view, 1, [])).toBe(fill(en.cardReason.tooWeakOrBigger, { meld: meldLabel(onThirteen) }))
  })

  it('names the type an overwrite needs when the hand makes none of its size with the card', () => {
    const pair = { type: 'set', cards: [5, 5] } as const
    const view = makeView({ hand: [1, 12, 14], meld: pair })
    expect(cardReasonText(view, 12, [])).toBe(
      fill(en.cardReason.noMatchingMeld, { meld: meldLabel(pair), type: meldTypeName('set') })
    )
  })

  it('says so when the card does not go with the picked cards', () => {
    const view = makeView({ hand: [1, 2, 3, 5, 5, 8, 14], meld: null })
    expect(cardReasonText(view, 14, [5])).toBe(en.cardReason.notWithSelection)
  })
})

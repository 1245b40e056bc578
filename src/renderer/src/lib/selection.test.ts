import { describe, expect, it } from 'vitest'
import { RANKS, OVERWRITE_RULES, checkMove, classifyMeld, countsFromRanks, isRank } from '../../../engine'
import type { Meld, OverwriteRule, Rank } from '../../../engine/types'
import { makeView } from '../../../../test-support/renderer/fixtures'
import {
  EMPTY_SELECTION,
  isSelected,
  reconcileSelection,
  selectedRanks,
  selectionFromRanks,
  selectionOptions,
  selectionSize,
  toggleCard
} from './selection'
import { addToMeldView } from './moves'

const pick = (...ranks: Rank[]) => selectionFromRanks(ranks)
const single = (r: Rank): Meld => ({ type: 'single', cards: [r] })

describe('selecting cards', () => {
  it('toggles exactly the card that was clicked', () => {
    let s = toggleCard(EMPTY_SELECTION, 4, 2)
    expect(selectionSize(s)).toBe(1)
    expect(isSelected(s, 4, 2)).toBe(true)
    expect(isSelected(s, 4, 0)).toBe(false)
    s = toggleCard(s, 3, 0)
    expect(selectedRanks(s)).toEqual([3, 4])
    s = toggleCard(s, 4, 2)
    expect(selectedRanks(s)).toEqual([3])
  })

  it('keeps the selection across updates, clamped to what the hand still holds', () => {
    const s = pick(3, 4, 4, 12)
    expect(reconcileSelection(s, [3, 4, 4, 12, 13])).toBe(s)
    // one 4 and the 3 were played: the second copy of 4 no longer exists
    expect(selectedRanks(reconcileSelection(s, [4, 12]))).toEqual([4, 12])
    expect(selectionSize(reconcileSelection(s, null))).toBe(0)
  })
})

describe('selection → legal move options', () => {
  it('offers a lead for any meld when leading, and no pass', () => {
    const view = makeView({ hand: [2, 3, 4, 9, 9], meld: null })
    const o = selectionOptions(view, pick(2, 3, 4))
    expect(o.plays).toEqual([{ kind: 'lead', cards: [2, 3, 4] }])
    expect(o.canPass).toBe(false)
    expect(o.reason).toBeNull()
    expect(o.choice).toBe(false)
  })

  it('offers nothing but explains nothing when no card is selected', () => {
    const o = selectionOptions(makeView({ meld: single(3), lastPlayer: 1, playsInTrick: 1 }), EMPTY_SELECTION)
    expect(o.plays).toEqual([])
    expect(o.reason).toBeNull()
    expect(o.canPass).toBe(true)
  })

  it('makes overwrite-or-add explicit when the same cards fit both (a 5 on a single 4)', () => {
    const view = makeView({ hand: [5, 9, 12], meld: single(4), lastPlayer: 1, playsInTrick: 1 })
    const o = selectionOptions(view, pick(5))
    expect(o.choice).toBe(true)
    expect(o.plays.map((m) => m.kind).sort()).toEqual(['add', 'overwrite'])
    expect(o.canPass).toBe(true)
  })

  it('offers only an add when the cards extend but are not stronger', () => {
    const view = makeView({ hand: [3, 9], meld: single(4), lastPlayer: 1, playsInTrick: 1 })
    const o = selectionOptions(view, pick(3))
    expect(o.plays).toEqual([{ kind: 'add', cards: [3] }])
    expect(o.choice).toBe(false)
  })

  it('offers only an overwrite for a stronger set of the same size', () => {
    const view = makeView({ hand: [9, 9, 12], meld: { type: 'set', cards: [7, 7] }, lastPlayer: 1, playsInTrick: 1 })
    expect(selectionOptions(view, pick(9, 9)).plays).toEqual([{ kind: 'overwrite', cards: [9, 9] }])
  })

  it('offers nothing when it is not the seat’s turn, and says so', () => {
    const view = makeView({ hand: [5, 9], meld: single(4), turn: 2, lastPlayer: 1, playsInTrick: 1 })
    const o = selectionOptions(view, pick(5))
    expect(o.plays).toEqual([])
    expect(o.canPass).toBe(false)
    expect(o.reason?.code).toBe('notYourTurn')
  })
})

describe('illegal selections explain why', () => {
  const onMeld = (meld: Meld, hand: Rank[]) => makeView({ hand, meld, lastPlayer: 1, playsInTrick: 1 })

  it('not a meld', () => {
    expect(selectionOptions(makeView({ hand: [2, 4, 9] }), pick(2, 4)).reason?.code).toBe('notAMeld')
    // 5 → 7 is not consecutive (R4)
    expect(selectionOptions(makeView({ hand: [5, 7] }), pick(5, 7)).reason?.code).toBe('notAMeld')
  })

  it('too many cards', () => {
    expect(selectionOptions(makeView({ hand: [1, 2, 3, 4] }), pick(1, 2, 3, 4)).reason?.code).toBe('tooMany')
  })

  it('too weak', () => {
    const r = selectionOptions(onMeld(single(12), [3, 9]), pick(9)).reason
    expect(r?.code).toBe('tooWeak')
    expect(r?.meld).toEqual(single(12))
    // runs: the lower run is stronger, so a higher run is too weak
    expect(selectionOptions(onMeld({ type: 'run', cards: [2, 3] }, [12, 13]), pick(12, 13)).reason?.code).toBe(
      'tooWeak'
    )
  })

  it('must be the same size', () => {
    expect(selectionOptions(onMeld(single(4), [12, 12]), pick(12, 12)).reason?.code).toBe('mustMatchSize')
  })

  it('must be the same type', () => {
    const r = selectionOptions(onMeld({ type: 'set', cards: [3, 3] }, [12, 13]), pick(12, 13)).reason
    expect(r?.code).toBe('mustMatchType')
    expect(r?.type).toBe('set')
  })

  it('a long meld can only be extended', () => {
    const long: Meld = { type: 'run', cards: [1, 2, 3, 4] }
    expect(selectionOptions(onMeld(long, [12, 9]), pick(12)).reason?.code).toBe('tooLong')
  })

  it('cards that touch no end of the meld do not extend it', () => {
    const long: Meld = { type: 'set', cards: [3, 3, 3, 3] }
    // a set of 4 is already complete in a 4-copies deck, so nothing fits
    expect(selectionOptions(onMeld(long, [7]), pick(7)).reason?.code).toBe('tooLong')
  })

  it('the round is over', () => {
    expect(selectionOptions(makeView({ phase: 'roundOver', turn: null }), pick(1)).reason?.code).toBe('roundOver')
  })
})

describe('bigger overwrites (R2.variants) at the table', () => {
  const onMeld = (meld: Meld, hand: Rank[], overwrite: OverwriteRule) => {
    const view = makeView({ hand, meld, lastPlayer: 1, playsInTrick: 1 })
    return { ...view, options: { ...view.options, overwrite } }
  }

  it('offers add and overwrite for two cards that extend a single and outnumber it', () => {
    const bigger = selectionOptions(onMeld(single(4), [4, 4, 9], 'bigger'), pick(4, 4))
    expect(bigger.choice).toBe(true)
    expect(bigger.plays.map((m) => m.kind).sort()).toEqual(['add', 'overwrite'])
    expect(bigger.reason).toBeNull()
    // The same cards at a table without the variant: only the add.
    const plain = selectionOptions(onMeld(single(4), [4, 4, 9], 'same-size'), pick(4, 4))
    expect(plain.plays).toEqual([{ kind: 'add', cards: [4, 4] }])
    expect(plain.choice).toBe(false)
  })

  it('offers a bigger overwrite of another type, which the same-size rule refuses', () => {
    const run: Meld = { type: 'run', cards: [12, 13] }
    expect(selectionOptions(onMeld(run, [2, 2, 2], 'bigger'), pick(2, 2, 2)).plays).toEqual([
      { kind: 'overwrite', cards: [2, 2, 2] }
    ])
    expect(selectionOptions(onMeld(run, [2, 2, 2], 'same-size'), pick(2, 2, 2)).reason?.code).toBe('mustMatchSize')
  })

  it('labels the overwrite with the cards played and the add with the longer meld', () => {
    const [overwrite, add] = [
      { kind: 'overwrite', cards: [4, 4] },
      { kind: 'add', cards: [4, 4] }
    ] as const
    expect(addToMeldView(single(4), overwrite, 'bigger')).toEqual({ type: 'set', cards: [4, 4] })
    expect(addToMeldView(single(4), add, 'bigger')).toEqual({ type: 'set', cards: [4, 4, 4] })
    expect(addToMeldView(null, { kind: 'lead', cards: [3, 2] }, 'bigger')).toEqual({ type: 'run', cards: [2, 3] })
  })

  it('explains a refusal with the bigger play in mind, and without it where no bigger play exists', () => {
    const pair: Meld = { type: 'set', cards: [7, 7] }
    expect(selectionOptions(onMeld(pair, [3, 9], 'bigger'), pick(3)).reason?.code).toBe('mustMatchSizeOrBigger')
    expect(selectionOptions(onMeld(pair, [3, 3], 'bigger'), pick(3, 3)).reason?.code).toBe('tooWeakOrBigger')
    expect(selectionOptions(onMeld(pair, [2, 3], 'bigger'), pick(2, 3)).reason).toMatchObject({
      code: 'mustMatchTypeOrBigger',
      type: 'set'
    })
    // Three cards in the middle: a play has at most three, so only a same-size overwrite is left (R5).
    const triple: Meld = { type: 'set', cards: [7, 7, 7] }
    expect(selectionOptions(onMeld(triple, [3, 3], 'bigger'), pick(3, 3)).reason?.code).toBe('mustMatchSize')
    expect(selectionOptions(onMeld(triple, [3, 3, 3], 'bigger'), pick(3, 3, 3)).reason?.code).toBe('tooWeak')
  })

  /** Every meld of one to three cards (R4). */
  const melds: Rank[][] = (() => {
    const out: Rank[][] = []
    for (const r of RANKS) out.push([r], [r, r], [r, r, r])
    for (const r of RANKS) {
      for (const len of [2, 3]) {
        const run = Array.from({ length: len }, (_, i) => r + i)
        if (run.every(isRank) && classifyMeld(run as Rank[])?.type === 'run') out.push(run as Rank[])
      }
    }
    return out
  })()

  it('agrees with the engine on every central meld and selection, under both rules, and never contradicts the rule', () => {
    let refusedBigger = 0
    for (const overwrite of OVERWRITE_RULES) {
      for (const central of melds) {
        const meld = classifyMeld(central)!
        for (const selected of melds) {
          // Four copies of each rank with two to four players: skip what no deck holds.
          const used = countsFromRanks([...central, ...selected])
          if (used.some((n) => n > 4)) continue
          const options = selectionOptions(onMeld(meld, selected, overwrite), selectionFromRanks(selected))
          const engine = (['overwrite', 'add'] as const).filter(
            (kind) => checkMove(countsFromRanks(selected), meld, { kind, cards: selected }, overwrite).ok
          )
          expect(options.plays.map((m) => m.kind).sort()).toEqual([...engine].sort())
          expect(options.reason === null).toBe(engine.length > 0)
          const code = options.reason?.code
          if (code === undefined) continue
          const biggerExists = overwrite === 'bigger' && central.length < 3
          if (biggerExists) refusedBigger++
          // With bigger overwrites a same-size-only explanation would be wrong, and without them a mention
          // of more cards would be.
          const plainShape = ['tooWeak', 'mustMatchSize', 'mustMatchType'].includes(code)
          const orBigger = ['tooWeakOrBigger', 'mustMatchSizeOrBigger', 'mustMatchTypeOrBigger'].includes(code)
          expect({ central, selected, overwrite, code, plainShape: plainShape && biggerExists }).toMatchObject({
            plainShape: false
          })
          expect({ central, selected, overwrite, code, orBigger: orBigger && !biggerExists }).toMatchObject({
            orBigger: false
          })
          if (orBigger) {
            // "or more cards": a meld with more cards than the central one really does overwrite it.
            const more: Rank[] = central.length === 1 ? [15, 15] : [15, 15, 15]
            if (!central.includes(15)) {
              expect(checkMove(countsFromRanks(more), meld, { kind: 'overwrite', cards: more }, overwrite).ok).toBe(true)
            }
          }
        }
      }
    }
    expect(refusedBigger).toBeGreaterThan(0)
  })
})

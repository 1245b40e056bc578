import { describe, expect, it } from 'vitest'
import { MAX_SEATS, MIN_SEATS, optionsForTable, deal, randomnessFrom } from '../../../engine'
import type { TwoPlayerGame } from '../../../engine'
import { DEFAULT_GAME_OPTIONS, applicableForAny, applicableOptions, gameOptionsFrom, optionTags } from './table-options'
import type { GameOptions } from './table-options'

const COUNTS = Array.from({ length: MAX_SEATS - MIN_SEATS + 1 }, (_, i) => i + MIN_SEATS)
const game = (o: Partial<GameOptions>): GameOptions => ({ ...DEFAULT_GAME_OPTIONS, ...o })

/** What a deal really gives each player under these options (the engine's deal, not the module's rule). */
function dealtShape(players: number, o: GameOptions) {
  const options = optionsForTable(players, o)
  if (!options.ok) throw new Error(options.error.message)
  const d = deal(players, options.value, randomnessFrom(1))
  return { hands: d.hands.map((h) => h.reduce((a, b) => a + b, 0)), reserve: d.reserve.length }
}

describe('applicableOptions: each field shows only for the player counts its option applies to (R2.two, R2.variants)', () => {
  it('two players: the two-player game and bigger overwrites; the target only when playing to it', () => {
    expect(applicableOptions(2, 'two-hands')).toEqual({
      twoPlayerGame: true,
      threePlayerHand: false,
      overwrite: true,
      target: false
    })
    expect(applicableOptions(2, 'to-target')).toEqual({
      twoPlayerGame: true,
      threePlayerHand: false,
      overwrite: true,
      target: true
    })
  })

  it('three players: the 16-card deal, bigger overwrites and the target', () => {
    for (const g of ['two-hands', 'to-target'] as const) {
      expect(applicableOptions(3, g)).toEqual({
        twoPlayerGame: false,
        threePlayerHand: true,
        overwrite: true,
        target: true
      })
    }
  })

  it('four to six players: bigger overwrites and the target only', () => {
    for (const n of [4, 5, 6]) {
      expect(applicableOptions(n, 'two-hands')).toEqual({
        twoPlayerGame: false,
        threePlayerHand: false,
        overwrite: true,
        target: true
      })
    }
  })

  it('an option said not to apply changes nothing in what the engine deals', () => {
    for (const n of COUNTS) {
      const on = applicableOptions(n, DEFAULT_GAME_OPTIONS.twoPlayerGame)
      const base = dealtShape(n, DEFAULT_GAME_OPTIONS)
      const twoPlayer = dealtShape(n, game({ twoPlayerGame: 'to-target' }))
      const sixteen = dealtShape(n, game({ threePlayerHand: 16 }))
      expect(twoPlayer.reserve !== base.reserve, `two-player game at ${n}`).toBe(on.twoPlayerGame)
      expect(sixteen.hands[0] !== base.hands[0], `16-card deal at ${n}`).toBe(on.threePlayerHand)
    }
  })

  it('the settings defaults show an option when any of their tables needs it', () => {
    // Host seats 4, solo with one bot: the two-player game matters for solo
    expect(applicableForAny([4, 2], 'two-hands')).toEqual({
      twoPlayerGame: true,
      threePlayerHand: false,
      overwrite: true,
      target: true
    })
    expect(applicableForAny([3, 4], 'two-hands')).toEqual({
      twoPlayerGame: false,
      threePlayerHand: true,
      overwrite: true,
      target: true
    })
    // both tables two-player, two hands: no target anywhere
    expect(applicableForAny([2, 2], 'two-hands').target).toBe(false)
    expect(applicableForAny([2, 2], 'to-target').target).toBe(true)
  })
})

describe('optionTags: what the lobby tells every player', () => {
  it('a two-player table always says which game it plays', () => {
    expect(optionTags(2, DEFAULT_GAME_OPTIONS)).toEqual([{ kind: 'two-hands' }])
    expect(optionTags(2, game({ twoPlayerGame: 'to-target' }))).toEqual([
      { kind: 'target', target: DEFAULT_GAME_OPTIONS.target }
    ])
    expect(optionTags(2, game({ twoPlayerGame: 'to-target', target: 10 }))).toEqual([
      { kind: 'target', target: 10 }
    ])
  })

  it('a two-hands table never mentions a target, which does not apply to it', () => {
    expect(optionTags(2, game({ target: 10 }))).toEqual([{ kind: 'two-hands' }])
  })

  it('bigger overwrites are named at any player count', () => {
    for (const n of COUNTS) {
      expect(optionTags(n, game({ overwrite: 'bigger' })).at(-1)).toEqual({ kind: 'bigger-overwrites' })
    }
    expect(optionTags(2, game({ overwrite: 'bigger' }))).toEqual([
      { kind: 'two-hands' },
      { kind: 'bigger-overwrites' }
    ])
  })

  it('the 16-card deal is named only at three players, with the hand size the engine deals', () => {
    expect(optionTags(3, game({ threePlayerHand: 16 }))).toEqual([
      { kind: 'hand-size', cards: dealtShape(3, game({ threePlayerHand: 16 })).hands[0] }
    ])
    for (const n of [2, 4, 5, 6]) {
      expect(optionTags(n, game({ threePlayerHand: 16 })).some((tag) => tag.kind === 'hand-size')).toBe(false)
    }
  })

  it('tables of three or more say nothing of a default game, and name a shorter or longer target', () => {
    for (const n of COUNTS.filter((c) => c > 2)) {
      expect(optionTags(n, DEFAULT_GAME_OPTIONS)).toEqual([])
      expect(optionTags(n, game({ target: 10 }))).toEqual([{ kind: 'target', target: 10 }])
      // the two-player game is not theirs: whichever is picked, nothing is said
      for (const g of ['two-hands', 'to-target'] satisfies TwoPlayerGame[]) {
        expect(optionTags(n, game({ twoPlayerGame: g }))).toEqual([])
      }
    }
  })

  it('everything at once, in a fixed order: the game, the target, the deal, the overwrites', () => {
    expect(
      optionTags(3, game({ target: 10, threePlayerHand: 16, overwrite: 'bigger' })).map((t) => t.kind)
    ).toEqual(['target', 'hand-size', 'bigger-overwrites'])
  })
})

describe('gameOptionsFrom: a form starts from the saved table defaults', () => {
  it('takes what was saved, the defaults for what was not, and nothing that is not a game option', () => {
    const saved = { target: 35, overwrite: 'bigger' as const, tableName: 'Friday', seats: 5 }
    expect(gameOptionsFrom(saved)).toEqual({ ...DEFAULT_GAME_OPTIONS, target: 35, overwrite: 'bigger' })
    expect(gameOptionsFrom()).toEqual(DEFAULT_GAME_OPTIONS)
  })

  it('gives a fresh object each time, so a form editing it never changes the defaults', () => {
    const form = gameOptionsFrom()
    form.target = 5
    expect(DEFAULT_GAME_OPTIONS.target).not.toBe(5)
  })
})

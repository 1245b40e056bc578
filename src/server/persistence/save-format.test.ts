import { describe, expect, it } from 'vitest'
import { DEFAULT_OPTIONS, apply, legalMoves, newMatch } from '../../engine'
import type { MatchState, TableOptions } from '../../engine'
import { SAVE_FORMAT, SAVE_KIND, fromSave, parseSave, toSave } from './save-format'
import type { TableSave } from './save-format'

/** The states of a two-player round through its first `moves` moves (the first is the deal). */
function roundStates(options: Partial<TableOptions> = {}, moves = 3): MatchState[] {
  const states = [(newMatch(2, { firstLeader: 0, ...options }, 11) as { ok: true; value: MatchState }).value]
  for (let i = 0; i < moves; i++) {
    const match = states.at(-1)!
    const r = apply(match, match.turn!, legalMoves(match)[0]!)
    if (r.ok) states.push(r.value.state)
  }
  return states
}

function saveWithMatch(options: Partial<TableOptions> = {}): TableSave {
  const match = roundStates(options).at(-1)!
  const seat = (name: string, token: string) => ({
    kind: 'human' as const,
    name,
    token,
    level: 'medium' as const,
    away: false,
    ready: false
  })
  return {
    kind: SAVE_KIND,
    format: SAVE_FORMAT,
    savedAt: 1,
    tableId: 'abcdefgh1234',
    name: 'Den',
    version: 7,
    phaseVersion: 0,
    hostKey: 'k'.repeat(22),
    pin: null,
    watchWithoutPin: null,
    turnSeconds: 0,
    options: { ...DEFAULT_OPTIONS, ...options },
    seats: [seat('Ann', 'a'.repeat(22)), seat('Bob', 'b'.repeat(22))],
    match,
    practice: false,
    undo: [],
    paused: null,
    timedOut: null,
    standIn: null,
    undone: null
  }
}

/**
 * The document an older app wrote: no stand-in marks or undos of the round (before format 8), no pause and no marks of the turn timer's moves (before format 7), no "Allow watching without the PIN" (before format 6), no undo history (before format 5), nothing of whether a move was taken
 * back (before format 4), and before the variants (formats 1 and 2) a two-player hand size option and no
 * kept hands either.
 */
function olderDocument(current: TableSave, format: 1 | 2 | 3 | 4 | 5 | 6 | 7): Record<string, unknown> {
  const { standIn: _standIn, undone: _undone, ...withPause } = current
  if (format === 7) return { ...withPause, format }
  const { paused: _paused, timedOut: _timedOut, ...withWatch } = withPause
  if (format === 6) return { ...withWatch, format }
  const { watchWithoutPin: _watch, ...withUndo } = withWatch
  if (format === 5) return { ...withUndo, format }
  const { undo: _undo, ...withPractice } = withUndo
  if (format === 4) return { ...withPractice, format }
  const { practice: _practice, ...save } = withPractice
  if (format === 3) return { ...save, format }
  const older = (o: TableOptions) => {
    const { twoPlayerGame: _game, threePlayerHand: _three, overwrite: _overwrite, ...rest } = o
    return { ...rest, twoPlayerHandSize: 12 }
  }
  if (save.match === null) return { ...save, format, options: older(save.options) }
  const { reserve: _reserve, retired: _retired, ...match } = save.match
  return {
    ...save,
    format,
    options: older(save.options),
    match: { ...match, format, options: older(match.options) }
  }
}

describe('parseSave', () => {
  it('reads back what the table writes', () => {
    const save = saveWithMatch()
    const parsed = parseSave(JSON.stringify(save))
    expect(parsed).toEqual({ ok: true, value: { save, upgraded: null } })
  })

  it('reads an older app\'s "expert" bot as a hard bot, the rest of the save as written (issue 53)', () => {
    const save = saveWithMatch()
    const bot = (level: string) => ({ ...save.seats[1]!, kind: 'bot', name: 'Bot 2', token: null, level })
    const older = { ...save, seats: [save.seats[0]!, bot('expert')] }
    expect(parseSave(JSON.stringify(older))).toEqual({
      ok: true,
      value: { save: { ...save, seats: [save.seats[0]!, bot('hard')] }, upgraded: null }
    })
    expect(parseSave(JSON.stringify({ ...save, seats: [save.seats[0]!, bot('master')] })).ok).toBe(false)
  })

  it('keeps whether a move was taken back in the match (a practice match stays practice)', () => {
    const save = { ...saveWithMatch(), practice: true }
    expect(parseSave(JSON.stringify(save))).toEqual({ ok: true, value: { save, upgraded: null } })
  })

  it('keeps the undo history: each point comes back as the state the round was in then', () => {
    const states = roundStates()
    const save = { ...saveWithMatch(), undo: ownMoves(states.at(-1)!, 0) }
    expect(save.undo.length).toBeGreaterThan(0)
    const parsed = parseSave(JSON.stringify(save))
    expect(parsed).toEqual({ ok: true, value: { save, upgraded: null } })
    if (!parsed.ok) return
    const table = fromSave(parsed.value.save)
    expect(table.undo).toEqual(save.undo.map(({ seat, moves }) => ({ seat, match: states[moves] })))
    expect(toSave(table, save.savedAt)).toEqual(save)
  })

  it('keeps the host\'s "Allow watching without the PIN" across a restart, and its absence', () => {
    for (const watchWithoutPin of [true, false, null]) {
      const save = { ...saveWithMatch(), pin: '4321', watchWithoutPin }
      const parsed = parseSave(JSON.stringify(save))
      expect(parsed).toEqual({ ok: true, value: { save, upgraded: null } })
      if (parsed.ok) expect(toSave(fromSave(parsed.value.save), save.savedAt)).toEqual(save)
    }
  })

  it("keeps the host's pause with the turn timer's time left, and the moves the turn timer made", () => {
    const match = saveWithMatch().match!
    const save = { ...saveWithMatch(), paused: { turnMsLeft: 12_345 }, timedOut: { round: match.round, moves: [0] } }
    const parsed = parseSave(JSON.stringify(save))
    expect(parsed).toEqual({ ok: true, value: { save, upgraded: null } })
    if (!parsed.ok) return
    const table = fromSave(parsed.value.save)
    expect(table.paused).toEqual({ turnMsLeft: 12_345 })
    expect(toSave(table, save.savedAt)).toEqual(save)
  })

  it('calls a pause outside a round, or a timed-out move beyond the log, damaged', () => {
    const lobby = { ...saveWithMatch(), match: null, paused: { turnMsLeft: null } }
    expect(parseSave(JSON.stringify(lobby))).toMatchObject({ ok: false, error: { code: 'corrupt' } })
    const save = saveWithMatch()
    const beyond = { ...save, timedOut: { round: save.match!.round, moves: [save.match!.log.length] } }
    expect(parseSave(JSON.stringify(beyond))).toMatchObject({ ok: false, error: { code: 'corrupt' } })
  })

  it("keeps the stand-ins' moves and the round's undos (issue 51), and calls undos of another round damaged", () => {
    const match = saveWithMatch().match!
    const taken = { seat: 0, move: match.log[0]!.move, by: 'timer' as const }
    const undone = { round: match.round, undos: [{ at: 0, moves: [taken] }] }
    const save = { ...saveWithMatch(), standIn: { round: match.round, moves: [1] }, undone }
    const parsed = parseSave(JSON.stringify(save))
    expect(parsed).toEqual({ ok: true, value: { save, upgraded: null } })
    if (parsed.ok) expect(toSave(fromSave(parsed.value.save), save.savedAt)).toEqual(save)
    const elsewhere = { ...save, undone: { ...undone, round: match.round + 1 } }
    expect(parseSave(JSON.stringify(elsewhere))).toMatchObject({ ok: false, error: { code: 'corrupt' } })
    const beyond = { ...save, standIn: { round: match.round, moves: [match.log.length] } }
    expect(parseSave(JSON.stringify(beyond))).toMatchObject({ ok: false, error: { code: 'corrupt' } })
  })

  it('continues a save from before the stand-in marks (format 7): nothing marked, no undos', () => {
    const save = saveWithMatch()
    const parsed = parseSave(JSON.stringify(olderDocument(save, 7)))
    expect(parsed).toEqual({
      ok: true,
      value: { save, upgraded: expect.stringMatching(/older version.*save format 7/) }
    })
  })

  it('continues a save from before the pause (format 6): not paused, no move marked', () => {
    const save = saveWithMatch()
    const parsed = parseSave(JSON.stringify(olderDocument(save, 6)))
    expect(parsed).toEqual({
      ok: true,
      value: { save, upgraded: expect.stringMatching(/older version.*save format 6/) }
    })
    if (parsed.ok) expect(fromSave(parsed.value.save).paused).toBeUndefined()
  })

  it('continues a save from before the setting (format 5) with the default that follows the PIN', () => {
    const save = { ...saveWithMatch(), pin: '4321' }
    const parsed = parseSave(JSON.stringify(olderDocument(save, 5)))
    expect(parsed).toEqual({
      ok: true,
      value: { save, upgraded: expect.stringMatching(/older version.*save format 5/) }
    })
    if (parsed.ok) expect(fromSave(parsed.value.save).settings.watchWithoutPin).toBeUndefined()
  })

  it('continues a save from before the undo history was kept (format 4) with nothing to take back', () => {
    const save = { ...saveWithMatch(), practice: true }
    const parsed = parseSave(JSON.stringify(olderDocument(save, 4)))
    expect(parsed).toEqual({
      ok: true,
      value: { save, upgraded: expect.stringMatching(/older version.*save format 4/) }
    })
    if (parsed.ok) expect(fromSave(parsed.value.save).undo).toEqual([])
  })

  it.each([
    [
      'a move its seat did not make',
      (s: TableSave) => [{ seat: 1, moves: ownMoves(s.match!, 0)[0]!.moves }],
      /did not make/
    ],
    ['a move not played yet', (s: TableSave) => [{ seat: 0, moves: s.match!.log.length }], /did not make/],
    ['points out of order', (s: TableSave) => [...ownMoves(s.match!, 0)].reverse(), /out of order/],
    [
      'the same point twice',
      (s: TableSave) => [ownMoves(s.match!, 0)[0]!, ownMoves(s.match!, 0)[0]!],
      /out of order/
    ],
    ['a negative place', () => [{ seat: 0, moves: -1 }], /undo\.0\.moves/],
    ['a point without its place', () => [{ seat: 0 }], /undo\.0\.moves/],
    [
      'a saved match state instead of a place',
      (s: TableSave) => [{ seat: 0, moves: 0, match: s.match }],
      /undo\.0/
    ],
    [
      'more points than are ever kept',
      () => Array.from({ length: 99 }, (_, i) => ({ seat: 0, moves: i })),
      /undo/
    ]
  ])('refuses an undo history with %s as damaged', (_what, history, why) => {
    const save = saveWithMatch()
    const parsed = parseSave(JSON.stringify({ ...save, undo: history(save) }))
    expect(parsed).toMatchObject({
      ok: false,
      error: { code: 'corrupt', message: expect.stringMatching(why) }
    })
  })

  it('refuses an undo history in the lobby, where there is no round to take anything back from', () => {
    const lobby = { ...saveWithMatch(), match: null, undo: [{ seat: 0, moves: 0 }] }
    expect(parseSave(JSON.stringify(lobby))).toMatchObject({ ok: false, error: { code: 'corrupt' } })
  })

  it('continues a save from before practice was kept (format 3) as a normal match, and says it upgraded', () => {
    const save = saveWithMatch()
    const parsed = parseSave(JSON.stringify(olderDocument(save, 3)))
    expect(parsed).toEqual({
      ok: true,
      value: { save, upgraded: expect.stringMatching(/older version.*save format 3/) }
    })
    const lobby = { ...save, match: null }
    expect(parseSave(JSON.stringify(olderDocument(lobby, 3)))).toMatchObject({ ok: true, value: { save: lobby } })
  })

  it.each([
    ['not JSON', '{"kind":', /not valid JSON/],
    ['another kind of file', JSON.stringify({ hello: 1 }), /not a Five Three Five table save/],
    ['a missing field', JSON.stringify({ ...saveWithMatch(), version: undefined }), /version/],
    ['a hand that does not replay', tamper((s) => passCard(s.match!, 0, 1)), /does not replay/],
    [
      'a card too many',
      tamper((s) => s.match!.hands[0]![1]!++),
      /impossible \(cards-not-conserved: .*1 too many 1s/
    ],
    ['a bad token', tamper((s) => (s.seats[0]!.token = 'short')), /seats\.0\.token/],
    [
      'a seat count that disagrees',
      tamper((s) => s.seats.push({ ...s.seats[0]!, token: 'c'.repeat(22) })),
      /3 seats/
    ]
  ])('calls %s damaged', (_what, text, why) => {
    const parsed = parseSave(text)
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.error.code).toBe('corrupt')
    expect(parsed.error.message).toMatch(why)
  })

  it('continues a format-1 save without the seed and RNG state it kept (future deals draw fresh)', () => {
    const save = saveWithMatch({ twoPlayerGame: 'to-target' })
    const old = olderDocument(save, 1)
    const match = old.match as Record<string, unknown>
    const parsed = parseSave(JSON.stringify({ ...old, match: { ...match, seed: 11, rng: 123456789 } }))
    expect(parsed).toMatchObject({ ok: true, value: { save } })
    if (!parsed.ok) return
    expect(Object.keys(parsed.value.save.match!)).not.toContain('rng')
    // A current save never carries them: the strict schema refuses a seed smuggled back in.
    const smuggled = { ...save, match: { ...save.match!, seed: 11 } }
    expect(parseSave(JSON.stringify(smuggled))).toMatchObject({ ok: false, error: { code: 'corrupt' } })
  })

  it('continues a two-player match saved before the variants to the target, as it was dealt, and says so', () => {
    const save = saveWithMatch({ twoPlayerGame: 'to-target' })
    const parsed = parseSave(JSON.stringify(olderDocument(save, 2)))
    expect(parsed).toMatchObject({ ok: true, value: { save } })
    if (!parsed.ok) return
    expect(parsed.value.upgraded).toMatch(/older version.*save format 2.*to the target/)
  })

  it('a table saved before the variants without a match gets every default, two hands included', () => {
    const save = { ...saveWithMatch(), match: null }
    const parsed = parseSave(JSON.stringify(olderDocument(save, 2)))
    expect(parsed).toMatchObject({ ok: true, value: { save: { options: DEFAULT_OPTIONS } } })
    if (!parsed.ok) return
    expect(parsed.value.upgraded).toMatch(/older version/)
    expect(parsed.value.upgraded).not.toMatch(/target/)
  })

  it('refuses a save from a newer app with a clear message', () => {
    const parsed = parseSave(JSON.stringify({ ...saveWithMatch(), format: SAVE_FORMAT + 1, newField: true }))
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.error.code).toBe('newer')
    expect(parsed.error.message).toMatch(/newer version of Five Three Five.*update the app/)
  })
})

describe('toSave / fromSave', () => {
  it('a table continued from its save is the saved table, with nobody connected yet', () => {
    const save = saveWithMatch()
    const state = fromSave(save)
    expect(state.members).toEqual([])
    expect(state.seats.map((s) => s.connection)).toEqual([null, null])
    expect(state).toMatchObject({ version: 7, phaseVersion: 0, match: save.match })
    expect(state.settings).toMatchObject({ id: save.tableId, name: 'Den', seats: 2, hostKey: save.hostKey })
    expect(toSave(state, save.savedAt)).toEqual(save)
  })

  it('leaves the connections out, and parseSave reads back what it writes', () => {
    const state = fromSave(saveWithMatch())
    state.seats[0]!.connection = 3
    state.members.push({ id: 3, seat: 0, isHost: false, name: 'Ann' })
    const save = toSave(state, 99)
    expect(save.savedAt).toBe(99)
    expect(Object.keys(save.seats[0]!)).not.toContain('connection')
    expect(parseSave(JSON.stringify(save))).toEqual({ ok: true, value: { save, upgraded: null } })
  })
})

/** The undo points of `seat`'s moves in the round being played, oldest first. */
function ownMoves(match: MatchState, seat: number): TableSave['undo'] {
  return match.log.flatMap((entry, moves) => (entry.seat === seat ? [{ seat, moves }] : []))
}

/** Moves one card from one hand to another: every card is still there once, but not where it was dealt. */
function passCard(match: MatchState, from: number, to: number): void {
  const hand = match.hands[from]!
  const rank = hand.findIndex((n) => n > 0)
  hand[rank]!--
  match.hands[to]![rank]!++
}

function tamper(change: (save: TableSave) => void): string {
  const save = saveWithMatch()
  change(save)
  return JSON.stringify(save)
}

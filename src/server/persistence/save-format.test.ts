import { describe, expect, it } from 'vitest'
import { DEFAULT_OPTIONS, apply, legalMoves, newMatch } from '../../engine'
import type { MatchState, TableOptions } from '../../engine'
import { SAVE_FORMAT, SAVE_KIND, fromSave, parseSave, toSave } from './save-format'
import type { TableSave } from './save-format'

function saveWithMatch(options: Partial<TableOptions> = {}): TableSave {
  let match = (newMatch(2, { firstLeader: 0, ...options }, 11) as { ok: true; value: MatchState }).value
  for (let i = 0; i < 3; i++) {
    const r = apply(match, match.turn!, legalMoves(match)[0]!)
    if (r.ok) match = r.value.state
  }
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
    turnSeconds: 0,
    options: { ...DEFAULT_OPTIONS, ...options },
    seats: [seat('Ann', 'a'.repeat(22)), seat('Bob', 'b'.repeat(22))],
    match,
    practice: false
  }
}

/**
 * The document an older app wrote: nothing of whether a move was taken back (before format 4), and before
 * the variants (formats 1 and 2) a two-player hand size option and no kept hands either.
 */
function olderDocument(current: TableSave, format: 1 | 2 | 3): Record<string, unknown> {
  const { practice: _practice, ...save } = current
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
    expect(parsed).toEqual({ ok: true, save, upgraded: null })
  })

  it('keeps whether a move was taken back in the match (a practice match stays practice)', () => {
    const save = { ...saveWithMatch(), practice: true }
    expect(parseSave(JSON.stringify(save))).toEqual({ ok: true, save, upgraded: null })
  })

  it('continues a save from before practice was kept (format 3) as a normal match, and says it upgraded', () => {
    const save = saveWithMatch()
    const parsed = parseSave(JSON.stringify(olderDocument(save, 3)))
    expect(parsed).toEqual({
      ok: true,
      save,
      upgraded: expect.stringMatching(/older version.*save format 3/)
    })
    const lobby = { ...save, match: null }
    expect(parseSave(JSON.stringify(olderDocument(lobby, 3)))).toMatchObject({ ok: true, save: lobby })
  })

  it.each([
    ['not JSON', '{"kind":', /not valid JSON/],
    ['another kind of file', JSON.stringify({ hello: 1 }), /not a Five Three Five table save/],
    ['a missing field', JSON.stringify({ ...saveWithMatch(), version: undefined }), /version/],
    ['a hand that does not replay', tamper((s) => s.match!.hands[0]![1]!++), /does not replay/],
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
    expect(parsed.problem.kind).toBe('corrupt')
    expect(parsed.problem.message).toMatch(why)
  })

  it('continues a format-1 save without the seed and RNG state it kept (future deals draw fresh)', () => {
    const save = saveWithMatch({ twoPlayerGame: 'to-target' })
    const old = olderDocument(save, 1)
    const match = old.match as Record<string, unknown>
    const parsed = parseSave(JSON.stringify({ ...old, match: { ...match, seed: 11, rng: 123456789 } }))
    expect(parsed).toMatchObject({ ok: true, save })
    if (!parsed.ok) return
    expect(Object.keys(parsed.save.match!)).not.toContain('rng')
    // A current save never carries them: the strict schema refuses a seed smuggled back in.
    const smuggled = { ...save, match: { ...save.match!, seed: 11 } }
    expect(parseSave(JSON.stringify(smuggled)).ok).toBe(false)
  })

  it('continues a two-player match saved before the variants to the target, as it was dealt, and says so', () => {
    const save = saveWithMatch({ twoPlayerGame: 'to-target' })
    const parsed = parseSave(JSON.stringify(olderDocument(save, 2)))
    expect(parsed).toMatchObject({ ok: true, save })
    if (!parsed.ok) return
    expect(parsed.upgraded).toMatch(/older version.*save format 2.*to the target/)
  })

  it('a table saved before the variants without a match gets every default, two hands included', () => {
    const save = { ...saveWithMatch(), match: null }
    const parsed = parseSave(JSON.stringify(olderDocument(save, 2)))
    expect(parsed).toMatchObject({ ok: true, save: { options: DEFAULT_OPTIONS } })
    if (!parsed.ok) return
    expect(parsed.upgraded).toMatch(/older version/)
    expect(parsed.upgraded).not.toMatch(/target/)
  })

  it('refuses a save from a newer app with a clear message', () => {
    const parsed = parseSave(JSON.stringify({ ...saveWithMatch(), format: SAVE_FORMAT + 1, newField: true }))
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.problem.kind).toBe('newer')
    expect(parsed.problem.message).toMatch(/newer version of Five Three Five.*update the app/)
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
    expect(parseSave(JSON.stringify(save))).toEqual({ ok: true, save, upgraded: null })
  })
})

function tamper(change: (save: TableSave) => void): string {
  const save = saveWithMatch()
  change(save)
  return JSON.stringify(save)
}

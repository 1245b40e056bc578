// Issue 53 folded the expert bot level into hard. An older app's settings, saves and messages may still
// say "expert": read back from disk or off the wire, it is the hard level, and nothing else about the
// message changes; any level that never was ("master") is refused as before, with the same code and words
// as any other bad value. (Settings, table saves, records and tournament saves: their own tests.)
import { describe, expect, it } from 'vitest'
import { botLevelOf, botLevelSchema, hintLevelSchema } from './bot-level'
import { parseClientMessage } from './messages'
import { parseTournamentMessage } from './tournament-messages'
import { BOT_LEVELS, HINT_LEVELS } from './vocabulary'

const client = (message: object) => parseClientMessage(JSON.stringify(message))

describe('a bot level read back', () => {
  it('is one of three levels now, and hints come from the medium and hard bots', () => {
    expect(BOT_LEVELS).toEqual(['easy', 'medium', 'hard'])
    expect(HINT_LEVELS).toEqual(['medium', 'hard'])
  })

  it('reads the legacy "expert" as hard, every current level as itself, and refuses anything else', () => {
    expect(botLevelSchema.parse('expert')).toBe('hard')
    expect(hintLevelSchema.parse('expert')).toBe('hard')
    for (const level of BOT_LEVELS) expect(botLevelSchema.parse(level)).toBe(level)
    for (const level of ['master', 'Expert', 'HARD', '', 3, null, undefined, { expert: true }]) {
      expect(botLevelSchema.safeParse(level).success, String(level)).toBe(false)
      expect(hintLevelSchema.safeParse(level).success, String(level)).toBe(false)
    }
    // The easy bot's moves are still not offered as hints.
    expect(hintLevelSchema.safeParse('easy').success).toBe(false)
    expect([botLevelOf('expert'), botLevelOf('medium'), botLevelOf('master')]).toEqual([
      'hard',
      'medium',
      null
    ])
  })
})

describe("an older app's table messages", () => {
  it('seat, re-level and hint with "expert" as with hard, the rest of the message kept', () => {
    expect(client({ type: 'addBot', seat: 2, level: 'expert' })).toEqual({
      ok: true,
      value: { type: 'addBot', seat: 2, level: 'hard' }
    })
    expect(client({ type: 'setBotLevel', seat: 3, level: 'expert' })).toEqual({
      ok: true,
      value: { type: 'setBotLevel', seat: 3, level: 'hard' }
    })
    expect(client({ type: 'hint', version: 7, level: 'expert' })).toEqual({
      ok: true,
      value: { type: 'hint', version: 7, level: 'hard' }
    })
  })

  it('refuse an unknown level with the code and words any bad value gets', () => {
    const master = client({ type: 'addBot', seat: 1, level: 'master' })
    expect(master.ok).toBe(false)
    if (master.ok) return
    expect(master.error.code).toBe('bad-message')
    expect(master.error.message).toMatch(/^Malformed message at level: /)
    for (const level of BOT_LEVELS) expect(master.error.message).toContain(`"${level}"`)
    expect(master.error.message).not.toContain('expert')
    // The same refusal as for another wrong value in that place.
    expect(client({ type: 'addBot', seat: 1, level: 'Hard' })).toEqual(master)
    expect(client({ type: 'setBotLevel', seat: 1, level: 'master' })).toEqual(master)
    expect(client({ type: 'hint', version: 1, level: 'easy' })).toMatchObject({
      ok: false,
      error: { code: 'bad-message' }
    })
  })

  it('on the tournament channel too: a bot entrant or the stage fill at "expert" is a hard bot', () => {
    expect(parseTournamentMessage(JSON.stringify({ type: 'addBot', level: 'expert' }))).toEqual({
      ok: true,
      value: { type: 'addBot', level: 'hard' }
    })
    expect(parseTournamentMessage(JSON.stringify({ type: 'startStage', fillBots: 'expert' }))).toEqual({
      ok: true,
      value: { type: 'startStage', fillBots: 'hard' }
    })
    expect(parseTournamentMessage(JSON.stringify({ type: 'addBot', level: 'master' }))).toMatchObject({
      ok: false,
      error: { code: 'bad-message' }
    })
  })
})

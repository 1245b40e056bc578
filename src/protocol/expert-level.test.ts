// Issue 28: the expert is a bot level everywhere a level is checked — the table's client messages
// (seat a bot, change its level, ask for a hint "what would the expert play") — while the older levels
// keep their meaning (the command line, settings and saves check levels against the same BOT_LEVELS).
import { describe, expect, it } from 'vitest'
import { parseClientMessage } from './messages'
import { BOT_LEVELS, HINT_LEVELS } from './vocabulary'

const parses = (message: object): boolean => parseClientMessage(JSON.stringify(message)).ok

describe('the expert bot level', () => {
  it('is the strongest level and a hint level', () => {
    expect(BOT_LEVELS.at(-1)).toBe('expert')
    expect(HINT_LEVELS).toContain('expert')
  })

  it('seats, re-levels and hints through the table protocol, as every older level still does', () => {
    for (const level of ['easy', 'medium', 'hard', 'expert']) {
      expect(parses({ type: 'addBot', seat: 1, level })).toBe(true)
      expect(parses({ type: 'setBotLevel', seat: 1, level })).toBe(true)
    }
    expect(parses({ type: 'hint', version: 3, level: 'expert' })).toBe(true)
    // the easy bot's moves are still not offered as hints, and unknown levels stay refused
    expect(parses({ type: 'hint', version: 3, level: 'easy' })).toBe(false)
    expect(parses({ type: 'addBot', seat: 1, level: 'master' })).toBe(false)
  })
})

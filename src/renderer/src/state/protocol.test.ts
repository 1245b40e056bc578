import { describe, expect, it } from 'vitest'
import * as wire from '../../../protocol/messages'
import { BOT_LEVELS, PROTOCOL_VERSION, WS_PATH } from './protocol'

describe('renderer copies of protocol constants', () => {
  it('match src/protocol/messages.ts', () => {
    expect(PROTOCOL_VERSION).toBe(wire.PROTOCOL_VERSION)
    expect(WS_PATH).toBe(wire.WS_PATH)
    expect([...BOT_LEVELS]).toEqual([...wire.BOT_LEVELS])
  })
})

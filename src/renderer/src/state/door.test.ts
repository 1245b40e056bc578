import { describe, expect, it } from 'vitest'
import { PROTOCOL_VERSION } from '../../../protocol/vocabulary'
import { GUESSING_WARNING_AT, deviceWords, knockMessage, waitedText, wrongPinNotice } from './door'
import { INITIAL_SESSION, reduce } from './session'

const NOW = 1_700_000_000_000

describe('knocking at a table (the player)', () => {
  it('knocks with a name and no PIN', () => {
    expect(knockMessage({ name: 'Ann' })).toEqual({ type: 'knock', protocol: PROTOCOL_VERSION, name: 'Ann' })
    expect(knockMessage({ name: 'Ann', spectate: true })).toMatchObject({ spectate: true })
  })

  it('waits after "knocking", and is a player like any other once welcomed', () => {
    const waiting = reduce(INITIAL_SESSION, { type: 'knocking' }, NOW).session
    expect(waiting.knocking).toBe(true)
    const welcome = {
      type: 'welcome',
      protocol: 1,
      tableId: 't',
      seat: 1,
      token: 'x'.repeat(22),
      isHost: false
    } as const
    const { session, effects } = reduce(waiting, welcome, NOW)
    expect(session).toMatchObject({ knocking: false, joined: true, seat: 1 })
    expect(effects).toContainEqual({ type: 'saveToken', tableId: 't', token: 'x'.repeat(22) })
  })

  it('stops at a full door or a refused knock and shows why on the join form', () => {
    for (const code of ['door-full', 'knock-again-later'] as const) {
      const { session, effects } = reduce(INITIAL_SESSION, { type: 'error', code, message: code }, NOW)
      expect(session.joinError?.code).toBe(code)
      expect(effects).toContainEqual({ type: 'stop' })
    }
  })
})

describe('the door (the host)', () => {
  it('keeps the latest knock list and counts the waiting time on', () => {
    const ann = {
      id: 7,
      name: 'Ann',
      waitedMs: 65_000,
      address: '10.0.0.7',
      device: null,
      lookAlike: false,
      knowsPin: false
    }
    const message = { type: 'door', knocks: [ann], wrongPins: 12 } as const
    const door = reduce(INITIAL_SESSION, message, NOW).session.door
    expect(door).toMatchObject({ wrongPins: 12, knocks: [{ id: 7, name: 'Ann' }] })
    expect(waitedText(message.knocks[0], door!, NOW)).toBe('1:05')
    expect(waitedText(message.knocks[0], door!, NOW + 60_000)).toBe('2:05')
  })
})

describe("the knocker's device in words", () => {
  const word = (key: string) => `<${key}>`
  it("names the kind in the host's language and the system and browser by name", () => {
    expect(deviceWords({ kind: 'phone', system: 'Android', browser: 'Chrome' }, word)).toBe(
      '<phone> · Android · Chrome'
    )
    expect(deviceWords({ kind: 'computer', system: 'Linux', browser: 'app' }, word)).toBe(
      '<computer> · Linux · <app>'
    )
    expect(deviceWords({ kind: 'tablet', system: null, browser: null }, word)).toBe('<tablet>')
    expect(deviceWords(null, word)).toBe('')
  })
})

describe('wrong PINs at the door (the host, issue 51)', () => {
  it('notes a single wrong PIN neutrally: a typo is normal', () => {
    expect(wrongPinNotice(0)).toBe('none')
    expect(wrongPinNotice(1)).toBe('note')
  })

  it('warns of guessing only once wrong PINs repeat within the minute', () => {
    expect(GUESSING_WARNING_AT).toBeGreaterThan(2)
    expect(wrongPinNotice(GUESSING_WARNING_AT - 1)).toBe('note')
    expect(wrongPinNotice(GUESSING_WARNING_AT)).toBe('guessing')
    expect(wrongPinNotice(25)).toBe('guessing')
  })
})

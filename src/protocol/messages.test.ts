// What the host accepts from a client (untrusted) and how it refuses the rest: one well-formed message
// of every type parses back to itself; text that is not JSON is `bad-json`; an unknown type, a missing
// or extra field, a wrong type or a value out of bounds is `bad-message` naming the field (a bad hello
// name is `bad-name`); and no input, however odd, makes the parser throw or quote it back at length.
import fc from 'fast-check'
import { TARGET } from '../engine/option-list'
import { describe, expect, it } from 'vitest'
import { MAX_SEATS, MIN_SEATS } from '../engine/cards'
import type { ClientMessage } from './messages'
import { PROTOCOL_ERROR_CODES, clientMessageSchema, parseClientMessage } from './messages'
import {
  PIN_MAX_LENGTH,
  PIN_MIN_LENGTH,
  PROTOCOL_VERSION,
  TOKEN_MAX_LENGTH,
  TURN_SECONDS_MAX
} from './vocabulary'

const TOKEN = 'abcdefghijklmnop-_0123'

/** One well-formed message of each type, with every optional field it may carry. */
const WELL_FORMED: ClientMessage[] = [
  {
    type: 'hello',
    protocol: PROTOCOL_VERSION,
    name: 'Ann',
    token: TOKEN,
    pin: '1234',
    spectate: false,
    hostKey: TOKEN,
    ifFree: true
  },
  { type: 'move', version: 3, move: { kind: 'lead', cards: [1, 2, 3] } },
  { type: 'hint', version: 3, level: 'hard' },
  { type: 'ready', version: 0 },
  { type: 'sync' },
  { type: 'addBot', seat: 1, level: 'easy' },
  { type: 'setBotLevel', seat: 1, level: 'medium' },
  { type: 'clearSeat', seat: 2 },
  { type: 'moveSeat', from: 0, to: MAX_SEATS - 1 },
  {
    type: 'configure',
    settings: {
      name: 'Den',
      seats: MIN_SEATS,
      target: TARGET.max,
      twoPlayerGame: 'to-target',
      threePlayerHand: 16,
      overwrite: 'bigger',
      firstLeader: 'random',
      turnSeconds: TURN_SECONDS_MAX,
      pin: ''
    }
  },
  { type: 'start' },
  { type: 'rematch', now: true },
  { type: 'cancelRematch' },
  { type: 'backToLobby' },
  { type: 'kick', seat: 2 },
  { type: 'pause' },
  { type: 'resume' },
  { type: 'setTurnTimer', seconds: 45 },
  { type: 'endMatch' },
  { type: 'leave' },
  { type: 'undo', version: 7 },
  { type: 'knock', protocol: PROTOCOL_VERSION, name: 'Ann' },
  { type: 'letIn', knock: 1 },
  { type: 'turnAway', knock: 2 },
  { type: 'react', reaction: 'nice' },
  { type: 'takeSeat', seat: 1 },
  { type: 'askSeat', seat: 2 },
  { type: 'grantSeat', request: 3 },
  { type: 'declineSeat', request: 4 },
  { type: 'moveSeatHere', seat: 0, token: TOKEN }
]

const TYPES = clientMessageSchema.options.map((option) => option.shape.type.value)
/** Hellos and knocks carry a player's name, refused with its own code. */
const carriesName = (message: ClientMessage) => message.type === 'hello' || message.type === 'knock'
const parse = (value: unknown) => parseClientMessage(JSON.stringify(value))
const withField = (message: ClientMessage, field: string, value: unknown) => ({ ...message, [field]: value })

function expectRefused(value: unknown, field: string, code = 'bad-message'): void {
  const parsed = parse(value)
  expect(parsed, JSON.stringify(value)).toMatchObject({ ok: false, error: { code } })
  if (!parsed.ok && code === 'bad-message') expect(parsed.error.message).toContain(`at ${field}`)
}

describe('the messages a client may send', () => {
  it('has one example of every type', () => {
    expect(WELL_FORMED.map((m) => m.type).sort()).toEqual([...TYPES].sort())
  })

  it.each(WELL_FORMED.map((m) => [m.type, m] as const))('accepts a well-formed %s as it is', (_, message) => {
    expect(parse(message)).toEqual({ ok: true, value: message })
  })

  it('accepts the optional fields left out', () => {
    expect(parse({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Ann' })).toMatchObject({ ok: true })
    expect(parse({ type: 'hint', version: 0 })).toMatchObject({ ok: true })
    expect(parse({ type: 'configure', settings: {} })).toMatchObject({ ok: true })
    expect(parse({ type: 'rematch' })).toMatchObject({ ok: true })
  })
})

describe('what it refuses', () => {
  it('text that is not JSON: bad-json', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!isJson(text))
        expect(parseClientMessage(text)).toMatchObject({ ok: false, error: { code: 'bad-json' } })
      })
    )
  })

  it('JSON that is no message, or of an unknown type: bad-message', () => {
    for (const value of [null, 3, 'hello', [], {}, { type: 'cheat' }, { type: 'HELLO' }, { kind: 'sync' }]) {
      expect(parse(value), JSON.stringify(value)).toMatchObject({ ok: false, error: { code: 'bad-message' } })
    }
  })

  it.each(WELL_FORMED.map((m) => [m.type, m] as const))(
    'a %s with a field it does not know',
    (_, message) => {
      expect(parse(withField(message, 'admin', true))).toMatchObject({ ok: false, error: { code: 'bad-message' } })
    }
  )

  it.each(WELL_FORMED.map((m) => [m.type, m] as const))(
    'a %s with any field of the wrong type, naming the field',
    (_, message) => {
      for (const field of Object.keys(message).filter((f) => f !== 'type')) {
        const code = carriesName(message) && field === 'name' ? 'bad-name' : 'bad-message'
        expectRefused(withField(message, field, { wrong: [] }), field, code)
      }
    }
  )

  it.each(WELL_FORMED.filter((m) => Object.keys(m).length > 1).map((m) => [m.type, m] as const))(
    'a %s without its required fields',
    (_, message) => {
      const required = Object.keys(message).filter((f) => f !== 'type' && !isOptional(message.type, f))
      for (const field of required) {
        const { [field]: _left, ...rest } = message as unknown as Record<string, unknown>
        expectRefused(rest, field, carriesName(message) && field === 'name' ? 'bad-name' : 'bad-message')
      }
    }
  )
})

describe('the bounds', () => {
  const kick = { type: 'kick', seat: 0 } as const
  const play = (cards: unknown) => ({ type: 'move', version: 1, move: { kind: 'lead', cards } })
  const configure = (settings: Record<string, unknown>) => ({ type: 'configure', settings })

  it('seats: whole numbers from 0 to below the largest table', () => {
    for (const seat of [-1, MAX_SEATS, 1.5, Number.MAX_SAFE_INTEGER]) expectRefused({ ...kick, seat }, 'seat')
    for (let seat = 0; seat < MAX_SEATS; seat++) expect(parse({ ...kick, seat })).toMatchObject({ ok: true })
  })

  it("the host's turn timer: whole seconds from 0 (off) to the lobby's largest", () => {
    for (const seconds of [-1, TURN_SECONDS_MAX + 1, 2.5, '30', null])
      expectRefused({ type: 'setTurnTimer', seconds }, 'seconds')
    for (const seconds of [0, 1, TURN_SECONDS_MAX]) expect(parse({ type: 'setTurnTimer', seconds })).toMatchObject({ ok: true })
    expect(parse({ type: 'pause', seconds: 1 })).toMatchObject({ ok: false, error: { code: 'bad-message' } })
  })

  it('plays: one to three cards, each a rank of the deck (no 6, no 10)', () => {
    for (const cards of [[], [1, 2, 3, 4], [6], [10], [0], [16], [1.5], ['1']])
      expectRefused(play(cards), 'move')
  })

  it('versions: whole numbers from 0', () => {
    for (const version of [-1, 0.5, Number.MAX_SAFE_INTEGER + 2]) {
      expectRefused({ type: 'ready', version }, 'version')
    }
  })

  it('table settings: seat count, target and turn time within their bounds', () => {
    expectRefused(configure({ seats: MIN_SEATS - 1 }), 'settings.seats')
    expectRefused(configure({ seats: MAX_SEATS + 1 }), 'settings.seats')
    expectRefused(configure({ target: TARGET.chooseMin - 1 }), 'settings.target')
    expectRefused(configure({ target: TARGET.max + 1 }), 'settings.target')
    expectRefused(configure({ turnSeconds: -1 }), 'settings.turnSeconds')
    expectRefused(configure({ turnSeconds: TURN_SECONDS_MAX + 1 }), 'settings.turnSeconds')
    expectRefused(configure({ threePlayerHand: 14 }), 'settings.threePlayerHand')
  })

  it('PINs: digits only, of the lengths a host may choose', () => {
    const hello = { type: 'hello', protocol: PROTOCOL_VERSION, name: 'Ann' }
    for (const pin of ['1'.repeat(PIN_MIN_LENGTH - 1), '1'.repeat(PIN_MAX_LENGTH + 1), '12a4', ' 1234']) {
      expectRefused({ ...hello, pin }, 'pin')
    }
    for (const length of [PIN_MIN_LENGTH, PIN_MAX_LENGTH]) {
      expect(parse({ ...hello, pin: '7'.repeat(length) })).toMatchObject({ ok: true })
    }
  })

  it('tokens: URL-safe, 16 up to their longest', () => {
    for (const token of ['short', 'x'.repeat(TOKEN_MAX_LENGTH + 1), `${TOKEN}!`]) {
      expectRefused({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Ann', token }, 'token')
    }
  })
})

describe('any input at all', () => {
  it('is parsed or refused with a protocol code and a short message, never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.record({ type: fc.constantFrom(...TYPES) })), (value) => {
        const parsed = parse(value)
        if (parsed.ok) return
        expect(PROTOCOL_ERROR_CODES).toContain(parsed.error.code)
        expect(parsed.error.message.length).toBeLessThan(500)
      })
    )
  })
})

function isJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** Whether the schema of this message type lets `field` be left out. */
function isOptional(type: string, field: string): boolean {
  const option = clientMessageSchema.options.find((o) => o.shape.type.value === type)
  const shape = option?.shape as Record<string, { safeParse(v: unknown): { success: boolean } }> | undefined
  return shape?.[field]?.safeParse(undefined).success ?? false
}

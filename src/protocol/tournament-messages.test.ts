// The tournament channel's messages (issue 52): what a device may send, checked before anything acts on it.
import { describe, expect, it } from 'vitest'
import { parseTournamentMessage, yourSeatSchema } from './tournament-messages'
import { PROTOCOL_VERSION } from './vocabulary'

const TOKEN = 'abcdefghijklmnop1234'

describe('tournament channel messages', () => {
  it.each([
    [{ type: 'tournamentHello', protocol: PROTOCOL_VERSION, name: 'Ann' }],
    [{ type: 'tournamentHello', protocol: PROTOCOL_VERSION, name: 'Ann', pin: '0042' }],
    [{ type: 'tournamentHello', protocol: PROTOCOL_VERSION, token: TOKEN }],
    [{ type: 'tournamentHello', protocol: PROTOCOL_VERSION, directorKey: TOKEN }],
    [{ type: 'watch', stage: 1, table: 2 }],
    [{ type: 'startStage' }],
    [{ type: 'startStage', fillBots: 'easy' }],
    [{ type: 'addBot', level: 'hard' }],
    [{ type: 'withdraw', entrant: 3 }]
  ])('takes %j', (message) => {
    expect(parseTournamentMessage(JSON.stringify(message))).toEqual({ ok: true, value: message })
  })

  it.each([
    ['not json', '{', 'bad-json'],
    ['an unknown type', JSON.stringify({ type: 'deal' }), 'bad-message'],
    ['a field too many', JSON.stringify({ type: 'startStage', seed: 'x' }), 'bad-message'],
    [
      'a token that is none',
      JSON.stringify({ type: 'tournamentHello', protocol: 2, token: 'short' }),
      'bad-message'
    ],
    ...['123', '123456789', '12a4', ' 1234', ''].map((pin) => [
      `the PIN ${JSON.stringify(pin)}`,
      JSON.stringify({ type: 'tournamentHello', protocol: 2, name: 'Ann', pin }),
      'bad-message'
    ]),
    [
      'a PIN that is a number',
      JSON.stringify({ type: 'tournamentHello', protocol: 2, name: 'Ann', pin: 1234 }),
      'bad-message'
    ],
    ['table 0', JSON.stringify({ type: 'watch', stage: 1, table: 0 }), 'bad-message'],
    ['a bot level that is none', JSON.stringify({ type: 'addBot', level: 'genius' }), 'bad-message'],
    [
      'a name of 200 characters',
      JSON.stringify({ type: 'tournamentHello', protocol: 2, name: 'a'.repeat(200) }),
      'bad-message'
    ]
  ])('refuses %s', (_, text, code) => {
    expect(parseTournamentMessage(text)).toMatchObject({ ok: false, error: { code } })
  })

  it('checks a seat a device is told to follow', () => {
    const seat = {
      type: 'yourSeat',
      stage: 1,
      table: 2,
      port: 5351,
      urls: ['http://10.0.0.2:5351/'],
      seat: 3,
      token: TOKEN
    }
    expect(yourSeatSchema.safeParse(seat).success).toBe(true)
    expect(yourSeatSchema.safeParse({ ...seat, seat: 6 }).success).toBe(false)
    expect(yourSeatSchema.safeParse({ ...seat, port: 0 }).success).toBe(false)
  })
})

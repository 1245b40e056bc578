// The host commands of the party flow as they arrive on the wire: well-formed ones parse, malformed ones
// are refused with `bad-message` and a message naming the field.
import { describe, expect, it } from 'vitest'
import { parseClientMessage } from './messages'

describe('host commands on the wire', () => {
  it.each([
    ['{"type":"kick","seat":2}', { type: 'kick', seat: 2 }],
    ['{"type":"backToLobby"}', { type: 'backToLobby' }]
  ])('accepts %s', (text, message) => {
    expect(parseClientMessage(text)).toEqual({ ok: true, message })
  })

  it.each([
    ['a kick without a seat', '{"type":"kick"}', 'seat'],
    ['a kick of a negative seat', '{"type":"kick","seat":-1}', 'seat'],
    ['a kick of a seat past the largest table', '{"type":"kick","seat":99}', 'seat'],
    ['a kick of a fractional seat', '{"type":"kick","seat":1.5}', 'seat'],
    ['a kick by name', '{"type":"kick","seat":"Bob"}', 'seat'],
    ['a kick with an extra field', '{"type":"kick","seat":1,"ban":true}', ''],
    ['back to the lobby with an extra field', '{"type":"backToLobby","seats":3}', '']
  ])('refuses %s', (_what, text, field) => {
    const parsed = parseClientMessage(text)
    expect(parsed).toMatchObject({ ok: false, code: 'bad-message' })
    if (!parsed.ok && field !== '') expect(parsed.message).toContain(`at ${field}`)
  })
})

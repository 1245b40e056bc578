// Bounded work per message (issue 22 item 2): a client string over its size is refused by its size,
// before any trim, normalisation or name check runs on it, and the refusal does not quote it back.
// (Timings are the bench's business: `npm run bench:names`.)
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseClientMessage } from './messages'
import { MAX_FRAME_BYTES, NAME_MAX_LENGTH, PROTOCOL_VERSION } from './vocabulary'

/** The longest hello name that fits one frame: 16 KiB of U+FDFA, 18 characters each after NFKC. */
const floodName = '\ufdfa'.repeat(Math.floor((MAX_FRAME_BYTES - 64) / 3))
const hello = (fields: Record<string, unknown>) =>
  JSON.stringify({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Ann', ...fields })

afterEach(() => {
  vi.restoreAllMocks()
})

describe('size before anything else', () => {
  it('refuses a 16 KiB name as too long without normalising it', () => {
    const normalize = vi.spyOn(String.prototype, 'normalize')
    const trim = vi.spyOn(String.prototype, 'trim')
    const result = parseClientMessage(hello({ name: floodName }))
    expect(result).toEqual({
      ok: false,
      error: { code: 'bad-name', message: `Choose another name: a name may have at most ${NAME_MAX_LENGTH} characters.` }
    })
    expect(normalize).not.toHaveBeenCalled()
    expect(trim).not.toHaveBeenCalled()
  })

  it('refuses a name just over the limit without normalising it either', () => {
    const normalize = vi.spyOn(String.prototype, 'normalize')
    const result = parseClientMessage(hello({ name: '\ufdfa'.repeat(NAME_MAX_LENGTH + 1) }))
    expect(result).toMatchObject({ ok: false, error: { code: 'bad-name' } })
    expect(normalize).not.toHaveBeenCalled()
  })

  it('still takes a name with spaces around it, trimmed', () => {
    expect(parseClientMessage(hello({ name: `  ${'A'.repeat(NAME_MAX_LENGTH)}  ` }))).toMatchObject({
      ok: true,
      value: { name: 'A'.repeat(NAME_MAX_LENGTH) }
    })
  })

  it('refuses a long table name in configure the same way', () => {
    const normalize = vi.spyOn(String.prototype, 'normalize')
    const text = JSON.stringify({ type: 'configure', settings: { name: floodName } })
    expect(parseClientMessage(text)).toMatchObject({ ok: false, error: { code: 'bad-message' } })
    expect(normalize).not.toHaveBeenCalled()
  })

  it.each([
    ['token', 'a'.repeat(16_000)],
    ['hostKey', 'a'.repeat(16_000)],
    ['pin', '1'.repeat(16_000)]
  ])('refuses a 16 KB %s by its length, and says so', (field, value) => {
    const result = parseClientMessage(hello({ [field]: value }))
    expect(result).toMatchObject({ ok: false, error: { code: 'bad-message' } })
    if (!result.ok) expect(result.error.message).toMatch(/too big/i)
  })

  it('names bad names with their own reason', () => {
    for (const [name, why] of [
      ['Ann\u2028Bob', /line or paragraph separators/],
      ['A\u200bnn', /zero-width/],
      ['Ann\ud800', /half of a character/],
      ['\u13f4OT 1', /bot/]
    ] as const) {
      const result = parseClientMessage(hello({ name }))
      expect(result, JSON.stringify(name)).toMatchObject({ ok: false, error: { code: 'bad-name' } })
      if (!result.ok) expect(result.error.message).toMatch(why)
    }
  })

  it('does not quote a 16 KB unknown key back', () => {
    const result = parseClientMessage(hello({ ['k'.repeat(16_000)]: 1 }))
    expect(result).toMatchObject({ ok: false, error: { code: 'bad-message' } })
    if (!result.ok) expect(result.error.message.length).toBeLessThan(500)
  })
})

// Quick reactions (issue 23): a seated player's reaction reaches everyone at the table, players and
// spectators, as an id from the fixed list and nothing else; an unknown id never gets past the parser,
// and a seat over its rate limit is refused with the table unchanged.
import { describe, expect, it } from 'vitest'
import { DEFAULT_OPTIONS } from '../../engine'
import { parseClientMessage } from '../../protocol/messages'
import type { ClientMessage, ServerMessage } from '../../protocol/messages'
import { PROTOCOL_VERSION, REACTIONS } from '../../protocol/vocabulary'
import { simplestLegalPlayer } from '../bot-player'
import { withSeededDeals } from '../random-source'
import { FakeClock } from '../../../test-support/server/fake-clock'
import { FakeLink } from '../../../test-support/server/fake-link'
import { seededRandom } from '../../../test-support/server/seeded-random'
import { matchOf, versionOf } from '../../../test-support/server/table-probe'
import { TEST_HOST_KEY, tableSettings } from '../../../test-support/server/table-settings'
import { SecretsAudit } from '../../../test-support/wire/secrets-audit'
import { REACTION_LIMIT } from './reaction-desk'
import { Table } from './table'
import { DEFAULT_HOST_SETTINGS } from './table-config'

/** Ann and Bob seated (the match starts with the second), Wendy watching; every frame audited. */
function tableWithGuests() {
  const clock = new FakeClock()
  const deps = { clock, random: withSeededDeals(seededRandom(1), 42), botPlayer: simplestLegalPlayer, storage: null }
  const host = { ...DEFAULT_HOST_SETTINGS, botDelayMs: 0 }
  const table = Table.create(tableSettings({ seats: 2, options: { ...DEFAULT_OPTIONS, firstLeader: 0 } }), host, deps)
  const audit = new SecretsAudit({ secrets: () => ({ tokens: table.snapshot().seats.map((s) => s.token), hostKey: TEST_HOST_KEY }) })
  const join = (name: string, spectate = false) => {
    const link = new FakeLink()
    const send = link.send.bind(link)
    link.send = (message: ServerMessage) => {
      send(message)
      audit.observe(name, message)
    }
    const id = table.connect(link)
    const say = (m: ClientMessage) => table.receive(id, m)
    say({ type: 'hello', protocol: PROTOCOL_VERSION, name, spectate })
    return { link, say }
  }
  const ann = join('Ann')
  const bob = join('Bob')
  const wendy = join('Wendy', true)
  const reactions = (link: FakeLink) => link.sent.filter((m) => m.type === 'reaction')
  const picture = () => JSON.stringify({ match: matchOf(table), version: versionOf(table) })
  return { table, clock, audit, ann, bob, wendy, reactions, picture }
}

describe('quick reactions', () => {
  it("reach every player and spectator as the sender's seat and the reaction id, changing no state", () => {
    const { ann, bob, wendy, reactions, picture, audit } = tableWithGuests()
    const before = picture()
    expect(bob.say({ type: 'react', reaction: 'well-played' })).toBeNull()
    for (const guest of [ann, bob, wendy]) {
      expect(reactions(guest.link)).toEqual([{ type: 'reaction', seat: 1, reaction: 'well-played' }])
    }
    expect(picture()).toBe(before)
    audit.assertClean()
  })

  it('refuses an unknown reaction or one with text of its own before the table sees it', () => {
    for (const frame of [
      { type: 'react', reaction: 'boo' },
      { type: 'react', reaction: 'nice', text: 'you lose' },
      { type: 'react', reaction: REACTIONS[0].toUpperCase() }
    ]) {
      const parsed = parseClientMessage(JSON.stringify(frame))
      expect(parsed.ok ? 'accepted' : parsed.error.code).toBe('bad-message')
    }
    for (const reaction of REACTIONS) expect(parseClientMessage(JSON.stringify({ type: 'react', reaction })).ok).toBe(true)
  })

  it('refuses a spectator (no seat to show it beside)', () => {
    const { ann, wendy, reactions } = tableWithGuests()
    expect(wendy.say({ type: 'react', reaction: 'nice' })?.code).toBe('not-seated')
    expect(reactions(ann.link)).toEqual([])
  })

  it('allows a short burst per seat, then refuses until time has passed, leaving the table as it was', () => {
    const { ann, bob, wendy, clock, reactions, picture } = tableWithGuests()
    for (let i = 0; i < REACTION_LIMIT.burst; i++) expect(ann.say({ type: 'react', reaction: 'ouch' })).toBeNull()
    const before = picture()
    const refusal = ann.say({ type: 'react', reaction: 'ouch' })
    expect(refusal?.code).toBe('rate-limited')
    expect(ann.link.last('error')?.code).toBe('rate-limited')
    expect(picture()).toBe(before)
    expect(reactions(wendy.link)).toHaveLength(REACTION_LIMIT.burst)
    // Another seat has its own allowance.
    expect(bob.say({ type: 'react', reaction: 'nice' })).toBeNull()
    clock.advance(1000 / REACTION_LIMIT.perSecond)
    expect(ann.say({ type: 'react', reaction: 'oops' })).toBeNull()
    expect(reactions(wendy.link).at(-1)).toEqual({ type: 'reaction', seat: 0, reaction: 'oops' })
  })
})

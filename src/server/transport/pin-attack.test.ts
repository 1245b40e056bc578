// A PIN guessing attack from 40 addresses (127.0.0.2–41; all of 127.0.0.0/8 is this machine) against a
// real host, with the host's clock simulated: the guesses the table checks stay at about 20 a minute,
// and a player typing the right PIN from an address of their own gets in during the attack and right
// after it (issue 22 item 4; before, they got 'pin-locked' every time), or, while the bucket is empty,
// waits at the door marked for the host (issue 48): never 'pin-locked'.
import { afterEach, describe, expect, it } from 'vitest'
import { startHost } from '../host-server'
import type { HostServer } from '../host-server'
import { FakeClock } from '../../../test-support/server/fake-clock'
import { TestClient } from '../../../test-support/wire/test-client'
import { PROTOCOL_VERSION } from '../../protocol/vocabulary'

const PIN = '4711'
const hosts: HostServer[] = []
const clients: TestClient[] = []

afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate()
  await Promise.all(hosts.splice(0).map((h) => h.close()))
})

/** One hello with `pin` on a new connection from `localAddress`: 'welcome', 'knocking' (told to wait at
 *  the door: issue 48) or the error code. */
async function tryPin(h: HostServer, localAddress: string, pin: string, name: string): Promise<string> {
  const c = await TestClient.connect(h.urls.ws, name, { localAddress, history: false })
  clients.push(c)
  const reply = c.next((m) => m.type === 'welcome' || m.type === 'error' || m.type === 'knocking')
  c.send({ type: 'hello', protocol: PROTOCOL_VERSION, name, pin })
  const answer = await reply
  if (answer.type !== 'error') {
    c.ws.terminate()
    return answer.type
  }
  await c.closed // the host closes every refused guess; wait, so no address piles up sockets
  return answer.code
}

describe('PIN guessing from 40 addresses', () => {
  it('checks at most about 20 guesses a minute, and lets the right PIN in during and right after', async () => {
    const clock = new FakeClock()
    const h = await startHost({ host: '127.0.0.1', port: 0, botDelayMs: 0, dataDir: null, pin: PIN, clock })
    hosts.push(h)
    const guessedFrom = new Set<string>()
    h.onEvent((e) => {
      if (e.type === 'pinRefused' && e.why === 'wrong') guessedFrom.add(e.address)
    })
    const attackers = Array.from({ length: 40 }, (_, i) => `127.0.0.${i + 2}`)
    const checkedPerMinute = [0, 0]
    const player: { at: number; answer: string }[] = []
    let guess = 0
    // Every attacking address guesses once every 3 s (as fast as a refusal tells it to come back)
    // for two minutes: 1,600 guesses; the player tries the right PIN from 127.0.0.100 now and then.
    for (let round = 0; round < 40; round++) {
      const at = round * 3000
      const answers = await Promise.all(
        attackers.map((a) => tryPin(h, a, String(1000 + (guess++ % 3000)).replace(PIN, '0000'), 'Mallory'))
      )
      // A fresh address refused for the others' guessing waits at the door, its PIN's answer untold.
      expect(answers.every((x) => x === 'wrong-pin' || x === 'pin-locked' || x === 'knocking')).toBe(true)
      checkedPerMinute[Math.floor(at / 60_000)]! += answers.filter((x) => x === 'wrong-pin').length
      if (round % 5 === 4) player.push({ at, answer: await tryPin(h, '127.0.0.100', PIN, 'Ann') })
      clock.advance(3000)
    }
    // The attack's last round, and the right PIN at once after it (no time for the bucket to refill).
    const last = await Promise.all(attackers.map((a) => tryPin(h, a, '0000', 'Mallory')))
    const after = await tryPin(h, '127.0.0.101', PIN, 'Bea')

    // The first minute may use the full bucket (20) on top of its refill (20); then 20 a minute.
    expect(checkedPerMinute[0]).toBeLessThanOrEqual(40)
    expect(checkedPerMinute[1]).toBeLessThanOrEqual(21)
    const total = checkedPerMinute[0]! + checkedPerMinute[1]! + last.filter((x) => x === 'wrong-pin').length
    expect(total).toBeLessThanOrEqual(20 + 20 * 2) // the bucket and two minutes of refill, whoever guessed
    expect(total).toBeGreaterThanOrEqual(50) // the attack really ran at the limit
    // 20 addresses still new after the first burst hold the reserve off for one refill each (≤ 60 s);
    // from then on the right PIN gets in every time while the attack goes on, and right after it.
    const late = player.filter((p) => p.at >= 60_000)
    expect(late.length).toBeGreaterThanOrEqual(4)
    for (const p of late) expect(p, JSON.stringify(player)).toMatchObject({ answer: 'welcome' })
    // Issue 48: the right PIN is never refused, not even in the first minute: in, or at the door (marked).
    for (const p of player) expect(['welcome', 'knocking'], JSON.stringify(player)).toContain(p.answer)
    expect(after).toBe('welcome')
    expect(guessedFrom.size).toBe(40) // the host saw 40 addresses guess
  }, 60_000)
})

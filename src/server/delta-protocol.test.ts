// Issue 24 over real sockets: after the full state of a join, every change reaches a player as a delta;
// a client that misses one asks for a sync and is whole again; an app of the protocol before deltas is
// refused with words it can show, never handed a table it cannot read.
import { afterEach, describe, expect, it } from 'vitest'
import { spectatorView, viewFor } from '../engine'
import type { MatchState } from '../engine'
import { PROTOCOL_VERSION } from '../protocol/vocabulary'
import type { ServerMessage } from '../protocol/messages'
import { matchOf, versionOf } from '../../test-support/server/table-probe'
import { autoPlay } from '../../test-support/wire/auto-play'
import { startAuditedHost } from '../../test-support/wire/audited-host'
import type { AuditedHost } from '../../test-support/wire/audited-host'
import { TestClient } from '../../test-support/wire/test-client'
import type { StateMessage } from '../../test-support/wire/test-client'

let host: AuditedHost | null = null
afterEach(async () => {
  await host?.host.close()
  host = null
})

/** A table of one socket player and a bot, and the host's own match at every version. */
async function tableWithBot(): Promise<{ h: AuditedHost; truth: Map<number, MatchState | null> }> {
  const h = await startAuditedHost({ seats: 2, bots: [{ seat: 1, level: 'easy' }], autoStart: true })
  host = h
  const truth = new Map<number, MatchState | null>()
  h.host.table.onChange(() => truth.set(versionOf(h.host.table), matchOf(h.host.table)))
  return { h, truth }
}

/** Every state the client rebuilt is exactly the view the engine gives its seat at that version. */
function expectExact(states: StateMessage[], seat: number | null, truth: Map<number, MatchState | null>) {
  for (const state of states) {
    const match = truth.get(state.version)
    if (match === undefined) continue // a version from before the truth was recorded (the join)
    const expected = match === null ? null : seat === null ? spectatorView(match) : viewFor(match, seat)
    expect(state.view, `version ${state.version}`).toEqual(expected)
  }
}

const statesOf = (client: TestClient) => client.frames.filter((m): m is StateMessage => m.type === 'state')

describe('the delta protocol on the wire', () => {
  it('sends deltas after the first full state, and what the player rebuilds is its view at every version', async () => {
    const { h, truth } = await tableWithBot()
    const ann = await h.join('Ann')
    const stop = autoPlay(ann)
    await ann.nextState((m) => (m.view?.log.length ?? 0) >= 12)
    stop()
    await ann.barrier()
    expect(ann.deltasIn).toBeGreaterThan(10)
    expect(ann.syncsAsked).toBe(0)
    expectExact(statesOf(ann), 0, truth)
    h.audit.assertClean()
  })

  it('a client that misses a frame asks for a sync, ignores deltas until it comes, and is whole again', async () => {
    const { h, truth } = await tableWithBot()
    let lost: number | null = null
    // A socket loses nothing by itself; the test drops one delta after which the bot moves (a frame Ann
    // needed to see her own turn would leave her waiting for a change that never comes, as any client
    // that missed it would until its next frame).
    const botMovesNext = (version: number): boolean => {
      const match = matchOf(h.host.table)
      return versionOf(h.host.table) === version && match?.phase === 'playing' && match.turn === 1
    }
    const loseOne = (frame: ServerMessage): boolean => {
      if (lost !== null || frame.type !== 'delta' || frame.version < 6 || !botMovesNext(frame.version))
        return false
      lost = frame.version
      return true
    }
    const ann = await TestClient.join(h.host.urls.ws, 'Ann', {}, { audit: h.audit, lose: loseOne })
    const stop = autoPlay(ann)
    const after = await ann.nextState((m) => lost !== null && m.version >= lost + 6, 10_000)
    stop()
    await ann.barrier()
    expect(lost).not.toBeNull()
    expect(ann.syncsAsked).toBe(1)
    // Nothing of the missed version was guessed: the client's next state is the host's full answer.
    expect(statesOf(ann).some((m) => m.version === lost)).toBe(false)
    expect(after.view).not.toBeNull()
    expectExact(statesOf(ann), 0, truth)
    h.audit.assertClean()
  })

  it('a spectator rebuilds the spectator view at every version', async () => {
    const { h, truth } = await tableWithBot()
    const sue = await h.join('Sue', { spectate: true })
    const ann = await h.join('Ann')
    const stop = autoPlay(ann)
    await sue.nextState((m) => (m.view?.log.length ?? 0) >= 8)
    stop()
    await sue.barrier()
    expect(sue.deltasIn).toBeGreaterThan(5)
    expectExact(statesOf(sue), null, truth)
    h.audit.assertClean()
  })

  it('an app of the protocol before deltas is refused in words: this table runs a newer version', async () => {
    const { h } = await tableWithBot()
    const old = await h.connect('Old app')
    const reply = await old.hello({ protocol: PROTOCOL_VERSION - 1 })
    expect(reply).toMatchObject({ type: 'error', code: 'protocol-mismatch' })
    expect(reply.type === 'error' && reply.message).toMatch(/runs a newer version of Five Three Five/)
    await old.barrier()
    // No seat, no table: nothing it would misread.
    expect(old.frames.map((m) => m.type)).toEqual(['error'])
    expect(h.host.table.summary().seats.filter((s) => s.kind === 'human')).toEqual([])
  })
})

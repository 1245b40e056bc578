// One fuzzing connection: it says hello as its persona, then sends seeded hostile frames in batches, each
// batch followed by a ping/pong barrier so the host is flooded but never buried. A socket the host closes
// (oversized frame, bad UTF-8, 'leave') is counted and replaced by a new one.
import { Rng } from '../../src/engine'
import { FrameGen } from './frame-gen'
import type { FrameKind, FuzzKnowledge } from './frame-gen'
import type { SecretsAudit } from '../wire/secrets-audit'
import { TestClient } from '../wire/test-client'
import type { Hello } from '../wire/test-client'

/**
 * raw: never says hello · spectator: joins to watch · intruder: says hello with another table's token
 * (refused) and stays outside · seated: holds a real seat and plays it, fuzzing between its moves.
 */
export type Persona = 'raw' | 'spectator' | 'intruder' | 'seated'

export interface FuzzerSpec {
  label: string
  persona: Persona
  seed: number
  quota: number
  url: string
  pin: string
  foreignTokens: string[]
  audit: SecretsAudit
  batch?: number
  /** The seat token for the 'seated' persona. */
  token?: string
  /** Every text frame sent, before it leaves (the seated fuzzer's moves are checked against these). */
  onSend?: (client: TestClient, data: string) => void
  /** Called with each new socket once it has said hello (the seated fuzzer attaches its player here). */
  onSocket?: (client: TestClient) => void
}

export interface FuzzerStats {
  sent: number
  kinds: Map<FrameKind, number>
  /** Error frames received, by code. */
  refusals: Map<string, number>
  /** Sockets the host closed, by close code. */
  closes: Map<number, number>
  sockets: number
}

export async function runFuzzer(spec: FuzzerSpec): Promise<FuzzerStats> {
  const stats: FuzzerStats = { sent: 0, kinds: new Map(), refusals: new Map(), closes: new Map(), sockets: 0 }
  const knows: FuzzKnowledge = { version: null, foreignTokens: spec.foreignTokens, pin: spec.pin }
  const gen = new FrameGen(spec.seed, knows, spec.persona === 'spectator')
  const rng = new Rng(spec.seed ^ 0x5a5a)
  const batch = spec.batch ?? 64
  let client: TestClient | null = null

  const retire = (c: TestClient): void => {
    for (const [code, n] of c.errors) stats.refusals.set(code, (stats.refusals.get(code) ?? 0) + n)
    c.errors.clear()
    if (c.closeCode !== null) stats.closes.set(c.closeCode, (stats.closes.get(c.closeCode) ?? 0) + 1)
  }

  try {
    while (stats.sent < spec.quota) {
      if (client === null || !client.open) {
        if (client !== null) {
          await client.closed
          retire(client)
        }
        // No history: a flood's thousands of refusals are counted, not kept.
        client = await TestClient.connect(spec.url, `${spec.label}#${stats.sockets}`, {
          audit: spec.audit,
          history: false
        })
        stats.sockets++
        const c = client
        c.on((m) => {
          if ((m.type === 'state' || m.type === 'error') && typeof m.version === 'number')
            knows.version = m.version
        })
        await hello(c, spec, rng)
        spec.onSocket?.(c)
      }
      const n = Math.min(batch, spec.quota - stats.sent)
      for (let i = 0; i < n && client.open; i++) {
        const frame = gen.next()
        if (!frame.binary && typeof frame.data === 'string') spec.onSend?.(client, frame.data)
        client.sendRaw(frame.data, frame.binary)
        stats.sent++
        stats.kinds.set(frame.kind, (stats.kinds.get(frame.kind) ?? 0) + 1)
      }
      await client.barrier()
    }
  } finally {
    if (client !== null) {
      await client.close()
      retire(client)
    }
  }
  return stats
}

/** Says hello as the persona. No reply is fine: a socket the host closed meanwhile is replaced by the loop. */
async function hello(client: TestClient, spec: FuzzerSpec, rng: Rng): Promise<void> {
  const fields = helloFields(spec, rng)
  if (fields !== null) await client.hello(fields).catch(() => undefined)
}

function helloFields(spec: FuzzerSpec, rng: Rng): Partial<Hello> | null {
  switch (spec.persona) {
    case 'raw':
      return null
    case 'spectator':
      return { pin: spec.pin, ...(rng.next() < 0.5 ? { spectate: true } : {}) }
    case 'intruder': {
      const token = spec.foreignTokens[rng.int(spec.foreignTokens.length)]
      return { pin: spec.pin, ...(token === undefined ? {} : { token }) }
    }
    case 'seated':
      return { token: spec.token }
  }
}

export function mergeStats(all: FuzzerStats[]): FuzzerStats {
  const total: FuzzerStats = { sent: 0, kinds: new Map(), refusals: new Map(), closes: new Map(), sockets: 0 }
  for (const s of all) {
    total.sent += s.sent
    total.sockets += s.sockets
    for (const [k, n] of s.kinds) total.kinds.set(k, (total.kinds.get(k) ?? 0) + n)
    for (const [k, n] of s.refusals) total.refusals.set(k, (total.refusals.get(k) ?? 0) + n)
    for (const [k, n] of s.closes) total.closes.set(k, (total.closes.get(k) ?? 0) + n)
  }
  return total
}

/** A Map as a plain object with sorted keys, for reports. */
export function sortedObject<K extends string | number>(map: Map<K, number>): Record<string, number> {
  return Object.fromEntries([...map].sort(([a], [b]) => String(a).localeCompare(String(b))))
}

// Seeded hostile frames for the protocol fuzzer: random bytes, broken and oversized JSON, and well-formed
// messages carrying hostile values (wrong seats, foreign tokens, odd versions, duplicated or non-rank
// cards, prototype-pollution keys, deep nesting, huge strings). The same seed gives the same frames.
import fc from 'fast-check'
import { RANKS, Rng, countsFromRanks, legalMovesForView, moveKey } from '../../src/engine'
import type { Move, Rank, SeatView } from '../../src/engine'
import { BOT_LEVELS, MAX_FRAME_BYTES, PROTOCOL_VERSION } from '../../src/protocol/vocabulary'

export const FRAME_KINDS = [
  'binary',
  'noise',
  'bad-utf8',
  'truncated',
  'oversized',
  'huge-string',
  'move',
  'hello',
  'command',
  'proto',
  'deep',
  'json-value',
  'valid'
] as const
export type FrameKind = (typeof FRAME_KINDS)[number]

export interface Frame {
  kind: FrameKind
  data: string | Buffer
  binary: boolean
}

/** What a fuzzer knows: the newest version it saw (null when it saw none) and secrets of other tables. */
export interface FuzzKnowledge {
  version: number | null
  /** Real seat tokens and the host key of another table, and the table's PIN. */
  foreignTokens: string[]
  pin: string
}

/** Relative weights; frames that make the host close the socket (oversized, bad UTF-8) stay rare. */
const WEIGHTS: Record<FrameKind, number> = {
  binary: 6,
  noise: 8,
  'bad-utf8': 0.15,
  truncated: 10,
  oversized: 0.15,
  'huge-string': 2,
  move: 22,
  hello: 8,
  command: 12,
  proto: 8,
  deep: 2,
  'json-value': 10,
  valid: 8
}

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const
const NON_RANKS: unknown[] = [0, 6, 10, 16, -1, 1.5, 99, 2 ** 53, -0, 1e308, '3', null, true, [], {}, 'eight']
const ODD_NUMBERS: unknown[] = [
  -1,
  -(2 ** 31),
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  1e308,
  0.5,
  -0,
  '1',
  null,
  true,
  [],
  {}
]
const COMMANDS = ['addBot', 'setBotLevel', 'clearSeat', 'moveSeat', 'configure', 'start', 'rematch'] as const
const TYPES = [
  'hello',
  'move',
  'hint',
  'ready',
  'sync',
  ...COMMANDS,
  'leave',
  'HELLO',
  '',
  'toString',
  '__proto__'
]

export class FrameGen {
  private readonly rng: Rng
  private readonly pool: unknown[]
  private readonly strings: string[]
  private readonly total: number
  private readonly kinds: [FrameKind, number][]

  constructor(
    seed: number,
    private readonly knows: FuzzKnowledge,
    /** Spectators may send 'leave' now and then (it closes their socket); others never do. */
    private readonly mayLeave = false
  ) {
    this.rng = new Rng(seed)
    // fast-check gives the arbitrary JSON values and unicode strings; the generator mixes them in.
    this.pool = fc.sample(fc.jsonValue({ maxDepth: 4 }), { seed, numRuns: 400 })
    this.strings = fc.sample(fc.string({ unit: 'binary', maxLength: 40 }), { seed: seed + 1, numRuns: 400 })
    this.kinds = Object.entries(WEIGHTS) as [FrameKind, number][]
    this.total = this.kinds.reduce((sum, [, w]) => sum + w, 0)
  }

  next(): Frame {
    let pick = this.rng.next() * this.total
    for (const [kind, weight] of this.kinds) {
      pick -= weight
      if (pick < 0) return this.make(kind)
    }
    return this.make('valid')
  }

  make(kind: FrameKind): Frame {
    const text = (data: string): Frame => ({ kind, data, binary: false })
    switch (kind) {
      case 'binary':
        return { kind, data: this.bytes(1 + this.int(200)), binary: true }
      case 'noise':
        return text(
          this.chance(0.5) ? this.pickOf(this.strings) : this.bytes(1 + this.int(100)).toString('latin1')
        )
      case 'bad-utf8':
        // A text frame that is not UTF-8: the host's ws closes the socket with 1007.
        return { kind, data: Buffer.from([0x7b, 0xc3, 0x28, 0xff, 0xfe, 0x7d]), binary: false }
      case 'truncated': {
        const whole = JSON.stringify(this.wellFormed())
        return text(whole.slice(0, Math.max(1, this.int(whole.length))))
      }
      case 'oversized':
        return text(JSON.stringify({ type: 'sync', pad: 'x'.repeat(MAX_FRAME_BYTES + this.int(4096)) }))
      case 'huge-string':
        return text(this.hugeString())
      case 'move':
        return text(JSON.stringify(this.hostileMove()))
      case 'hello':
        return text(JSON.stringify(this.hostileHello()))
      case 'command':
        return text(JSON.stringify(this.hostileCommand()))
      case 'proto':
        return text(this.pollution())
      case 'deep':
        return text(this.deep())
      case 'json-value':
        return text(
          JSON.stringify(
            this.chance(0.5)
              ? this.pickOf(this.pool)
              : { type: this.pickOf(TYPES), x: this.pickOf(this.pool) }
          ) ?? 'null'
        )
      case 'valid':
        return text(JSON.stringify(this.wellFormed()))
    }
  }

  // ---------- building blocks ----------

  private int(n: number): number {
    return this.rng.int(n)
  }

  private chance(p: number): boolean {
    return this.rng.next() < p
  }

  private pickOf<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T
  }

  private bytes(n: number): Buffer {
    const buf = Buffer.alloc(n)
    for (let i = 0; i < n; i++) buf[i] = this.int(256)
    return buf
  }

  private rank(): number {
    return this.pickOf(RANKS)
  }

  /** A version near the one the fuzzer saw (stale, current, future) or an odd number. */
  private version(): unknown {
    const seen = this.knows.version
    if (seen !== null && this.chance(0.6)) return Math.max(0, seen + this.int(5) - 3)
    if (this.chance(0.5)) return this.int(1000)
    return this.pickOf(ODD_NUMBERS)
  }

  private seat(): unknown {
    return this.chance(0.7) ? this.int(10) - 2 : this.pickOf(ODD_NUMBERS)
  }

  private cards(): unknown {
    switch (this.int(7)) {
      case 0: {
        const r = this.rank() // duplicated cards
        return Array.from({ length: 2 + this.int(3) }, () => r)
      }
      case 1:
        return [this.pickOf(NON_RANKS)]
      case 2:
        return Array.from({ length: 4 + this.int(10) }, () => this.rank())
      case 3:
        return []
      case 4:
        return this.pickOf(NON_RANKS)
      default:
        return Array.from({ length: 1 + this.int(3) }, () => this.rank())
    }
  }

  private move(): Record<string, unknown> {
    const kind = this.chance(0.9)
      ? this.pickOf(['lead', 'overwrite', 'add', 'pass'] as const)
      : this.pickOf(['', 'steal', 'PASS', 7])
    const move: Record<string, unknown> = { kind }
    if (kind !== 'pass' || this.chance(0.2)) move.cards = this.cards()
    if (this.chance(0.05)) move.seat = this.seat()
    return move
  }

  private hostileMove(): Record<string, unknown> {
    const message: Record<string, unknown> = { type: 'move', version: this.version(), move: this.move() }
    if (this.chance(0.08)) message.seat = this.seat() // "play for another seat"
    if (this.chance(0.05)) delete message.version
    return message
  }

  private token(): unknown {
    const foreign = this.knows.foreignTokens
    if (foreign.length > 0 && this.chance(0.5)) return this.pickOf(foreign)
    if (this.chance(0.3)) return 'A'.repeat(16 + this.int(49)) // well-formed but nobody's
    if (this.chance(0.5)) return this.pickOf(this.strings)
    return this.pickOf(ODD_NUMBERS)
  }

  private hostileHello(): Record<string, unknown> {
    const hello: Record<string, unknown> = {
      type: 'hello',
      protocol: this.chance(0.8) ? PROTOCOL_VERSION : this.pickOf([0, 2, -1, 1.5, '1', null]),
      name: this.chance(0.7)
        ? `fz${this.int(1000)}`
        : this.pickOf([...this.strings, '', ' ', 'a\u0000b', 'x'.repeat(25)])
    }
    if (this.chance(0.6)) hello.token = this.token()
    if (this.chance(0.3)) hello.hostKey = this.token()
    if (this.chance(0.5))
      hello.pin = this.chance(0.5) ? this.knows.pin : this.pickOf(['0000', '1234', '12345', 1234, ''])
    if (this.chance(0.3)) hello.spectate = this.chance(0.8) ? true : this.pickOf(this.pool)
    return hello
  }

  private hostileCommand(): Record<string, unknown> {
    const type = this.pickOf(COMMANDS)
    const level = this.chance(0.8) ? this.pickOf(BOT_LEVELS) : this.pickOf(['godlike', '', 3, null])
    switch (type) {
      case 'addBot':
      case 'setBotLevel':
        return { type, seat: this.seat(), level }
      case 'clearSeat':
        return { type, seat: this.seat() }
      case 'moveSeat':
        return { type, from: this.seat(), to: this.seat() }
      case 'configure':
        return {
          type,
          settings: this.pickOf([
            { seats: this.seat() },
            { target: this.pickOf(ODD_NUMBERS) },
            { pin: this.pickOf(['', '0000', 'abcd']) },
            { name: this.pickOf(this.strings) },
            { turnSeconds: this.pickOf(ODD_NUMBERS) },
            { firstLeader: this.seat() },
            { points: [0, 99] }
          ])
        }
      default:
        return { type }
    }
  }

  /** A message that passes the schema (sync, hint, ready, leave for spectators, a valid-looking hello). */
  private wellFormed(): Record<string, unknown> {
    // 'leave' (spectators only) is rare: every socket the host closes is a reconnect and two versions.
    const choice = this.mayLeave && this.chance(0.1) ? 5 : this.int(5)
    const version = this.knows.version ?? this.int(50)
    switch (choice) {
      case 0:
        return { type: 'sync' }
      case 1:
        return { type: 'hint', version, ...(this.chance(0.5) ? { level: 'hard' } : {}) }
      case 2:
        return { type: 'ready', version }
      case 3:
        return {
          type: 'hello',
          protocol: PROTOCOL_VERSION,
          name: 'again',
          pin: this.knows.pin,
          spectate: true
        }
      case 4:
        return { type: 'move', version, move: { kind: 'pass' } }
      default:
        return { type: 'leave' }
    }
  }

  /** Prototype-pollution keys at the top, in the move, in settings, or as a constructor chain. */
  private pollution(): string {
    const key = this.pickOf(POLLUTION_KEYS)
    const payload = `{"polluted":"yes","toString":"x","hasOwnProperty":1}`
    switch (this.int(5)) {
      case 0:
        return `{"type":"sync","${key}":${payload}}`
      case 1:
        return `{"type":"move","version":1,"move":{"kind":"lead","cards":[3],"${key}":${payload}}}`
      case 2:
        return `{"type":"configure","settings":{"${key}":${payload}}}`
      case 3:
        return `{"${key}":{"prototype":${payload}},"type":"hello","protocol":1,"name":"p"}`
      default:
        return `{"__proto__":{"type":"sync"},"constructor":{"prototype":{"type":"sync","polluted":"yes"}}}`
    }
  }

  /** Deep nesting inside the size limit: arrays, objects, or nested inside a field. */
  private deep(): string {
    const depth = 500 + this.int(4500)
    switch (this.int(3)) {
      case 0:
        return '['.repeat(depth) + ']'.repeat(depth)
      case 1:
        return '{"a":'.repeat(Math.min(depth, 2500)) + '1' + '}'.repeat(Math.min(depth, 2500))
      default:
        return `{"type":"move","version":1,"move":{"kind":"lead","cards":${'['.repeat(depth)}${']'.repeat(depth)}}}`
    }
  }

  /** A string just under the frame limit in a field the schema bounds. */
  private hugeString(): string {
    const filler = 'é'.repeat(4000 + this.int(3000))
    return JSON.stringify(
      this.pickOf([
        { type: 'hello', protocol: PROTOCOL_VERSION, name: filler },
        { type: 'hello', protocol: PROTOCOL_VERSION, name: 'n', token: filler },
        { type: filler },
        { type: 'configure', settings: { name: filler } }
      ])
    )
  }
}

/**
 * Well-formed but illegal moves for the seat on turn, sent with the current version so they reach the
 * engine: cards it does not hold, more copies than it holds, non-melds, a leader's pass, the wrong kind
 * for the table. Legal moves are filtered out, so every one of them must be refused.
 */
export function illegalMoves(view: SeatView, rng: Rng, count: number): Move[] {
  const hand = view.hand ?? []
  const held = countsFromRanks(hand)
  const legal = new Set(legalMovesForView(view).map(moveKey))
  const kinds = ['lead', 'overwrite', 'add'] as const
  const missing = RANKS.filter((r) => (held[r] ?? 0) === 0)
  const out: Move[] = []
  for (let tries = 0; out.length < count && tries < count * 10; tries++) {
    let move: Move
    const kind = kinds[rng.int(kinds.length)] ?? 'lead'
    const some = (): Rank =>
      hand.length > 0 && rng.next() < 0.8
        ? (hand[rng.int(hand.length)] as Rank)
        : (RANKS[rng.int(RANKS.length)] as Rank)
    switch (rng.int(5)) {
      case 0: {
        const r = missing[rng.int(missing.length)] ?? some()
        move = { kind, cards: [r] }
        break
      }
      case 1: {
        const r = some()
        move = { kind, cards: Array.from({ length: Math.min(3, (held[r] ?? 0) + 1) }, () => r) }
        break
      }
      case 2:
        move = { kind: 'pass' }
        break
      default:
        move = { kind, cards: Array.from({ length: 1 + rng.int(3) }, some).sort((a, b) => a - b) }
    }
    if (!legal.has(moveKey(move))) out.push(move)
  }
  return out
}

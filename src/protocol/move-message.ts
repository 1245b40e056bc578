// The play path's commonest frame, a move, read without the schema: zod's discriminated union of strict
// objects took tens of µs a move on the host, the engine checks the move's rules anyway (apply.ts), and a
// 6-player table reads one per change. It recognises only a move exactly as clientMessageSchema accepts it
// and returns what the schema would; anything else, odd or bad, is null and goes the schema's way
// (messages.ts), so every refusal keeps its code and text. move-message.test.ts compares the two.
import { RANKS } from '../engine/types'
import type { Move } from '../engine/types'
import { MAX_PLAY } from '../engine/moves'

export interface MoveMessage {
  type: 'move'
  version: number
  move: Move
}

const IS_RANK: ReadonlySet<unknown> = new Set(RANKS)
const WITH_CARDS: ReadonlySet<unknown> = new Set(['lead', 'overwrite', 'add'])

/** Parsed JSON → the move message clientMessageSchema makes of it, or null (ask the schema). */
export function readMoveMessage(data: unknown): MoveMessage | null {
  if (!isPlainObject(data) || data.type !== 'move' || !hasOnlyKeys(data, 3)) return null
  const { version, move } = data
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) return null
  if (!isPlainObject(move)) return null
  if (move.kind === 'pass')
    return hasOnlyKeys(move, 1) ? { type: 'move', version, move: { kind: 'pass' } } : null
  const { kind, cards } = move
  if (!WITH_CARDS.has(kind) || !hasOnlyKeys(move, 2) || !Array.isArray(cards)) return null
  if (cards.length < 1 || cards.length > MAX_PLAY || !cards.every((card) => IS_RANK.has(card))) return null
  return { type: 'move', version, move: { kind, cards: [...cards] } as Move }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Exactly `count` own keys: with the ones read above present, no other (a strict schema refuses them). */
function hasOnlyKeys(value: Record<string, unknown>, count: number): boolean {
  let keys = 0
  for (const key in value) if (Object.hasOwn(value, key)) keys++
  return keys === count
}

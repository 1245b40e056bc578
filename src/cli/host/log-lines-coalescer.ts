// Join/leave loops must not flood the host's terminal (issue 15: 12,566 cycles in 20 s). Single joins and
// leaves still print at once; once someone comes and goes more than a few times within a window, or
// everyone together passes a larger budget, the rest are counted and one summary line per name (plus one
// for everyone else) closes the window. Pure: the caller passes the time and asks when to flush.
import type { TableEvent } from '../../server/table/table-events'

export interface CoalescerOptions {
  /** Length of one counting window. */
  windowMs: number
  /** Lines printed one by one per name (or address) in a window. */
  perKey: number
  /** Lines printed one by one for everyone together in a window. */
  total: number
}

export const DEFAULT_COALESCING: CoalescerOptions = { windowMs: 10_000, perKey: 4, total: 30 }

type Kind = 'joined' | 'left' | 'disconnected' | 'refused'
type Counts = Record<Kind, number>

/** Events that come in loops: presence, and connections turned away at the door. */
export function loopKind(event: TableEvent): Kind | null {
  switch (event.type) {
    case 'joined':
    case 'left':
    case 'disconnected':
      return event.type
    case 'connectionRefused':
      return 'refused'
    default:
      return null
  }
}

const zero = (): Counts => ({ joined: 0, left: 0, disconnected: 0, refused: 0 })

export class LogCoalescer {
  private windowEnd: number | null = null
  private printed = 0
  /** Per key (at most `total` keys, those printed this window): lines printed and counts held back. */
  private readonly keys = new Map<string, { printed: number; held: Counts }>()
  private readonly others = zero()

  constructor(private readonly options: CoalescerOptions = DEFAULT_COALESCING) {}

  /**
   * The lines to print now for one event of a looping kind: summaries of a window that has ended, then
   * the event's own line unless it is held back. `key` names who (e.g. "Bob (spectator)" or an address).
   */
  push(kind: Kind, key: string, line: string, now: number): string[] {
    const out = this.flush(now)
    if (this.windowEnd === null) this.windowEnd = now + this.options.windowMs
    let entry = this.keys.get(key)
    if (entry === undefined && this.printed < this.options.total) {
      entry = { printed: 0, held: zero() }
      this.keys.set(key, entry)
    }
    if (entry !== undefined && entry.printed < this.options.perKey && this.printed < this.options.total) {
      entry.printed++
      this.printed++
      out.push(line)
    } else if (entry !== undefined) entry.held[kind]++
    else this.others[kind]++
    return out
  }

  /** When the current window ends and its summaries are due (null: nothing pending). */
  dueAt(): number | null {
    return this.windowEnd
  }

  /** Summary lines of the window if it has ended by `now` (then a new window starts with the next event). */
  flush(now: number): string[] {
    if (this.windowEnd === null || now < this.windowEnd) return []
    const seconds = Math.round(this.options.windowMs / 1000)
    const out: string[] = []
    for (const [key, entry] of this.keys) {
      const counts = describe(entry.held)
      if (counts !== null) out.push(`${key} ${counts} more in the last ${seconds} s`)
    }
    const rest = describe(this.others)
    if (rest !== null) out.push(`Others ${rest} in the last ${seconds} s`)
    this.windowEnd = null
    this.printed = 0
    this.keys.clear()
    Object.assign(this.others, zero())
    return out
  }
}

const VERBS: Record<Kind, string> = {
  joined: 'joined',
  left: 'left',
  disconnected: 'disconnected',
  refused: 'were refused'
}

function describe(counts: Counts): string | null {
  const parts = (Object.keys(VERBS) as Kind[])
    .filter((kind) => counts[kind] > 0)
    .map(
      (kind) => `${VERBS[kind]} ${counts[kind].toLocaleString('en')} ${counts[kind] === 1 ? 'time' : 'times'}`
    )
  if (parts.length === 0) return null
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`
}

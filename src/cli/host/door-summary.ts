// The door in the host's terminal (issue 48: knock/close churn wrote 4,288 lines in 5 s): the first knock
// or stopped knock of a quiet spell prints its own line at once; the rest are counted, and one summary
// line per `windowMs` says how many knocks came and went, from how many addresses. So the door writes at
// most one line per window however hard it is knocked on. The host's own answers (let in, turned away)
// are not counted here: they print at once (log-lines.ts). Pure: the caller passes the time and asks
// when to flush (as with log-lines-coalescer.ts).
import type { TableEvent } from '../../server/table/table-events'

type KnockEvent = Extract<TableEvent, { type: 'knock' }>

export const DOOR_SUMMARY_MS = 10_000
/** Addresses counted apart at most per window (past that, "at least" is said). */
const MAX_ADDRESSES = 1024

export class DoorSummary {
  private windowEnd: number | null = null
  private knocks = 0
  private gone = 0
  private readonly addresses = new Set<string>()

  constructor(private readonly windowMs = DOOR_SUMMARY_MS) {}

  /** Knocks that wait or stop waiting come in loops; the host's answers do not. */
  static counts(event: TableEvent): event is KnockEvent {
    return event.type === 'knock' && (event.outcome === 'waiting' || event.outcome === 'gone')
  }

  /** The lines to print now for one such event: a summary that is due, then its own line if not held. */
  push(event: KnockEvent, line: string, now: number): string[] {
    const out = this.flush(now)
    if (this.windowEnd === null) {
      this.windowEnd = now + this.windowMs
      out.push(line)
      return out
    }
    if (event.outcome === 'waiting') this.knocks++
    else this.gone++
    if (this.addresses.size < MAX_ADDRESSES) this.addresses.add(event.address)
    return out
  }

  /** When the current window ends (null: no window open). */
  dueAt(): number | null {
    return this.windowEnd
  }

  /** The summary line of a window that has ended by `now`; a window with news opens the next one, so
   *  lines stay at most one per window while the churn goes on. */
  flush(now: number): string[] {
    if (this.windowEnd === null || now < this.windowEnd) return []
    const held = this.knocks + this.gone
    if (held === 0) {
      this.windowEnd = null
      return []
    }
    const seconds = Math.round(this.windowMs / 1000)
    const from = this.addresses.size >= MAX_ADDRESSES ? `at least ${MAX_ADDRESSES}` : `${this.addresses.size}`
    const line =
      `At the door in the last ${seconds} s: ${count(this.knocks, 'knock')} and ` +
      `${count(this.gone, 'stopped knock')} from ${from} ${this.addresses.size === 1 ? 'address' : 'addresses'}`
    this.windowEnd = Number.isFinite(now) ? now + this.windowMs : null
    this.knocks = 0
    this.gone = 0
    this.addresses.clear()
    return [line]
  }
}

function count(n: number, what: string): string {
  return `${n.toLocaleString('en')} ${what}${n === 1 ? '' : 's'}`
}

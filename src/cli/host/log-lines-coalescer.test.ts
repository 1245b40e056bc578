import { describe, expect, it } from 'vitest'
import type { TableEvent } from '../../server/table/table-events'
import { logLine, loopKey } from './log-lines'
import { LogCoalescer, loopKind } from './log-lines-coalescer'

const names = ['Ann', null, null]
const options = { windowMs: 10_000, perKey: 4, total: 30 }

/** Feeds one event as the CLI does and returns the lines printed for it. */
function feed(log: LogCoalescer, event: TableEvent, now: number): string[] {
  const line = logLine(event, names)!
  const kind = loopKind(event)
  if (kind === null) throw new Error(`${event.type} is not a looping event`)
  return log.push(kind, loopKey(event, names), line, now)
}

const join = (name: string, seat: number | null = null): TableEvent => ({
  type: 'joined',
  seat,
  name,
  rejoined: false
})
const leave = (name: string, seat: number | null = null): TableEvent => ({ type: 'left', seat, name })

describe('LogCoalescer', () => {
  it('prints a single join and a single leave at once, as before', () => {
    const log = new LogCoalescer(options)
    expect(feed(log, join('Bob', 1), 0)).toEqual(['Bob (seat 2) joined'])
    expect(feed(log, leave('Bob', 1), 500)).toEqual(['Bob (seat 2) left'])
    expect(log.flush(10_000)).toEqual([])
    // A later visit prints at once again.
    expect(feed(log, join('Bob', 1), 60_000)).toEqual(['Bob (seat 2) joined'])
  })

  it('turns 10,000 join/leave cycles into a bounded number of lines with the counts', () => {
    const log = new LogCoalescer(options)
    const lines: string[] = []
    // 10,000 cycles in 20 s: one event per millisecond.
    for (let i = 0; i < 10_000; i++) {
      lines.push(...feed(log, join('Bob'), 2 * i))
      lines.push(...feed(log, leave('Bob'), 2 * i + 1))
    }
    lines.push(...log.flush(20_000))
    // Two windows: 4 lines printed one by one and one summary each.
    expect(lines.length).toBeLessThanOrEqual(10)
    expect(lines.slice(0, 4)).toEqual([
      'Bob (spectator) joined',
      'Bob (spectator) left',
      'Bob (spectator) joined',
      'Bob (spectator) left'
    ])
    expect(lines[4]).toBe('Bob (spectator) joined 4,998 times and left 4,998 times more in the last 10 s')
    // Every cycle is accounted for: printed one by one or counted in a summary.
    const counted = lines
      .flatMap((l) => [...l.matchAll(/([\d,]+) times/g)].map((m) => Number(m[1]!.replace(/,/g, ''))))
      .reduce((a, b) => a + b, 0)
    const single = lines.filter((l) => /^Bob \(spectator\) (joined|left)$/.test(l)).length
    expect(counted + single).toBe(20_000)
  })

  it('bounds the lines when each loop uses a new name, and counts the rest as others', () => {
    const log = new LogCoalescer(options)
    const lines: string[] = []
    for (let i = 0; i < 10_000; i++) {
      lines.push(...feed(log, join(`Guest ${i}`), i))
      lines.push(...feed(log, leave(`Guest ${i}`), i))
    }
    lines.push(...log.flush(10_000))
    expect(lines.length).toBeLessThanOrEqual(options.total + options.total + 1)
    expect(lines.at(-1)).toBe('Others joined 9,985 times and left 9,985 times in the last 10 s')
  })

  it('coalesces refused connections per address', () => {
    const log = new LogCoalescer(options)
    const lines: string[] = []
    for (let i = 0; i < 1000; i++)
      lines.push(
        ...feed(log, { type: 'connectionRefused', address: '10.0.0.7', reason: 'foreign origin' }, i)
      )
    lines.push(...log.flush(10_000))
    expect(lines).toHaveLength(5)
    expect(lines.at(-1)).toBe('Connections from 10.0.0.7 were refused 996 times more in the last 10 s')
  })

  it('says when summaries are due and starts a fresh window after them', () => {
    const log = new LogCoalescer(options)
    expect(log.dueAt()).toBeNull()
    for (let i = 0; i < 6; i++) feed(log, join('Bob'), 100 + i)
    expect(log.dueAt()).toBe(10_100)
    expect(log.flush(10_099)).toEqual([])
    expect(log.flush(10_100)).toEqual(['Bob (spectator) joined 2 times more in the last 10 s'])
    expect(log.dueAt()).toBeNull()
    expect(feed(log, join('Bob'), 10_200)).toEqual(['Bob (spectator) joined'])
  })
})

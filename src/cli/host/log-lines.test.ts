import { describe, expect, it } from 'vitest'
import { logLine } from './log-lines'

describe('logLine', () => {
  const names = ['Ann', 'Bob', 'Bot 3']
  it('says who joined, left and went away, and the results without hands', () => {
    expect(logLine({ type: 'joined', seat: 0, name: 'Ann', rejoined: false }, names)).toBe(
      'Ann (seat 1) joined'
    )
    expect(logLine({ type: 'joined', seat: null, name: 'Sue', rejoined: false }, names)).toBe(
      'Sue (spectator) joined'
    )
    expect(logLine({ type: 'away', seat: 1, name: 'Bob' }, names)).toMatch(/Bob \(seat 2\) is away/)
    const result = {
      round: 2,
      leader: 0,
      wentOut: 2,
      penalties: [3, 5, 0],
      hands: [[1, 2, 3], [8], []] as never
    }
    const line = logLine({ type: 'roundEnded', result, totals: [10, 7, 4] }, names)
    expect(line).toBe(
      'Round 2 over: Bot 3 (seat 3) went out. Penalties: Ann 3, Bob 5, Bot 3 0. Totals: Ann 10, Bob 7, Bot 3 4'
    )
    const ended = (practice: boolean) =>
      logLine({ type: 'matchEnded', winners: [2], totals: [21, 7, 4], practice }, names)
    expect(ended(false)).toMatch(/^Match over\. Winner: Bot 3/)
    // said at the end too: a match continued after a restart has no `undone` line in this log
    expect(ended(true)).toMatch(/^Match over \(practice: a move was taken back\)\. Winner: Bot 3/)
    // issue 51: the host ended it early, and the round being played did not count
    const early = logLine({ type: 'matchEnded', winners: [2], totals: [9, 7, 4], practice: false, endedEarly: true }, names)
    expect(early).toMatch(/^Match over \(ended by the host: the round being played does not count\)\. Winner: Bot 3/)
  })
})

import { describe, expect, it } from 'vitest'
import { noticeSchema } from '../ipc/contract'
import { createNoticeBoard } from './notices'

describe('the notice board', () => {
  const now = () => new Date('2026-11-29T21:00:00.000Z')

  it('keeps notices until dismissed and tells listeners of every change', () => {
    const board = createNoticeBoard({ now })
    const seen: number[] = []
    board.onChange((list) => seen.push(list.length))
    board.add({ kind: 'corrupt-file', message: 'settings set aside', file: '/u/settings.corrupt-x.json' })
    board.add({ kind: 'advertise-failed', message: 'no network' })
    expect(board.list()).toEqual([
      {
        id: 'notice-1',
        kind: 'corrupt-file',
        message: 'settings set aside',
        file: '/u/settings.corrupt-x.json',
        at: '2026-11-29T21:00:00.000Z'
      },
      { id: 'notice-2', kind: 'advertise-failed', message: 'no network', at: '2026-11-29T21:00:00.000Z' }
    ])
    for (const notice of board.list()) expect(noticeSchema.parse(notice)).toEqual(notice)
    expect(board.dismiss('notice-1').map((n) => n.id)).toEqual(['notice-2'])
    expect(board.dismiss('unknown').map((n) => n.id)).toEqual(['notice-2'])
    expect(seen).toEqual([1, 2, 1])
  })

  it('does not repeat a notice that is still pending, and keeps only the newest', () => {
    const board = createNoticeBoard({ now, max: 2 })
    board.add({ kind: 'discovery-failed', message: 'x' })
    board.add({ kind: 'discovery-failed', message: 'x' })
    expect(board.list()).toHaveLength(1)
    board.add({ kind: 'save-failed', message: 'a' })
    board.add({ kind: 'save-failed', message: 'b' })
    expect(board.list().map((n) => n.message)).toEqual(['a', 'b'])
  })

  it('lets listeners unsubscribe', () => {
    const board = createNoticeBoard()
    let calls = 0
    const off = board.onChange(() => calls++)
    off()
    board.add({ kind: 'save-failed', message: 'a' })
    expect(calls).toBe(0)
  })
})

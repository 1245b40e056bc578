import { describe, expect, it } from 'vitest'
import type { IpcResult, Notice } from '../../../ipc/contract'
import { NoticesState } from './notices.svelte'

function notice(id: string, kind: Notice['kind'] = 'save-failed'): Notice {
  return { id, kind, message: `message ${id}`, at: '2025-01-01T00:00:00.000Z' }
}

/** A fake of main's notice board behind the three bridge functions. */
function fakeMain(initial: Notice[]) {
  let board = [...initial]
  let listener: ((n: Notice[]) => void) | null = null
  let answerList: () => void = () => {}
  return {
    api: {
      // main answers with the board as it was when asked: a push may overtake the answer
      listNotices: () => {
        const asked = [...board]
        return new Promise<IpcResult<Notice[]>>((resolve) => (answerList = () => resolve({ ok: true, value: asked })))
      },
      dismissNotice: (id: string) => {
        board = board.filter((n) => n.id !== id)
        return Promise.resolve<IpcResult<Notice[]>>({ ok: true, value: [...board] })
      },
      onNoticesChanged: (l: (n: Notice[]) => void) => {
        listener = l
        return () => (listener = null)
      }
    },
    answerList: () => answerList(),
    push(n: Notice) {
      board = [...board, n]
      listener?.([...board])
    },
    get subscribed() {
      return listener !== null
    }
  }
}

describe('notice list', () => {
  it('shows the notices main already had and every pushed change', async () => {
    const main = fakeMain([notice('a')])
    const state = new NoticesState()
    state.follow(main.api)
    main.answerList()
    await Promise.resolve()
    await Promise.resolve()
    expect(state.list.map((n) => n.id)).toEqual(['a'])
    main.push(notice('b', 'advertise-failed'))
    expect(state.list.map((n) => n.id)).toEqual(['a', 'b'])
  })

  it('keeps a push that arrived before the first list answer', async () => {
    const main = fakeMain([])
    const state = new NoticesState()
    state.follow(main.api)
    main.push(notice('b'))
    // the stale answer to listNotices (sent before the push) must not hide it
    main.answerList()
    await Promise.resolve()
    await Promise.resolve()
    expect(state.list.map((n) => n.id)).toEqual(['b'])
  })

  it('dismissing removes the notice here and on main', async () => {
    const main = fakeMain([notice('a'), notice('b')])
    const state = new NoticesState()
    state.follow(main.api)
    main.answerList()
    await Promise.resolve()
    await Promise.resolve()
    const done = state.dismiss('a')
    expect(state.list.map((n) => n.id)).toEqual(['b'])
    await done
    expect(state.list.map((n) => n.id)).toEqual(['b'])
  })

  it('stops following when unsubscribed', () => {
    const main = fakeMain([])
    const state = new NoticesState()
    const stop = state.follow(main.api)
    expect(main.subscribed).toBe(true)
    stop()
    expect(main.subscribed).toBe(false)
  })
})

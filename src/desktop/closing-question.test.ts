import { describe, expect, it } from 'vitest'
import { CLOSE_BUTTONS, closingQuestion } from './closing-question'
import type { RunningTableState } from './closing-question'

function table(
  running: ReturnType<RunningTableState['running']>,
  matchInProgress: boolean
): RunningTableState {
  return { running: () => running, matchInProgress: () => matchInProgress }
}

const den = { kind: 'hosted', name: 'Den' } as const
const solo = { kind: 'solo', name: 'Solo' } as const

describe('the question before closing', () => {
  it('is not asked without a table or with a table still in the lobby', () => {
    expect(closingQuestion(table(undefined, false), 'close')).toBeUndefined()
    expect(closingQuestion(table(undefined, false), 'quit')).toBeUndefined()
    expect(closingQuestion(table(den, false), 'close')).toBeUndefined()
    expect(closingQuestion(table(solo, false), 'quit')).toBeUndefined()
  })

  it('offers to go ahead with what the user asked (close or quit) or, by default, to keep playing', () => {
    for (const running of [den, solo]) {
      for (const action of ['close', 'quit'] as const) {
        expect(closingQuestion(table(running, true), action)?.buttons).toEqual([
          CLOSE_BUTTONS[action],
          CLOSE_BUTTONS.keep
        ])
      }
    }
    const asked = (action: 'close' | 'quit') => closingQuestion(table(den, true), action)?.message
    expect(asked('close')).not.toBe(asked('quit'))
  })

  it('names the LAN table whose players would be disconnected', () => {
    const detail = closingQuestion(table(den, true), 'close')?.detail
    expect(detail).toContain(den.name)
    expect(closingQuestion(table({ ...den, name: 'Attic' }, true), 'close')?.detail).not.toBe(detail)
  })

  it('tells a solo player something else: the match can be resumed, whatever the table is called', () => {
    const detail = closingQuestion(table(solo, true), 'quit')?.detail
    expect(detail).toBe(closingQuestion(table({ ...solo, name: 'Other' }, true), 'quit')?.detail)
    expect(detail).not.toBe(closingQuestion(table({ ...den, name: solo.name }, true), 'quit')?.detail)
  })
})

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

  it('warns the players of a LAN table, offering to close it or keep playing', () => {
    const question = closingQuestion(table(den, true), 'close')
    expect(question).toEqual({
      message: 'A match is in progress. Close the table?',
      detail: expect.stringContaining('“Den” will be disconnected'),
      buttons: [CLOSE_BUTTONS.close, CLOSE_BUTTONS.keep]
    })
  })

  it('says a solo match can be resumed, offering to quit or keep playing', () => {
    const question = closingQuestion(table(solo, true), 'quit')
    expect(question).toEqual({
      message: 'A match is in progress. Quit anyway?',
      detail: expect.stringContaining('resume it'),
      buttons: [CLOSE_BUTTONS.quit, CLOSE_BUTTONS.keep]
    })
  })
})

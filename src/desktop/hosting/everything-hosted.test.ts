import { describe, expect, it } from 'vitest'
import { closingQuestion } from '../closing-question'
import { everythingHosted } from './everything-hosted'

/** A table and a tournament as closing sees them, each running or not, playing or not. */
function hosted(
  table: { name: string; playing: boolean } | null,
  tournament: { name: string; playing: boolean } | null
) {
  const stopped: string[] = []
  const both = everythingHosted(
    {
      running: () => (table ? { kind: 'hosted', name: table.name } : undefined),
      matchInProgress: () => table?.playing === true,
      stop: async () => (table ? stopped.push('table') > 0 : false)
    },
    {
      running: () =>
        tournament
          ? { name: tournament.name, address: '127.0.0.1:5350', directorKey: 'k', joinUrls: [] }
          : null,
      stagePlaying: () => tournament?.playing === true,
      stop: async () => (tournament ? stopped.push('tournament') > 0 : false)
    }
  )
  return { both, stopped }
}

describe('what closing the window or quitting waits for', () => {
  it('is nothing when neither runs: no question, nothing stopped', async () => {
    const { both, stopped } = hosted(null, null)
    expect(both.running()).toBeUndefined()
    expect(closingQuestion(both, 'quit')).toBeUndefined()
    await expect(both.stop()).resolves.toBe(false)
    expect(stopped).toEqual([])
  })

  it('stops the tournament as well as the table', async () => {
    const { both, stopped } = hosted({ name: 'Den', playing: false }, { name: 'Friday', playing: false })
    expect(closingQuestion(both, 'quit')).toBeUndefined()
    await expect(both.stop()).resolves.toBe(true)
    expect(stopped.sort()).toEqual(['table', 'tournament'])
  })

  it('asks while a stage is played, naming the tournament', () => {
    const { both } = hosted({ name: 'Den', playing: false }, { name: 'Friday', playing: true })
    expect(closingQuestion(both, 'quit')).toMatchObject({ detail: expect.stringContaining('“Friday”') })
  })

  it("names the table when it is the table's match that closing interrupts", () => {
    const { both } = hosted({ name: 'Den', playing: true }, { name: 'Friday', playing: true })
    expect(closingQuestion(both, 'close')).toMatchObject({ detail: expect.stringContaining('“Den”') })
    expect(hosted(null, { name: 'Friday', playing: false }).both.running()).toEqual({
      kind: 'hosted',
      name: 'Friday'
    })
  })
})

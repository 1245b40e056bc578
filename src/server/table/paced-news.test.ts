// Paced news (issue 48): the first change goes out at once, a burst within the gap becomes one trailing
// send carrying the state as it is then, and a stopped pacer sends nothing more.
import { describe, expect, it } from 'vitest'
import { FakeClock } from '../../../test-support/server/fake-clock'
import { PacedNews } from './paced-news'

function setup(gapMs = 250) {
  const clock = new FakeClock()
  let state = 0
  const sent: { at: number; state: number }[] = []
  const news = new PacedNews(clock, gapMs, () => sent.push({ at: clock.now(), state }))
  const change = () => {
    state++
    news.changed()
  }
  return { clock, news, sent, change, start: clock.now() }
}

describe('paced news', () => {
  it('sends the first change at once and a burst as one trailing send with the latest state', () => {
    const { clock, sent, change, start } = setup()
    change()
    expect(sent).toEqual([{ at: start, state: 1 }])
    for (let i = 0; i < 100; i++) {
      clock.advance(1)
      change()
    }
    expect(sent).toHaveLength(1)
    clock.advance(250)
    expect(sent).toEqual([
      { at: start, state: 1 },
      { at: start + 250, state: 101 }
    ])
  })

  it('sends at once again after a quiet gap, and nothing after stop', () => {
    const { clock, news, sent, change } = setup()
    change()
    clock.advance(1000)
    change()
    expect(sent.map((s) => s.state)).toEqual([1, 2])
    change()
    news.stop()
    clock.advance(1000)
    expect(sent.map((s) => s.state)).toEqual([1, 2])
  })
})

// The log marks exactly the moves the table names as the turn timer's, in every trick of a round.
import { beforeAll, describe, expect, it } from 'vitest'
import { Rng, splitTricks, viewFor } from '../../../engine'
import { mustMatch, playRandom } from '../../../../test-support/engine/match-helpers'
import { locale, t } from '../i18n'
import { describeMove } from './describe'
import { logLine, trickStarts } from './timed-out'

beforeAll(() => locale.ready())

const names = ['Anna', 'Ben', 'Cy']

describe('the turn timer in the log', () => {
  it("finds each move's place in the round's log through the tricks, and marks only the named ones", () => {
    const view = viewFor(playRandom(mustMatch(3, 11), new Rng(11), 30), 0)
    const tricks = splitTricks(view)
    expect(tricks.length).toBeGreaterThan(2)
    const starts = trickStarts(tricks)
    const timedOut = [1, view.log.length - 1]
    tricks.forEach((trick, k) =>
      trick.entries.forEach((entry, i) => {
        const place = starts[k]! + i
        expect(entry.seat).toBe(view.log[place]!.seat)
        const plain = describeMove(names, entry, entry.meld)
        const line = logLine(names, entry, place, timedOut)
        expect(line).toBe(timedOut.includes(place) ? t('hostControls.timedOut', { line: plain }) : plain)
      })
    )
  })

})

// Component-level tests can start from a named scenario (src/scenarios) instead of building a position by
// hand: the same match the e2e tests and `npm run host -- --scenario NAME` open.
import { describe, expect, it } from 'vitest'
import { legalMovesForView, viewFor } from '../../../engine'
import { buildScenario, findScenario } from '../../../scenarios'
import { playableRanks } from './playable'

describe('the last-trick scenario, as the table shows it to Ada', () => {
  const { match } = buildScenario(findScenario('last-trick')!)
  const view = viewFor(match, 0)

  it('her one card is the one card she can play, and it leads', () => {
    const legal = legalMovesForView(view)
    expect(view.hand).toHaveLength(1)
    expect([...playableRanks(legal, [])]).toEqual(view.hand)
    expect(legal.map((m) => m.kind)).toEqual(['lead'])
  })

  it('the other seats are counts, never cards (R9)', () => {
    expect(view.handCounts.filter((n, seat) => seat !== 0 && n > 0).length).toBeGreaterThan(0)
    expect(JSON.stringify(view)).not.toContain('"hands"')
  })
})

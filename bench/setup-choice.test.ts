import { describe, expect, it } from 'vitest'
import { chosenSetups } from './setup-choice'

const known = ['mediumVsMedium', 'hardVsMedium', 'hardVsHard', 'v1', 'v2']

describe('bench:bots setup choice', () => {
  it('plays every setup without --only, and the named ones in their own order with it', () => {
    expect(chosenSetups(known, undefined, [])).toEqual(known)
    expect(chosenSetups(known, ['hardVsHard', 'mediumVsMedium'], [])).toEqual([
      'mediumVsMedium',
      'hardVsHard'
    ])
  })

  it('always plays the variants the run defines, also when --only leaves them out', () => {
    expect(chosenSetups(known, ['hardVsMedium'], ['v1', 'v2'])).toEqual(['hardVsMedium', 'v1', 'v2'])
  })

  it('refuses a name that is no setup instead of playing nothing', () => {
    expect(() => chosenSetups(known, ['hardVsMedim'], [])).toThrow(/hardVsMedim.*mediumVsMedium/)
  })
})

import { describe, expect, it } from 'vitest'
import { partyScreenUrl, placePartyScreen } from './party-placement'

const laptop = { workArea: { x: 0, y: 0, width: 1440, height: 870 } }
const tv = { workArea: { x: 1440, y: 0, width: 1920, height: 1080 } }

describe('placePartyScreen', () => {
  it('puts the party screen full size on the second display, the one the host window is not on', () => {
    const hostOnLaptop = { x: 100, y: 50, width: 1280, height: 800 }
    expect(placePartyScreen([laptop, tv], hostOnLaptop)).toEqual({
      kind: 'second-display',
      bounds: tv.workArea
    })
    // the host moved their window to the TV: the laptop's display shows the party screen
    const hostOnTv = { x: 1600, y: 100, width: 1280, height: 800 }
    expect(placePartyScreen([laptop, tv], hostOnTv)).toEqual({
      kind: 'second-display',
      bounds: laptop.workArea
    })
  })

  it('switches the host window itself when there is only one display', () => {
    expect(placePartyScreen([laptop], { x: 0, y: 0, width: 1280, height: 800 })).toEqual({
      kind: 'same-window'
    })
    expect(placePartyScreen([laptop], undefined)).toEqual({ kind: 'same-window' })
  })

  it('counts a window off every display as being on the first', () => {
    expect(placePartyScreen([laptop, tv], { x: -5000, y: -5000, width: 800, height: 600 })).toEqual({
      kind: 'second-display',
      bounds: tv.workArea
    })
  })
})

describe('partyScreenUrl', () => {
  it('is the table’s own join page on this computer, as a party screen', () => {
    const url = new URL(partyScreenUrl(53123))
    expect(url.origin).toBe('http://127.0.0.1:53123')
    expect(url.searchParams.get('screen')).toBe('party')
    expect(url.hash).toBe('')
  })
})

import { describe, expect, it } from 'vitest'
import { isPartyScreen, ownPartyScreenUrl, partyAddress, PARTY_SCREEN_LINK } from './party-url'

describe('the party screen URL', () => {
  it('is opened by ?screen=party and nothing else', () => {
    expect(isPartyScreen('?screen=party')).toBe(true)
    expect(isPartyScreen('?pin=1&screen=party')).toBe(true)
    expect(isPartyScreen('')).toBe(false)
    expect(isPartyScreen('?screen=table')).toBe(false)
  })

  it('watches the host that served the page, or the table the desktop names', () => {
    expect(partyAddress({ protocol: 'http:', host: '10.0.0.5:5350', search: '?screen=party' })).toBe('10.0.0.5:5350')
    expect(partyAddress({ protocol: 'file:', host: '', search: '?screen=party&table=127.0.0.1:6000' })).toBe('127.0.0.1:6000')
    expect(partyAddress({ protocol: 'file:', host: '', search: '?screen=party' })).toBeNull()
  })

  it('the join page links to the same page as the party screen, without the host key or the PIN hint', () => {
    // as the browser follows the link from the page it is on
    const url = new URL(PARTY_SCREEN_LINK, 'http://10.0.0.5:5350/?pin=1#host=abc')
    expect(url.href).toBe('http://10.0.0.5:5350/?screen=party')
    expect(isPartyScreen(url.search)).toBe(true)
  })

  it('the browser mode opens its own table\'s party screen on 127.0.0.1, whatever address the phones use', () => {
    expect(ownPartyScreenUrl('192.168.1.20:5350')).toBe('http://127.0.0.1:5350/?screen=party')
    expect(ownPartyScreenUrl('127.0.0.1:41234')).toBe('http://127.0.0.1:41234/?screen=party')
    expect(ownPartyScreenUrl('[::1]:6000')).toBe('http://127.0.0.1:6000/?screen=party')
    expect(ownPartyScreenUrl('no port here')).toBeNull()
    expect(ownPartyScreenUrl('10.0.0.5')).toBeNull()
  })
})

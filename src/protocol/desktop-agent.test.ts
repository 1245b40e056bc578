import { describe, expect, it } from 'vitest'
import { carriesDesktopAppProduct, withDesktopAppProduct } from './desktop-agent'

const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'

describe('the desktop app User-Agent', () => {
  it('is the runtime’s own with the app’s product added, and the host recognises it', () => {
    const agent = withDesktopAppProduct(chrome, '1.4.0')
    expect(agent.startsWith(chrome)).toBe(true)
    expect(agent).not.toBe(chrome)
    expect(carriesDesktopAppProduct(agent)).toBe(true)
    expect(withDesktopAppProduct(agent, '1.4.0')).toBe(agent)
    expect(carriesDesktopAppProduct(withDesktopAppProduct('', '2.0.0'))).toBe(true)
  })

  it('is not recognised in a browser’s User-Agent, or in one that only mentions the name', () => {
    expect(carriesDesktopAppProduct(chrome)).toBe(false)
    expect(carriesDesktopAppProduct(undefined)).toBe(false)
    expect(carriesDesktopAppProduct('')).toBe(false)
    const mention = withDesktopAppProduct(chrome, '1.0.0').replace(/ (\S+)\/1\.0\.0$/, ' x$1/1.0.0')
    expect(carriesDesktopAppProduct(mention)).toBe(false)
  })
})

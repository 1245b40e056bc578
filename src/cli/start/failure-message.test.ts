import { describe, expect, it } from 'vitest'
import { downloadFailedMessage, downloadSource, wrap } from './failure-message'

describe('the message when Electron cannot be downloaded', () => {
  it('names the source install.js uses: .npmrc first, then ELECTRON_MIRROR, else GitHub', () => {
    expect(downloadSource({})).toBe('GitHub (github.com/electron/electron/releases)')
    expect(downloadSource({ ELECTRON_MIRROR: 'https://m.example/' })).toBe('the mirror https://m.example/')
    expect(
      downloadSource({
        ELECTRON_MIRROR: 'https://m.example/',
        npm_config_electron_mirror: 'https://npmrc.example/'
      })
    ).toBe('the mirror https://npmrc.example/')
  })

  it('is one paragraph: what failed, every fix, and the browser mode', () => {
    const text = downloadFailedMessage('45.5.0', 'GitHub', 'TypeError: fetch failed')
    expect(text).not.toMatch(/\n\s*\n/)
    const flat = text.replace(/\n/g, ' ')
    for (const part of [
      'Electron 45.5.0 is not downloaded yet',
      'from GitHub failed (TypeError: fetch failed)',
      'HTTPS_PROXY and ELECTRON_GET_USE_PROXY=1',
      'ELECTRON_MIRROR',
      'ELECTRON_OVERRIDE_DIST_PATH',
      'npm run play'
    ])
      expect(flat).toContain(part)
    expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThanOrEqual(100)
  })

  it('wraps at spaces and keeps a long word whole', () => {
    expect(wrap('aa bb cc', 5)).toBe('aa bb\ncc')
    expect(wrap('a https://a.very.long.example/ b', 10)).toBe('a\nhttps://a.very.long.example/\nb')
  })
})

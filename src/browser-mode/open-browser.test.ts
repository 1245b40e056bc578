import { describe, expect, it } from 'vitest'
import { browserCommand } from './open-browser'

const url = 'http://127.0.0.1:5359/#desktop=KEY'

describe('which command opens the browser', () => {
  it.each([
    ['linux', {}, { command: 'xdg-open', args: [url] }],
    ['darwin', {}, { command: 'open', args: [url] }],
    ['win32', {}, { command: 'cmd', args: ['/c', 'start', '""', `"${url}"`], verbatim: true }],
    ['linux', { BROWSER: 'firefox' }, { command: 'firefox', args: [url] }],
    ['linux', { BROWSER: '' }, { command: 'xdg-open', args: [url] }]
  ] as const)('%s %j', (platform, env, expected) => {
    expect(browserCommand(url, env, platform)).toEqual(expected)
  })

  it('none with BROWSER=none: the printed address is the way in', () => {
    expect(browserCommand(url, { BROWSER: 'none' }, 'linux')).toBeNull()
  })
})

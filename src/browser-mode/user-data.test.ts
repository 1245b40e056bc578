import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { desktopUserDataDir } from './user-data'

describe("the desktop app's user-data folder, as Electron names it", () => {
  it.each([
    ['linux', {}, join('/home/ada', '.config', 'Five Three Five')],
    ['linux', { XDG_CONFIG_HOME: '/xdg' }, join('/xdg', 'Five Three Five')],
    ['darwin', {}, join('/home/ada', 'Library', 'Application Support', 'Five Three Five')],
    [
      'win32',
      { APPDATA: 'C:\\Users\\ada\\AppData\\Roaming' },
      join('C:\\Users\\ada\\AppData\\Roaming', 'Five Three Five')
    ],
    ['linux', { FIVE_THREE_FIVE_USER_DATA: '/portable' }, '/portable']
  ] as const)('%s %j', (platform, env, expected) => {
    expect(desktopUserDataDir(platform, env, '/home/ada')).toBe(expected)
  })
})

import { describe, expect, it, vi } from 'vitest'
import type { MenuItemSpec } from '../electron-facade'
import { FakeElectron } from '../../../test-support/main/fake-electron'
import { appInfo } from '../../desktop/ipc/handlers'
import { aboutBoxOptions } from './about-box'
import { buildAppMenu } from './app-menu'

function build(platform: string, isPackaged = true) {
  const command = vi.fn()
  const showAbout = vi.fn()
  const menu = buildAppMenu({ appName: 'Five Three Five', platform, isPackaged, command, showAbout })
  const find = (...labels: string[]): MenuItemSpec | undefined => {
    let items: readonly MenuItemSpec[] | undefined = menu
    let found: MenuItemSpec | undefined
    for (const label of labels) {
      found = items?.find((item) => item.label === label)
      items = found?.submenu
    }
    return found
  }
  const roles = (label: string) => find(label)?.submenu?.flatMap((item) => (item.role ? [item.role] : []))
  return { menu, find, roles, command, showAbout }
}

describe('the app menu', () => {
  it('has File, Edit, View, Window and Help on Windows and Linux', () => {
    const { menu, roles } = build('linux')
    expect(menu.map((m) => m.label)).toEqual(['File', 'Edit', 'View', 'Window', 'Help'])
    expect(roles('File')).toEqual(['quit'])
    expect(roles('Edit')).toEqual(['undo', 'redo', 'cut', 'copy', 'paste', 'delete', 'selectAll'])
    expect(roles('View')).toEqual(['resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen'])
    expect(roles('Window')).toEqual(['minimize', 'close'])
  })

  it('puts the app menu first on macOS, with About, Settings and Quit', () => {
    const { menu, find, roles } = build('darwin')
    expect(menu.map((m) => m.label)).toEqual(['Five Three Five', 'File', 'Edit', 'View', 'Window', 'Help'])
    expect(roles('Five Three Five')).toEqual(['services', 'hide', 'hideOthers', 'unhide', 'quit'])
    expect(find('Five Three Five', 'About Five Three Five')).toBeDefined()
    expect(find('Five Three Five', 'Settings…')?.accelerator).toBe('CommandOrControl+,')
    expect(roles('File')).toEqual(['close'])
    expect(find('Help', 'About Five Three Five')).toBeUndefined()
  })

  it('offers Reload and Developer Tools only in development', () => {
    expect(build('linux', false).roles('View')).toEqual([
      'reload',
      'forceReload',
      'toggleDevTools',
      'resetZoom',
      'zoomIn',
      'zoomOut',
      'togglefullscreen'
    ])
    expect(build('linux', true).roles('View')).not.toContain('toggleDevTools')
  })

  it.each([
    [['Help', 'Rules'], 'rules'],
    [['File', 'Settings'], 'settings'],
    [['File', 'Match history'], 'history'],
    [['File', 'Home'], 'home']
  ])('%j tells the renderer %s', (path, command) => {
    const menu = build('win32')
    menu.find(...path)?.click?.()
    expect(menu.command).toHaveBeenCalledExactlyOnceWith(command)
  })

  it('Help › Rules has F1, Help › About shows the about box', () => {
    const menu = build('win32')
    expect(menu.find('Help', 'Rules')?.accelerator).toBe('F1')
    menu.find('Help', 'About Five Three Five')?.click?.()
    expect(menu.showAbout).toHaveBeenCalledOnce()
  })
})

describe('the about box', () => {
  it('shows the app and runtime versions', () => {
    const electron = new FakeElectron()
    const options = aboutBoxOptions(appInfo(electron.app, electron.runtime))
    expect(options).toMatchObject({
      type: 'info',
      title: 'About Five Three Five',
      message: 'Five Three Five 0.1.0',
      buttons: ['OK']
    })
    for (const line of ['Electron 45.5.0', 'Chromium 142.0.0.0', 'Node.js 22.20.0', 'Platform linux']) {
      expect(options.detail).toContain(line)
    }
  })
})

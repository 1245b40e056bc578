// The application menu: File / Edit / View / Window / Help with the usual items (Electron roles give
// them their platform labels, shortcuts and behaviour), plus the app's own: Settings, Match history,
// Home (told to the renderer on `menu:command`), Help › Rules (the renderer opens its rules reference)
// and About (a message box with the versions). On macOS the first menu is the app menu.
import type { MenuCommand } from '../../ipc/contract'
import type { MenuItemSpec } from '../electron-facade'

export interface AppMenuOptions {
  readonly appName: string
  readonly platform: string
  /** development builds get Reload and Developer Tools */
  readonly isPackaged: boolean
  readonly command: (command: MenuCommand) => void
  readonly showAbout: () => void
  /** Issue 25: the window that shows the party screen ("Show on a big screen", one display) back to the app */
  readonly backToTable?: () => void
}

const separator: MenuItemSpec = { type: 'separator' }

/** The app's own items that more than one menu holds. */
interface OwnItems {
  readonly mac: boolean
  readonly send: (command: MenuCommand) => () => void
  readonly about: MenuItemSpec
  readonly settings: MenuItemSpec
}

export function buildAppMenu(options: AppMenuOptions): MenuItemSpec[] {
  const mac = options.platform === 'darwin'
  const send = (command: MenuCommand) => () => options.command(command)
  const own: OwnItems = {
    mac,
    send,
    about: { label: `About ${options.appName}`, click: options.showAbout },
    settings: {
      label: mac ? 'Settings…' : 'Settings',
      accelerator: 'CommandOrControl+,',
      click: send('settings')
    }
  }
  return [
    ...(mac ? [macAppMenu(options.appName, own)] : []),
    fileMenu(own),
    editMenu(mac),
    viewMenu(options.isPackaged, options.backToTable),
    windowMenu(mac),
    helpMenu(own)
  ]
}

function macAppMenu(appName: string, { about, settings }: OwnItems): MenuItemSpec {
  return {
    label: appName,
    submenu: [
      about,
      separator,
      settings,
      separator,
      { role: 'services' },
      separator,
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      separator,
      { role: 'quit' }
    ]
  }
}

function fileMenu({ mac, send, settings }: OwnItems): MenuItemSpec {
  return {
    label: 'File',
    submenu: [
      { label: 'Home', click: send('home') },
      { label: 'Match history', click: send('history') },
      { label: 'Open match record…', click: send('open-record') },
      { label: 'Export match…', click: send('export-record') },
      ...(mac ? [] : [separator, settings]),
      separator,
      mac ? { role: 'close' } : { role: 'quit' }
    ]
  }
}

function editMenu(mac: boolean): MenuItemSpec {
  return {
    label: 'Edit',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      separator,
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      ...(mac ? [{ role: 'pasteAndMatchStyle' } as const] : [{ role: 'delete' } as const]),
      separator,
      { role: 'selectAll' }
    ]
  }
}

function viewMenu(isPackaged: boolean, backToTable: (() => void) | undefined): MenuItemSpec {
  return {
    label: 'View',
    submenu: [
      ...(backToTable ? [{ label: 'Back to the table', click: backToTable }, separator] : []),
      // Reloading drops the table connection; the renderer rejoins with its seat token, but players
      // should not find it by accident.
      ...(isPackaged
        ? []
        : [
            { role: 'reload' } as const,
            { role: 'forceReload' } as const,
            { role: 'toggleDevTools' } as const,
            separator
          ]),
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      separator,
      { role: 'togglefullscreen' }
    ]
  }
}

function windowMenu(mac: boolean): MenuItemSpec {
  return {
    label: 'Window',
    role: 'window',
    submenu: mac
      ? [{ role: 'minimize' }, { role: 'zoom' }, separator, { role: 'front' }]
      : [{ role: 'minimize' }, { role: 'close' }]
  }
}

function helpMenu({ mac, send, about }: OwnItems): MenuItemSpec {
  return {
    label: 'Help',
    role: 'help',
    submenu: [{ label: 'Rules', accelerator: 'F1', click: send('rules') }, ...(mac ? [] : [separator, about])]
  }
}

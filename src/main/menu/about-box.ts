// Help › About (the app menu on macOS): a message box with the versions `app:info` reports.
import type { AppInfo } from '../../ipc/contract'
import type { DialogFacade, MessageBoxOptions, WindowFacade } from '../electron-facade'

export function aboutBoxOptions(info: AppInfo): MessageBoxOptions {
  return {
    type: 'info',
    title: `About ${info.name}`,
    message: `${info.name} ${info.version}`,
    detail: [
      'The climbing card game for LAN parties: host a table, join from any screen, or play solo against bots.',
      '',
      `Electron ${info.electron}`,
      `Chromium ${info.chrome}`,
      `Node.js ${info.node}`,
      `Platform ${info.platform}`
    ].join('\n'),
    buttons: ['OK'],
    defaultId: 0,
    cancelId: 0,
    noLink: true
  }
}

export async function showAboutBox(
  dialog: DialogFacade,
  parent: WindowFacade | undefined,
  info: AppInfo
): Promise<void> {
  await dialog.showMessageBox(parent, aboutBoxOptions(info))
}

// The desktop app's user-data folder (Electron's app.getPath('userData'): the platform's app-data folder
// plus the product name), so the browser mode reads and writes the same settings, history and saves.
// FIVE_THREE_FIVE_USER_DATA overrides it, as it does for the Electron app.
import { homedir } from 'node:os'
import { join } from 'node:path'
import { APP_FOLDER, appFolder } from '../server/persistence/data-dir'

export const USER_DATA_ENV = 'FIVE_THREE_FIVE_USER_DATA'

export function desktopUserDataDir(platform = process.platform, env = process.env, home = homedir()): string {
  const chosen = env[USER_DATA_ENV]
  if (chosen) return chosen
  // Electron's userData on Linux: the XDG config folder, with the product name as it is spelt.
  return appFolder(platform, env, home, join(env['XDG_CONFIG_HOME'] || join(home, '.config'), APP_FOLDER))
}

// The desktop app's user-data folder (Electron's app.getPath('userData'): the platform's app-data folder
// plus the product name), so the browser mode reads and writes the same settings, history and saves.
// FIVE_THREE_FIVE_USER_DATA overrides it, as it does for the Electron app.
import { homedir } from 'node:os'
import { join } from 'node:path'
import { APP_FOLDER } from '../server/persistence/data-dir'

export const USER_DATA_ENV = 'FIVE_THREE_FIVE_USER_DATA'

export function desktopUserDataDir(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
  home: string = homedir()
): string {
  const chosen = env[USER_DATA_ENV]
  if (chosen) return chosen
  if (platform === 'win32') return join(env['APPDATA'] || join(home, 'AppData', 'Roaming'), APP_FOLDER)
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', APP_FOLDER)
  return join(env['XDG_CONFIG_HOME'] || join(home, '.config'), APP_FOLDER)
}

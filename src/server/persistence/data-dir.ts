// The platform's per-user app-data folder, where autosaves (and later settings) live.
import { homedir } from 'node:os'
import { join } from 'node:path'

export const APP_FOLDER_LINUX = 'five-three-five'
export const APP_FOLDER = 'Five Three Five'

export function defaultDataDir(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
  home: string = homedir()
): string {
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), APP_FOLDER)
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', APP_FOLDER)
  const xdg = env.XDG_DATA_HOME
  return join(xdg !== undefined && xdg !== '' ? xdg : join(home, '.local', 'share'), APP_FOLDER_LINUX)
}

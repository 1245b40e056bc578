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
  const linuxBase = env.XDG_DATA_HOME || join(home, '.local', 'share')
  return appFolder(platform, env, home, join(linuxBase, APP_FOLDER_LINUX))
}

/**
 * `Five Three Five` in the platform's per-user app folder: Windows' roaming app data, macOS' Application
 * Support. Linux has no one such folder (XDG data or config), so the caller names its folder there.
 */
export function appFolder(
  platform: NodeJS.Platform,
  env: NodeJS.ProcessEnv,
  home: string,
  linux: string
): string {
  if (platform === 'win32') return join(env.APPDATA || join(home, 'AppData', 'Roaming'), APP_FOLDER)
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', APP_FOLDER)
  return linux
}

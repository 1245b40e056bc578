// Opens the app's address in the default browser: BROWSER names another command ("none": do not open),
// else the platform's opener. Without one (a server, a container) the printed address is the way in.
import { spawn } from 'node:child_process'

export interface BrowserCommand {
  readonly command: string
  readonly args: readonly string[]
  /** Windows' `start` needs its quoting passed as written */
  readonly verbatim?: boolean
}

export function browserCommand(
  url: string,
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform
): BrowserCommand | null {
  const chosen = env['BROWSER']?.trim()
  if (chosen === 'none') return null
  if (chosen) return { command: chosen, args: [url] }
  if (platform === 'darwin') return { command: 'open', args: [url] }
  // `start` is a cmd built-in; its first quoted argument is a window title, hence the empty one.
  if (platform === 'win32') return { command: 'cmd', args: ['/c', 'start', '""', `"${url}"`], verbatim: true }
  return { command: 'xdg-open', args: [url] }
}

/** Starts the browser and lets it live on its own; `say` hears when no browser could be started. */
export function openInBrowser(
  url: string,
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform,
  say: (line: string) => void
): void {
  const how = browserCommand(url, env, platform)
  if (!how) return
  const child = spawn(how.command, how.args, {
    stdio: 'ignore',
    detached: true,
    ...(how.verbatim ? { windowsVerbatimArguments: true } : {})
  })
  child.on('error', () =>
    say(`No browser could be started (${how.command}): open the address above yourself.`)
  )
  child.unref()
}

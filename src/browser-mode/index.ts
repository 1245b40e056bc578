// `npm run play`: the desktop app in the default browser, without Electron (see ./browser-app.ts).
// Prints the page's address, opens it, and runs until Ctrl-C, which closes a running table cleanly.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PLAY_USAGE, parsePlayArgs } from './args'
import { appIdentity, nodeRuntime } from './app-identity'
import { startBrowserApp } from './browser-app'
import { claimInstance, runningInstance } from './instance-file'
import { CODE_LIFETIME_MS } from './one-time-codes'
import { openInBrowser } from './open-browser'
import { desktopUserDataDir } from './user-data'
import { catchUnexpectedErrors } from '../desktop/hosting/unexpected-errors'

const args = parsePlayArgs(process.argv.slice(2))
if ('error' in args) {
  console.error(`${args.error}\n${PLAY_USAGE}`)
  process.exit(2)
}
if (args.help) {
  console.log(PLAY_USAGE)
  process.exit(0)
}

const rendererDir = fileURLToPath(new URL('../../out/renderer', import.meta.url))
if (!existsSync(join(rendererDir, 'index.html'))) {
  console.error('The app is not built yet: run npm run build (npm run play builds it first).')
  process.exit(1)
}

const userData = args.data ?? desktopUserDataDir()
const running = await runningInstance(userData)
if (running) {
  console.log(`Five Three Five is already running in your browser for ${userData}:\n\n  ${running}\n`)
  if (args.open) openInBrowser(running, process.env, process.platform, (line) => console.log(line))
  process.exit(0)
}

const app = await startBrowserApp({
  userData,
  rendererDir,
  port: args.port,
  anyPortIfTaken: !args.portChosen,
  identity: appIdentity(),
  runtime: nodeRuntime(),
  log: (message, error) => console.error(message, error)
})
// As in the desktop app: an error nobody caught closes the running table with its save and becomes a
// notice, instead of ending the app.
catchUnexpectedErrors(process, {
  hosting: app.services.hosting,
  report: app.services.notices.add,
  log: (message, error) => console.error(message, error)
})

const url = app.openUrl()
console.log(`Five Three Five is running in your browser at

  ${url}

This address opens the app once, within ${CODE_LIFETIME_MS / 60_000} minutes (npm run play again gives a fresh
one); players join your tables by the join address the lobby shows. Settings, history and saves: ${userData}
Keep this terminal open while you play; Ctrl-C closes the app (a running table closes cleanly).`)
const release = await claimInstance(userData, { origin: app.origin, key: app.key })
if (args.open) openInBrowser(url, process.env, process.platform, (line) => console.log(line))

let closing = false
async function shutDown(): Promise<void> {
  if (closing) return
  closing = true
  try {
    await app.close()
    await release()
  } catch (error) {
    console.error('Five Three Five did not close cleanly', error)
    process.exitCode = 1
  }
  // bot worker threads end with the process
  process.exit()
}
process.on('SIGINT', () => void shutDown())
process.on('SIGTERM', () => void shutDown())

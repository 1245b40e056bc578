// `npm start`, `npm run dev` and the first step of `npm run dist`: make sure Electron is there, then
// hand over to electron-vite. `ensure` stops after the first part.
import { ensureElectron } from './ensure-electron'
import { runElectronVite } from './electron-vite'

export const START_COMMANDS = ['preview', 'dev', 'ensure'] as const
type StartCommand = (typeof START_COMMANDS)[number]

export interface StartDeps {
  readonly projectDir: string
  readonly env: NodeJS.ProcessEnv
  readonly platform?: NodeJS.Platform
  readonly out: (text: string) => void
  readonly err: (text: string) => void
}

function isStartCommand(word: string | undefined): word is StartCommand {
  return (START_COMMANDS as readonly (string | undefined)[]).includes(word)
}

/** Resolves to the exit code. The rest of `argv` goes to electron-vite (`npm start -- --noSandbox`). */
export async function runStart(argv: readonly string[], deps: StartDeps): Promise<number> {
  const [command, ...rest] = argv
  if (!isStartCommand(command)) {
    deps.err(`usage: start ${START_COMMANDS.join('|')} [electron-vite options]`)
    return 2
  }
  const electron = await ensureElectron({
    projectDir: deps.projectDir,
    env: deps.env,
    ...(deps.platform ? { platform: deps.platform } : {}),
    say: deps.out
  })
  if (!electron.ok) {
    deps.err(electron.error.message)
    return 1
  }
  if (command === 'ensure') return 0
  return runElectronVite(deps.projectDir, [command, ...rest], deps.env, electron.value)
}

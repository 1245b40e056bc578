// Runs the project's electron-vite CLI (preview: build, then launch; dev: dev server and launch) with
// the Electron executable in ELECTRON_EXEC_PATH, the variable its getElectronPath() reads before it
// looks for path.txt. Resolves to electron-vite's exit code.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { EXEC_PATH_ENV } from './electron-executable'

function electronViteCli(projectDir: string): string {
  const manifest = createRequire(join(projectDir, 'package.json')).resolve('electron-vite/package.json')
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: Record<string, string> }
  const cli = bin['electron-vite']
  if (!cli) throw new Error(`${manifest} names no electron-vite bin`)
  return join(dirname(manifest), cli)
}

export function runElectronVite(
  projectDir: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  electronPath: string
): Promise<number> {
  const child = spawn(process.execPath, [electronViteCli(projectDir), ...args], {
    cwd: projectDir,
    env: { ...env, [EXEC_PATH_ENV]: electronPath },
    stdio: 'inherit'
  })
  // Ctrl-C reaches the whole process group; a signal sent to the launcher alone is passed on, so the
  // app is never left running without it.
  const forward = (signal: NodeJS.Signals) => () => child.kill(signal)
  const onInt = forward('SIGINT')
  const onTerm = forward('SIGTERM')
  process.on('SIGINT', onInt)
  process.on('SIGTERM', onTerm)
  return new Promise((resolve) => {
    const done = (code: number) => {
      process.off('SIGINT', onInt)
      process.off('SIGTERM', onTerm)
      resolve(code)
    }
    child.on('error', () => done(1))
    child.on('close', (code) => done(code ?? 1))
  })
}

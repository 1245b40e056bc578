// `npm start` end to end, without a real Electron: the launcher (src/cli/start.ts, as package.json runs
// it) in a project folder of its own — a copy of Electron's package (its real install.js), the real
// electron-vite, a built main — with a stand-in Electron executable that records how it was started.
// Downloads go only to 127.0.0.1: a closed port, or a local mirror that has nothing.
import { spawn } from 'node:child_process'
import { chmod, copyFile, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { executableInZip } from './electron-executable'

const repo = fileURLToPath(new URL('../../..', import.meta.url))
const require = createRequire(import.meta.url)
const tsx = pathToFileURL(require.resolve('tsx')).href
const startEntry = join(repo, 'src', 'cli', 'start.ts')
const realElectron = join(repo, 'node_modules', 'electron')
const { version: electronVersion } = JSON.parse(
  await readFile(join(realElectron, 'package.json'), 'utf8')
) as { version: string }

let project: string

/** A project as `npm ci` leaves it since Electron 42: Electron's package without its binary. */
beforeEach(async () => {
  project = await mkdtemp(join(tmpdir(), 'ftf-start-'))
  await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'p', main: './out/main/index.js' }))
  await mkdir(join(project, 'out', 'main'), { recursive: true })
  await writeFile(join(project, 'out', 'main', 'index.js'), '// the built main\n')
  const electron = join(project, 'node_modules', 'electron')
  await mkdir(electron, { recursive: true })
  // copied, not linked: the installer writes next to its own (real) path
  for (const file of ['package.json', 'install.js', 'checksums.json'])
    await copyFile(join(realElectron, file), join(electron, file))
  await symlink(join(repo, 'node_modules', '@electron'), join(project, 'node_modules', '@electron'))
  await symlink(join(repo, 'node_modules', 'electron-vite'), join(project, 'node_modules', 'electron-vite'))
})

afterEach(async () => {
  await rm(project, { recursive: true, force: true })
})

/** A stand-in Electron: records its arguments, its folder and the main it would load, then exits. */
async function standIn(path: string, exitCode = 0): Promise<string> {
  await mkdir(join(path, '..'), { recursive: true })
  await writeFile(
    path,
    `#!${process.execPath}
const { readFileSync, writeFileSync, existsSync } = require('node:fs')
const { resolve } = require('node:path')
const entry = resolve(process.argv[2] ?? '')
const main = resolve(entry, JSON.parse(readFileSync(resolve(entry, 'package.json'), 'utf8')).main)
writeFileSync(${JSON.stringify(join(project, 'launched.json'))},
  JSON.stringify({ args: process.argv.slice(2), cwd: process.cwd(), main, mainExists: existsSync(main) }))
process.exit(${exitCode})
`
  )
  await chmod(path, 0o755)
  return path
}

/** The environment without anything that picks another Electron or download source. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [name, value] of Object.entries(process.env)) {
    if (
      /^(ELECTRON_|npm_config_electron|NPM_CONFIG_ELECTRON|npm_package_config_electron|electron_)/i.test(name)
    )
      continue
    if (/^(https?|no|all)_proxy$/i.test(name)) continue
    env[name] = value
  }
  // an empty download cache of its own: a zip cached on this machine must not make the download succeed
  return { ...env, electron_config_cache: join(project, 'cache'), ELECTRON_GET_NO_PROGRESS: '1', ...extra }
}

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

function npmStart(env: NodeJS.ProcessEnv, args = ['preview', '--skipBuild']): Promise<Run> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', tsx, startEntry, ...args], { cwd: project, env })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('close', (code) => done({ code, stdout, stderr }))
  })
}

async function launched(): Promise<unknown> {
  return JSON.parse(await readFile(join(project, 'launched.json'), 'utf8'))
}

/** A port on 127.0.0.1 that nobody listens on (as good as no internet). */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready))
  const { port } = server.address() as AddressInfo
  await new Promise((closed) => server.close(closed))
  return port
}

const theBuiltMain = () => ({
  args: ['.'],
  cwd: project,
  main: resolve(project, 'out/main/index.js'),
  mainExists: true
})

describe('npm start with Electron present', () => {
  it('launches the installed executable (path.txt) with the project, whose main is the built one', async () => {
    const dist = join(project, 'node_modules', 'electron', 'dist')
    await standIn(join(dist, executableInZip(process.platform)))
    await writeFile(join(dist, 'version'), `v${electronVersion}`)
    await writeFile(join(project, 'node_modules', 'electron', 'path.txt'), executableInZip(process.platform))
    const run = await npmStart(cleanEnv({ ELECTRON_MIRROR: `http://127.0.0.1:${await closedPort()}/` }))
    expect(run.code).toBe(0)
    expect(run.stdout).not.toContain('Downloading')
    expect(await launched()).toEqual(theBuiltMain())
  })

  it('takes ELECTRON_OVERRIDE_DIST_PATH without downloading', async () => {
    const dist = join(project, 'own-electron')
    await standIn(join(dist, executableInZip(process.platform)))
    const run = await npmStart(
      cleanEnv({
        ELECTRON_OVERRIDE_DIST_PATH: dist,
        ELECTRON_MIRROR: `http://127.0.0.1:${await closedPort()}/`
      })
    )
    expect(run.code).toBe(0)
    expect(await launched()).toEqual(theBuiltMain())
    expect(existsSync(join(project, 'node_modules', 'electron', 'path.txt'))).toBe(false)
  })

  it("takes ELECTRON_EXEC_PATH, and ends with the app's exit code", async () => {
    const executable = await standIn(join(project, 'stand-in', 'electron'), 3)
    const run = await npmStart(cleanEnv({ ELECTRON_EXEC_PATH: executable }))
    expect(run.code).toBe(3)
    expect(await launched()).toEqual(theBuiltMain())
  })
})

describe('npm start when Electron cannot be downloaded', () => {
  const expectTheParagraph = (run: Run, source: string) => {
    expect(run.code).toBe(1)
    const text = run.stderr.replace(/\s+/g, ' ')
    expect(text).toContain(
      `Electron ${electronVersion} is not downloaded yet, and downloading it from ${source} failed`
    )
    for (const fix of ['HTTPS_PROXY', 'ELECTRON_MIRROR', 'ELECTRON_OVERRIDE_DIST_PATH', 'npm run play'])
      expect(text).toContain(fix)
    // the paragraph only, without the installer's stack trace
    expect(run.stderr).not.toMatch(/^\s+at /m)
    expect(existsSync(join(project, 'launched.json'))).toBe(false)
    expect(existsSync(join(project, 'node_modules', 'electron', 'path.txt'))).toBe(false)
  }

  it('no connection: says what failed and how to fix it, and exits non-zero', async () => {
    const mirror = `http://127.0.0.1:${await closedPort()}/`
    const run = await npmStart(cleanEnv({ ELECTRON_MIRROR: mirror }))
    expect(run.stdout).toContain(`Downloading Electron ${electronVersion}`)
    expectTheParagraph(run, `the mirror ${mirror}`)
  })

  it("a mirror without the file: Electron's own installer asked it for this platform's zip", async () => {
    const asked: string[] = []
    const mirror = createServer((req, res) => {
      asked.push(req.url ?? '')
      res.writeHead(404).end()
    })
    await new Promise<void>((ready) => mirror.listen(0, '127.0.0.1', ready))
    try {
      const url = `http://127.0.0.1:${(mirror.address() as AddressInfo).port}/`
      const run = await npmStart(cleanEnv({ ELECTRON_MIRROR: url }))
      expectTheParagraph(run, `the mirror ${url}`)
      expect(run.stderr.replace(/\s+/g, ' ')).toContain('Response code 404')
      expect(asked).toEqual([
        `/v${electronVersion}/electron-v${electronVersion}-${process.platform}-${process.arch}.zip`
      ])
    } finally {
      await new Promise((closed) => mirror.close(closed))
    }
  })

  it('a variable that points at no executable is named, without a download', async () => {
    const run = await npmStart(cleanEnv({ ELECTRON_EXEC_PATH: join(project, 'nothing-here') }))
    expect(run.code).toBe(1)
    expect(run.stderr.replace(/\s+/g, ' ')).toContain(
      `ELECTRON_EXEC_PATH is set, but there is no Electron executable at ${join(project, 'nothing-here')}`
    )
    expect(run.stdout).not.toContain('Downloading')
  })
})

describe('package.json runs the launcher', () => {
  it('for npm start, npm run dev and npm run dist; electron-vite starts "." whose main is the build', async () => {
    const manifest = JSON.parse(await readFile(join(repo, 'package.json'), 'utf8')) as {
      main: string
      scripts: Record<string, string>
    }
    expect(manifest.scripts['start']).toBe('tsx src/cli/start.ts preview')
    expect(manifest.scripts['dev']).toBe('tsx src/cli/start.ts dev')
    expect(manifest.scripts['dist']).toMatch(/^tsx src\/cli\/start\.ts ensure && /)
    expect(manifest.main).toBe('./out/main/index.js')
  })
})

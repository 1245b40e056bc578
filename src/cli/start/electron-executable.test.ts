import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { executableInZip, locateElectron } from './electron-executable'
import type { ElectronPackage } from './electron-package'

let dir: string
let pkg: ElectronPackage

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ftf-electron-pkg-'))
  pkg = { dir, version: '45.5.0' }
})

afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** What Electron's install.js leaves behind: the executable under dist/, dist/version and path.txt. */
async function install(version = '45.5.0', executable = 'electron'): Promise<string> {
  await mkdir(join(dir, 'dist'), { recursive: true })
  await writeFile(join(dir, 'dist', executable), '')
  await writeFile(join(dir, 'dist', 'version'), `v${version}`)
  await writeFile(join(dir, 'path.txt'), executable)
  return join(dir, 'dist', executable)
}

describe('where Electron is, without downloading', () => {
  it('not installed on a fresh clone: no path.txt (Electron 42+ downloads on first launch)', () => {
    expect(locateElectron(pkg, {}, 'linux')).toEqual({ kind: 'not-installed' })
  })

  it('installed: the executable path.txt names under dist/', async () => {
    const executable = await install()
    expect(locateElectron(pkg, {}, 'linux')).toEqual({ kind: 'found', path: executable })
  })

  it('not installed when dist/ holds another version (the installer must run again)', async () => {
    await install('44.0.0')
    expect(locateElectron(pkg, {}, 'linux')).toEqual({ kind: 'not-installed' })
  })

  it('ELECTRON_EXEC_PATH first, as electron-vite reads it', async () => {
    await install()
    const standIn = join(dir, 'stand-in')
    await writeFile(standIn, '')
    expect(locateElectron(pkg, { ELECTRON_EXEC_PATH: standIn }, 'linux')).toEqual({
      kind: 'found',
      path: standIn
    })
  })

  it('ELECTRON_OVERRIDE_DIST_PATH: the executable inside that folder, named as in the zip', async () => {
    await mkdir(join(dir, 'elsewhere'))
    await writeFile(join(dir, 'elsewhere', 'electron'), '')
    expect(locateElectron(pkg, { ELECTRON_OVERRIDE_DIST_PATH: join(dir, 'elsewhere') }, 'linux')).toEqual({
      kind: 'found',
      path: join(dir, 'elsewhere', 'electron')
    })
  })

  it('a variable that points at nothing is reported, not downloaded around', () => {
    expect(locateElectron(pkg, { ELECTRON_EXEC_PATH: join(dir, 'nope') }, 'linux')).toEqual({
      kind: 'missing',
      variable: 'ELECTRON_EXEC_PATH',
      path: join(dir, 'nope')
    })
    expect(locateElectron(pkg, { ELECTRON_OVERRIDE_DIST_PATH: join(dir, 'nope') }, 'linux')).toEqual({
      kind: 'missing',
      variable: 'ELECTRON_OVERRIDE_DIST_PATH',
      path: join(dir, 'nope', 'electron')
    })
  })

  it.each([
    ['linux', 'electron'],
    ['darwin', 'Electron.app/Contents/MacOS/Electron'],
    ['win32', 'electron.exe']
  ] as const)('the executable in the zip on %s is %s', (platform, name) => {
    expect(executableInZip(platform)).toBe(name)
  })
})

// electron-builder.yml cannot be tried here (no Electron binaries to package), so this checks it the way
// electron-builder would read it: parsed as YAML, loaded and validated by electron-builder's own code
// (app-builder-lib, a dependency of electron-builder), with every icon it names present and well formed.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import viteConfig from './electron.vite.config'

const root = fileURLToPath(new URL('.', import.meta.url))
const configFile = join(root, 'electron-builder.yml')
// Transitive dependencies of electron-builder (no types, not ours to import elsewhere): tests only.
const require = createRequire(import.meta.url)
const yaml = require('js-yaml') as { load(text: string): unknown }
const { minimatch } = require('minimatch') as { minimatch(path: string, pattern: string): boolean }
const builderConfig = require('app-builder-lib/out/util/config/config') as {
  getConfig(projectDir: string, configPath: string, fromOptions: null): Promise<Record<string, unknown>>
  validateConfiguration(config: unknown, debug: { isEnabled: boolean; add(): void }): Promise<void>
}

interface Config {
  appId: string
  productName: string
  directories: { buildResources: string; output: string }
  files: string[]
  asar: boolean
  asarUnpack: string[]
  linux: { target: string[]; category: string; icon: string; maintainer: string }
  win: { target: string[]; icon: string }
  mac: { target: string[]; icon: string }
  extraMetadata: { homepage: string }
  electronFuses?: Record<string, boolean>
}

const config = yaml.load(readFileSync(configFile, 'utf8')) as Config
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  productName: string
  main: string
  scripts: Record<string, string>
}

/** Is the path packed by one of the globs? */
const matchedBy = (globs: readonly string[], path: string): boolean =>
  globs.some((glob) => minimatch(path, glob))

/** The files the main build emits: one per entry (the bot worker's included), and its shared chunks. */
const mainEntries = Object.keys(viteConfig.main?.build?.rollupOptions?.input ?? {})
const mainOut = viteConfig.main?.build?.outDir ?? ''

function pngSize(file: string): { width: number; height: number } {
  const data = readFileSync(file)
  expect(data.subarray(1, 4).toString('latin1'), `${file} is a PNG`).toBe('PNG')
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) }
}

describe('electron-builder.yml', () => {
  it('names the app and its id as package.json does', () => {
    expect(config.appId).toMatch(/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*){2,}$/)
    expect(config.productName).toBe(pkg.productName)
  })

  it('packages with this file, after making sure of Electron and building', () => {
    const dist = pkg.scripts['dist'] ?? ''
    const order = [
      'src/cli/start.ts ensure',
      'electron-vite build',
      'electron-builder --config electron-builder.yml'
    ]
    const at = order.map((step) => dist.indexOf(step))
    expect(at.every((i) => i >= 0)).toBe(true)
    expect(at).toEqual([...at].sort((x, y) => x - y))
  })

  it('packs every build and package.json into an asar, and no source', () => {
    expect(config.asar).toBe(true)
    for (const out of [pkg.main, ...mainEntries.map((name) => `${mainOut}/${name}.js`), 'package.json']) {
      expect(matchedBy(config.files, out.replace(/^\.\//, '')), out).toBe(true)
    }
    const preload = `${viteConfig.preload?.build?.outDir}/index.cjs`
    const renderer = `${viteConfig.renderer?.build?.outDir}/index.html`
    for (const out of [preload, renderer]) expect(matchedBy(config.files, out), out).toBe(true)
    expect(matchedBy(config.files, 'src/main/index.ts')).toBe(false)
    expect(statSync(join(root, config.directories.buildResources)).isDirectory()).toBe(true)
  })

  it('unpacks the bot worker and the chunks it shares with main: a worker thread cannot start from the asar', () => {
    expect(mainEntries).toContain('worker-entry')
    expect(matchedBy(config.asarUnpack, `${mainOut}/worker-entry.js`)).toBe(true)
    expect(matchedBy(config.asarUnpack, `${mainOut}/chunks/shared-1a2b3c.js`)).toBe(true)
    expect(matchedBy(config.asarUnpack, `${mainOut}/index.js`)).toBe(false)
  })

  it('flips the Electron fuses: no run-as-node, no NODE_OPTIONS or --inspect, only an integrity-checked asar', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true
    })
  })

  it('builds an AppImage and a deb for Linux with a full icon set', () => {
    expect(config.linux.target).toEqual(expect.arrayContaining(['AppImage', 'deb']))
    expect(config.linux.category).toBe('Game')
    expect(config.linux.maintainer).toMatch(/<.+@.+>/)
    expect(config.extraMetadata.homepage).toMatch(/^https:\/\//)
    const dir = join(root, config.linux.icon)
    const icons = readdirSync(dir).filter((name) => name.endsWith('.png'))
    // electron-builder reads the size from the file name
    expect(icons.length).toBeGreaterThan(0)
    for (const name of icons) {
      const match = /^(\d+)x(\d+)\.png$/.exec(name)
      expect(match, name).not.toBeNull()
      expect(pngSize(join(dir, name))).toEqual({ width: Number(match?.[1]), height: Number(match?.[2]) })
    }
    expect(icons).toEqual(expect.arrayContaining(['256x256.png', '512x512.png']))
  })

  it('builds an NSIS installer for Windows with an .ico', () => {
    expect(config.win.target).toContain('nsis')
    const ico = readFileSync(join(root, config.win.icon))
    expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0])
  })

  it('builds a dmg for macOS with a 1024×1024 icon', () => {
    expect(config.mac.target).toContain('dmg')
    expect(pngSize(join(root, config.mac.icon))).toEqual({ width: 1024, height: 1024 })
  })

  it('names only icon files that exist', () => {
    for (const icon of [config.linux.icon, config.win.icon, config.mac.icon]) {
      expect(existsSync(join(root, icon)), icon).toBe(true)
    }
  })

  it('is loaded and accepted by electron-builder itself', async () => {
    const loaded = await builderConfig.getConfig(root, configFile, null)
    expect(loaded['appId']).toBe(config.appId)
    await expect(
      builderConfig.validateConfiguration(loaded, { isEnabled: false, add: () => undefined })
    ).resolves.toBeUndefined()
    await expect(
      builderConfig.validateConfiguration(
        { ...loaded, linux: { categroy: 'Game' } },
        { isEnabled: false, add: () => undefined }
      )
    ).rejects.toThrow('Invalid configuration')
  })
})

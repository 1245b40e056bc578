// Static checks on the import graph: each process reaches `electron` through one module, the real
// network adapters are imported only by modules named for them, and the sandboxed preload loads
// nothing at run time that it could not `require` inside the sandbox.
import { readFileSync, readdirSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const src = fileURLToPath(new URL('..', import.meta.url))

function sources(dir: string): string[] {
  return readdirSync(join(src, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(dir, file))
}

/** Module specifiers imported at run time (not `import type`). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(join(src, file), 'utf8')
  return [...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map(
    (match) => match[1] ?? ''
  )
}

const importersOf = (files: string[], pattern: RegExp): string[] =>
  files.filter((file) => runtimeImports(file).some((s) => pattern.test(s)))

describe('import boundaries', () => {
  it('each process reaches Electron through one module; ipc never imports it', () => {
    const electron = /^electron$/
    expect(importersOf(sources('ipc'), electron)).toEqual([])
    // The preload's entry is the only module of the sandboxed preload that may touch Electron.
    expect(importersOf(sources('preload'), electron)).toEqual([join('preload', 'index.ts')])
    // main: one facade module imports Electron, and only the entry builds it (everything else gets the
    // facade passed in, so it runs under test without Electron).
    const facades = importersOf(sources('main'), electron)
    expect(facades).toHaveLength(1)
    const facade = basename(facades[0]!, '.ts')
    expect(importersOf(sources('main'), new RegExp(`/${facade}$`))).toEqual([join('main', 'index.ts')])
  })

  it('only the real adapters start table servers and open mDNS sockets, so the rest runs on fakes', () => {
    const files = [...sources('main'), ...sources('desktop')]
    // Tables start through the hosting lifecycle in src/server, never by a host server of their own.
    expect(importersOf(files, /server\/host-server$/)).toEqual([])
    for (const adapter of [
      /server\/hosting\/real-table-servers$/,
      /server\/discovery\/(advertiser|browser)$/
    ]) {
      const importers = importersOf(files, adapter)
      expect(importers.length, String(adapter)).toBeGreaterThan(0)
      for (const file of importers) expect(basename(file)).toMatch(/^(real-[\w-]+|services)\.ts$/)
    }
  })

  it('the preload loads only electron and zod-free local modules at run time', () => {
    const seen = new Set<string>()
    const visit = (file: string): void => {
      if (seen.has(file)) return
      seen.add(file)
      for (const specifier of runtimeImports(file)) {
        if (specifier === 'electron') continue
        // A package (zod included) cannot be required in the sandbox; a local module is followed.
        expect(specifier, `${file} imports ${specifier}`).toMatch(/^\.\.?\//)
        visit(relative(src, join(src, file, '..', `${specifier}.ts`)))
      }
    }
    visit(join('preload', 'index.ts'))
    expect(seen.size).toBeGreaterThan(1) // the walk followed the entry's imports
  })
})

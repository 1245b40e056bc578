// Static checks on the import graph: `electron` is reachable from exactly two entry files, and the
// sandboxed preload loads nothing at run time that it could not `require` inside the sandbox.
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
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

describe('import boundaries', () => {
  it('only real-facade.ts (main) and index.ts (preload) import electron', () => {
    const importers = [...sources('main'), ...sources('preload'), ...sources('ipc')].filter((file) =>
      runtimeImports(file).includes('electron')
    )
    expect(importers.sort()).toEqual([join('main', 'real-facade.ts'), join('preload', 'index.ts')])
  })

  it('only index.ts imports real-facade.ts', () => {
    const importers = sources('main').filter((file) =>
      runtimeImports(file).some((s) => s.endsWith('/real-facade'))
    )
    expect(importers).toEqual([join('main', 'index.ts')])
  })

  it('only the real adapters start table servers and open mDNS sockets', () => {
    const importers = (pattern: RegExp) =>
      [...sources('main'), ...sources('desktop')]
        .filter((file) => runtimeImports(file).some((s) => pattern.test(s)))
        .sort()
    // Tables start through the hosting lifecycle in src/server; only the desktop services open its real servers.
    expect(importers(/server\/host-server$/)).toEqual([])
    expect(importers(/server\/hosting\/real-table-servers$/)).toEqual([join('desktop', 'services.ts')])
    expect(importers(/server\/discovery\/(advertiser|browser)$/)).toEqual([
      join('desktop', 'discovery', 'real-browser.ts')
    ])
  })

  it('the preload loads only electron and zod-free local modules at run time', () => {
    const seen = new Set<string>()
    const visit = (file: string): void => {
      if (seen.has(file)) return
      seen.add(file)
      for (const specifier of runtimeImports(file)) {
        if (specifier === 'electron') continue
        expect(specifier, `${file} imports ${specifier}`).toMatch(/^\.\.?\//)
        visit(relative(src, join(src, file, '..', `${specifier}.ts`)))
      }
    }
    visit(join('preload', 'index.ts'))
    expect([...seen].sort()).toEqual([
      join('ipc', 'channels.ts'),
      join('preload', 'api.ts'),
      join('preload', 'index.ts')
    ])
  })
})

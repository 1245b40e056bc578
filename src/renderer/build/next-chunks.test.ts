import { describe, expect, it } from 'vitest'
import { nextFiles } from './next-chunks'

const chunk = (fileName: string, imports: string[], extra: { entry?: boolean; module?: string; css?: string[] } = {}) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: extra.entry ?? false,
  facadeModuleId: extra.module ?? null,
  imports,
  viteMetadata: { importedCss: new Set(extra.css ?? []) }
})

// entry → shared; Lobby → shared, qr (+ its css); RoundEnd → sheet; Review is not asked for.
const bundle = Object.fromEntries(
  [
    chunk('assets/index-1.js', ['assets/shared-1.js'], { entry: true, css: ['assets/index-1.css'] }),
    chunk('assets/shared-1.js', []),
    chunk('assets/Lobby-1.js', ['assets/shared-1.js', 'assets/qr-1.js'], { module: '/app/src/lobby/Lobby.svelte', css: ['assets/Lobby-1.css'] }),
    chunk('assets/qr-1.js', []),
    chunk('assets/RoundEnd-1.js', ['assets/sheet-1.js'], { module: '/app/src/results/RoundEnd.svelte' }),
    chunk('assets/sheet-1.js', [], { css: ['assets/sheet-1.css'] }),
    chunk('assets/Review-1.js', [], { module: '/app/src/review/Review.svelte' }),
    { type: 'asset' as const, fileName: 'assets/index-1.css' }
  ].map((c) => [c.fileName, c])
)

describe('nextFiles (what index.html hints for after the first screen)', () => {
  it('names the asked-for chunks with what they import and their CSS, less what the first screen loads', () => {
    expect(nextFiles(bundle, ['src/lobby/Lobby.svelte', 'src/results/RoundEnd.svelte'])).toEqual([
      'assets/Lobby-1.css',
      'assets/Lobby-1.js',
      'assets/RoundEnd-1.js',
      'assets/qr-1.js',
      'assets/sheet-1.css',
      'assets/sheet-1.js'
    ])
  })

  it('names nothing for modules no chunk is made of', () => {
    expect(nextFiles(bundle, ['src/nowhere/Gone.svelte'])).toEqual([])
  })
})

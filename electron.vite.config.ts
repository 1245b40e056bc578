import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import { svelte } from '@sveltejs/vite-plugin-svelte'
import { prefetchNextChunks } from './src/renderer/build/next-chunks'
import { earlyScript } from './src/renderer/build/early-script'
import { joinShell } from './src/renderer/build/join-shell'
import { inlineFirstCss } from './src/renderer/build/inline-first-css'
import { pageOrder } from './src/renderer/build/page-order'

// Three builds into out/: main (Node, Electron main process), preload (sandboxed bridge) and
// renderer (the Svelte app, also served to browsers by the table host).
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rollupOptions: {
        input: {
          index: resolve('src/main/index.ts'),
          // the bot worker thread (src/server/bots/worker-bot-player.ts starts ./worker-entry.js)
          'worker-entry': resolve('src/server/bots/worker-entry.ts')
        }
      }
    }
  },
  preload: {
    build: {
      outDir: 'out/preload',
      rollupOptions: {
        input: { index: resolve('src/preload/index.ts') },
        // A sandboxed preload cannot `import`: emit CommonJS.
        output: { format: 'cjs', entryFileNames: '[name].cjs' }
      }
    }
  },
  renderer: {
    root: 'src/renderer',
    base: './',
    plugins: [
      svelte(),
      // what a seated player needs next, hinted in index.html (fetched at idle once the first screen is in)
      prefetchNextChunks(['src/lobby/Lobby.svelte', 'src/results/RoundEnd.svelte', 'src/results/MatchEnd.svelte']),
      earlyScript('src/early.ts'),
      // the join form a table host puts inside its page, in every language (protocol/join-shell.ts)
      joinShell('/src/home/join-shell-render.ts'),
      // the first screen's styles inside index.html: the form above paints with the page
      inlineFirstCss(),
      // last: the page in the order its first paint wants (head light, scripts at the end of the body)
      pageOrder()
    ],
    resolve: {
      // classic zod on the page is jitless: no eval probe under the page's policy (src/renderer/src/lib/zod-jitless.ts)
      alias: [{ find: /^zod$/, replacement: resolve('src/renderer/src/lib/zod-jitless.ts') }]
    },
    define: { __APP_VERSION__: JSON.stringify(version) },
    build: {
      outDir: 'out/renderer',
      // electron-vite leaves the renderer unminified (a desktop app reads it from disk), but the table host
      // also serves it to every phone that joins over the party's Wi-Fi: 1.45 MB unminified, about a third
      // of that minified.
      minify: true,
      rollupOptions: {
        input: {
          index: resolve('src/renderer/index.html'),
          // the page's first script, in a chunk of its own (early-script.ts puts it before the app's)
          early: resolve('src/renderer/src/early.ts')
        }
      }
    }
  }
})

import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import { svelte } from '@sveltejs/vite-plugin-svelte'

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
    plugins: [svelte()],
    define: { __APP_VERSION__: JSON.stringify(version) },
    build: {
      outDir: 'out/renderer',
      // electron-vite leaves the renderer unminified (a desktop app reads it from disk), but the table host
      // also serves it to every phone that joins over the party's Wi-Fi: 1.45 MB unminified, about a third
      // of that minified.
      minify: true,
      rollupOptions: { input: { index: resolve('src/renderer/index.html') } }
    }
  }
})

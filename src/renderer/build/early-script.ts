// A Vite plugin for the renderer build: the page's first script (src/renderer/src/early.ts, its own
// rollup input) goes into index.html before the app's entry. Vite would merge every script written in
// index.html into the app's entry chunk, whose body runs only after all the app's chunks have run;
// in a chunk of its own it runs as soon as it has loaded (module scripts run in document order).
import type { Plugin } from 'vite'

export function earlyScript(module: string): Plugin {
  return {
    name: 'early-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId?.endsWith(module)
        )
        if (!chunk) throw new Error(`early-script: no entry chunk for ${module}`)
        // Right before the app's entry: after the page's Content-Security-Policy, which governs it too.
        const entry = html.indexOf('<script type="module"')
        if (entry < 0) throw new Error('early-script: index.html has no module script')
        const tag = `<script type="module" crossorigin src="./${chunk.fileName}"></script>\n    `
        return html.slice(0, entry) + tag + html.slice(entry)
      }
    }
  }
}

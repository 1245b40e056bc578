// A Vite plugin for the renderer build: renders the join form a table host sends inside its page
// (protocol/join-shell.ts) into JOIN_SHELL_FILE beside index.html. It loads src/home/join-shell-render.ts
// through a Vite server in SSR mode with the build's own Svelte plugin options, so the markup comes from
// the very components the page hydrates.
import { createServer, type Plugin, type ResolvedConfig } from 'vite'
import { svelte } from '@sveltejs/vite-plugin-svelte'
import { JOIN_SHELL_FILE, type JoinShells } from '../../protocol/join-shell'

export function joinShell(entry: string): Plugin {
  let config: ResolvedConfig
  return {
    name: 'join-shell',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    async generateBundle() {
      const server = await createServer({
        configFile: false,
        root: config.root,
        mode: 'production',
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, watch: null },
        plugins: [svelte({ compilerOptions: { dev: false } })],
        resolve: { alias: config.resolve.alias },
        define: config.define
      })
      try {
        const render = (await server.ssrLoadModule(entry)) as { renderJoinShells: () => Promise<JoinShells> }
        const shells = await render.renderJoinShells()
        this.emitFile({ type: 'asset', fileName: JOIN_SHELL_FILE, source: JSON.stringify(shells) })
      } finally {
        await server.close()
      }
    }
  }
}

import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { svelte } from '@sveltejs/vite-plugin-svelte'

// Unit, property and integration tests, and the test tooling's own tests (test-support/). Playwright's
// end-to-end tests live in e2e/ and run separately.
export default defineConfig({
  plugins: [svelte()],
  test: {
    // electron-builder-config.test.ts sits at the root beside the electron-builder.yml it checks.
    // e2e/engines: the cross-engine smoke test's WebDriver client.
    include: [
      'src/**/*.test.ts',
      'bench/**/*.test.ts',
      'test-support/**/*.test.ts',
      'e2e/engines/**/*.test.ts',
      '*.test.ts'
    ],
    environment: 'node',
    // renderer tests start with the English catalog loaded, as the app loads its language before mounting
    setupFiles: ['src/renderer/src/i18n/english-for-tests.ts'],
    // Every core, not vitest's default of one less: on CI's 2 cores that default is a single worker, and
    // many files spend their time waiting on sockets and timers (2026-12-04: 251 s with one, 196 with two).
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 30_000
  }
})

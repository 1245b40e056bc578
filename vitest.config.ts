import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { svelte } from '@sveltejs/vite-plugin-svelte'

// Unit, property and integration tests, the test tooling's own tests (test-support/), and the Svelte
// components' tests. Playwright's end-to-end tests live in e2e/ and run separately.

/** Component tests: a screen's part mounted in a DOM (`*.component.test.ts`, docs/testing.md). */
const COMPONENT_TESTS = 'src/renderer/src/**/*.component.test.ts'

/**
 * Files that change what a module is while they run (a mocked module, a rule option added to the registry,
 * a stubbed global read when a module loads): each gets its own module graph. Every other unit file shares
 * its worker's modules with the files before it (`isolate: false`), which took the unit run from about 173
 * to 106 s on 2 cores (2026-12-05): importing the engine, protocol and server again for each of 250 files
 * was most of it. A file that changes shared state puts it back (afterEach/afterAll) or belongs here.
 */
const ISOLATED_TESTS = [
  'src/adding-an-option.test.ts',
  'src/main/index.test.ts',
  'src/preload/index.test.ts',
  'src/renderer/src/lib/zod-jitless.test.ts',
  // counts the catalogs loaded since the i18n module loaded
  'src/renderer/src/i18n/instance.test.ts'
]

export default defineConfig({
  plugins: [svelte()],
  test: {
    // Every core, not vitest's default of one less: on CI's 2 cores that default is a single worker, and
    // many files spend their time waiting on sockets and timers (2026-12-04: 251 s with one, 196 with two).
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // renderer tests start with the English catalog loaded, as the app loads its language before mounting
    setupFiles: ['src/renderer/src/i18n/english-for-tests.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // electron-builder-config.test.ts sits at the root beside the electron-builder.yml it checks.
          // e2e/engines: the cross-engine smoke test's WebDriver client.
          include: [
            'src/**/*.test.ts',
            'bench/**/*.test.ts',
            'test-support/**/*.test.ts',
            'e2e/engines/**/*.test.ts',
            '*.test.ts'
          ],
          exclude: [COMPONENT_TESTS, ...ISOLATED_TESTS],
          environment: 'node',
          isolate: false,
          // The host as a child process starts from one bundle (test-support/hardening/child-host.ts).
          globalSetup: ['test-support/hardening/bundle-host-for-tests.ts']
        }
      },
      {
        extends: true,
        test: { name: 'unit-isolated', include: ISOLATED_TESTS, environment: 'node' }
      },
      {
        extends: true,
        // Svelte's browser build (mount, effects), as the app runs it: without the condition Node
        // resolves svelte to its server build, which cannot mount.
        resolve: { conditions: ['browser'] },
        test: {
          name: 'components',
          include: [COMPONENT_TESTS],
          environment: 'happy-dom',
          // Motion is Playwright's to check (e2e/table-feel.spec.ts); here transitions are skipped as a
          // player who asked for reduced motion sees them, and none is cut off between tests.
          environmentOptions: { happyDOM: { settings: { device: { prefersReducedMotion: 'reduce' } } } },
          setupFiles: ['src/renderer/src/test/component-setup.ts']
        }
      }
    ]
  }
})

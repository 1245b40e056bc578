import js from '@eslint/js'
import ts from 'typescript-eslint'
import svelte from 'eslint-plugin-svelte'
import globals from 'globals'
import path from 'node:path'
import svelteConfig from './svelte.config.js'

// The layers of src, bottom → top (DESIGN.md), and the layers each one may import besides itself.
// Anything else is an upward or sideways import and fails lint. src/desktop is the desktop app's
// services without Electron, its IPC handlers included (desktop/ipc); main, preload, ipc, renderer and
// cli sit on top. The renderer builds its browser-mode bridge with the preload's pure API builder
// (preload/api.ts); browser-mode (the desktop app without Electron, `npm run play`) and main are
// siblings: both register desktop/ipc's handlers, one over HTTP, one on Electron's ipcMain.
const LAYERS = {
  engine: [],
  bots: ['engine'],
  protocol: ['engine', 'bots'],
  // Tournament night (issue 52): the pure rules of many tables (seating, duplicate deals, standings).
  tournament: ['engine', 'protocol'],
  server: ['engine', 'bots', 'protocol', 'tournament'],
  desktop: ['engine', 'bots', 'protocol', 'server', 'ipc', 'tournament'],
  ipc: ['engine', 'protocol'],
  preload: ['engine', 'protocol', 'ipc'],
  renderer: ['engine', 'protocol', 'ipc', 'preload', 'tournament'],
  // Named scenarios (issue 50): tests and development only; the CLI opens them behind an opt-in.
  scenarios: ['engine', 'bots', 'protocol', 'server'],
  cli: ['engine', 'bots', 'protocol', 'server', 'desktop', 'scenarios', 'tournament'],
  main: ['engine', 'bots', 'protocol', 'server', 'desktop', 'ipc'],
  'browser-mode': ['engine', 'bots', 'protocol', 'server', 'desktop', 'ipc']
}
// Inside the renderer, its folders in tiers, bottom → top (the README's architecture page): a folder may
// import its own tier and the ones below. Screens may use each other's parts; the files at the top
// (main.ts, App.svelte) route between screens.
const RENDERER_TIERS = [
  // words, pure helpers, the desktop bridge, the table client, sound, keys, records kept in this browser
  ['i18n', 'lib', 'bridge', 'net', 'audio', 'keyboard', 'records'],
  ['state'],
  ['common'],
  ['home', 'lobby', 'table', 'results', 'history', 'review', 'tutorial', 'party', 'settings'],
  ['.']
]
const ROOT = import.meta.dirname
// The zod-free vocabulary is a leaf that every layer may import (the browser bundle and the sandboxed
// preload included), so it may import nothing itself.
const VOCABULARY = path.join(ROOT, 'src', 'protocol', 'vocabulary')
const TEST_SUPPORT = 'test-support'
// The review's analysis worker runs the pure bots on a finished match (every hand public, RULES.md D6)
// off the UI thread: the one renderer file that may import src/bots (issue 26).
const ANALYSIS_WORKER = path.join(ROOT, 'src', 'renderer', 'src', 'review', 'analysis.worker')
// The learned evaluation (its 180 KB of weights) is a tool of the bench and its training, not part of the
// app (issue 53): no module of src imports it but its own and the tests, so no bundle (the bot worker's
// included) carries the weights. bench/ passes its values to a search itself (`priorOf`).
const LEARNED = path.join(ROOT, 'src', 'bots', 'learned')
const isUnder = (file, folder) => !path.relative(folder, file).startsWith('..')

/** The layer of a file under src/, TEST_SUPPORT for one under test-support/, otherwise null. */
function areaOf(file) {
  const [top, layer] = path.relative(ROOT, file).split(path.sep)
  if (top === TEST_SUPPORT) return TEST_SUPPORT
  return top === 'src' && Object.hasOwn(LAYERS, layer) ? layer : null
}

const withoutExtension = (file) => file.replace(/\.(ts|js)$/, '')

const RENDERER_SRC = path.join(ROOT, 'src', 'renderer', 'src')
/** The tier of a renderer file (index into RENDERER_TIERS), or null outside src/renderer/src. `target`
 *  may be a folder (its index.ts). */
function rendererTier(file) {
  const relative = path.relative(RENDERER_SRC, file)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null
  const parts = relative.split(path.sep)
  const folder =
    parts.length === 1 && !/\.(ts|svelte)$/.test(parts[0]) ? parts[0] : parts.length === 1 ? '.' : parts[0]
  const tier = RENDERER_TIERS.findIndex((folders) => folders.includes(folder))
  return tier < 0 ? null : tier
}

const layerRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      upward: "src/{{from}} may not import src/{{to}} ('{{source}}'): see the layers in eslint.config.js.",
      leaf: 'src/protocol/vocabulary.ts imports nothing: every layer, the browser bundle included, imports it.',
      testSupport: "Only *.test.ts files may import test-support/ ('{{source}}').",
      benchOnly:
        "src/bots/learned is the bench's, not the app's ('{{source}}'): see LEARNED in eslint.config.js.",
      rendererTier:
        "src/renderer/src/{{from}} may not import {{to}} ('{{source}}'): see RENDERER_TIERS in eslint.config.js."
    }
  },
  create(context) {
    const file = context.filename
    const from = areaOf(file)
    if (from === null || from === TEST_SUPPORT) return {}
    const isVocabulary = withoutExtension(file) === VOCABULARY
    const isTest = file.endsWith('.test.ts')
    function check(node) {
      const source = node.source?.value
      if (typeof source !== 'string') return
      if (isVocabulary) return context.report({ node, messageId: 'leaf' })
      if (!source.startsWith('.')) return // packages: see the pure-layer rule below
      const target = path.resolve(path.dirname(file), source)
      const to = areaOf(target)
      if (to === TEST_SUPPORT) {
        if (!isTest) context.report({ node, messageId: 'testSupport', data: { source } })
        return
      }
      if (isUnder(target, LEARNED) && !isUnder(file, LEARNED) && !isTest && node.importKind !== 'type')
        return context.report({ node, messageId: 'benchOnly', data: { source } })
      if (to === 'renderer' && from === 'renderer') return checkRendererTier(node, source, target)
      if (to === null || to === from || LAYERS[from].includes(to)) return
      // Tests of any layer may start from a named scenario (src/scenarios/index.ts is pure engine code).
      if (to === 'scenarios' && isTest) return
      if (to === 'bots' && withoutExtension(file) === ANALYSIS_WORKER) return
      if (withoutExtension(target) === VOCABULARY) return
      context.report({ node, messageId: 'upward', data: { from, to, source } })
    }
    function checkRendererTier(node, source, target) {
      const fromTier = rendererTier(file)
      const toTier = rendererTier(target)
      if (fromTier === null || toTier === null || toTier <= fromTier) return
      const name = (f) => path.relative(RENDERER_SRC, f).split(path.sep)[0]
      context.report({
        node,
        messageId: 'rendererTier',
        data: { from: name(file), to: name(target), source }
      })
    }
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check
    }
  }
}

export default ts.config(
  {
    ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**']
  },
  js.configs.recommended,
  ...ts.configs.recommended,
  ...svelte.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } }
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: {
      // No projectService: type information served one rule only, svelte/require-store-reactive-access
      // (two thirds of the lint time), and this app has no stores (Svelte 5 runes).
      parserOptions: { extraFileExtensions: ['.svelte'], parser: ts.parser, svelteConfig }
    },
    rules: { 'svelte/require-store-reactive-access': 'off' }
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error'
    }
  },
  {
    files: ['src/**/*.ts', 'src/**/*.svelte'],
    plugins: { layers: { rules: { 'import-downward': layerRule } } },
    rules: { 'layers/import-downward': 'error' }
  },
  {
    // The pure layers must run anywhere: no Node, DOM or Electron (DESIGN.md).
    files: ['src/engine/**/*.ts', 'src/bots/**/*.ts', 'src/protocol/**/*.ts', 'src/tournament/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'electron', 'ws', 'bonjour-service'] }]
    }
  },
  {
    // The renderer reads the modules that hold the wire's and the IPC's schemas for their types only, and
    // its constants from the zod-free src/protocol/vocabulary.ts: those checks run where the data arrives
    // (host, main). Match records and their analyses (issue 26) are the exception: a browser opens them
    // from files and its own storage with nobody else to check them, so protocol/match-record and
    // protocol/seat-analysis bring their zod checks into the renderer, and the join page's table facts
    // (zod/mini, loaded beside their request). lib/zod-jitless.ts is the one module that may import zod:
    // every renderer import of zod resolves to it (electron.vite.config.ts), to build schemas jitless.
    files: ['src/renderer/**/*.ts', 'src/renderer/**/*.svelte'],
    ignores: ['**/*.test.ts', 'src/renderer/src/lib/zod-jitless.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', '**/protocol/messages', '**/ipc/contract', '**/ipc/tables', '**/ipc/fields'],
              allowTypeImports: true,
              message: 'Values from here would bundle zod into the renderer: use src/protocol/vocabulary.ts.'
            }
          ]
        }
      ]
    }
  },
  {
    // Small enough to read in one sitting: a module over 400 lines or a function over 80 does several
    // things; split it by what it does (the i18n catalogs are data, and tests may be long).
    files: ['src/**/*.ts', 'src/**/*.svelte'],
    ignores: ['**/*.test.ts', 'src/renderer/src/i18n/{en,pt-BR,pt-PT,de,fr,ar}.ts'],
    rules: {
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 80 }]
    }
  },
  {
    // The desktop app's services run in main's process but must not need Electron to be tested.
    files: ['src/desktop/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['electron', 'electron/*'], message: 'Electron glue lives in src/main.' }] }
      ]
    }
  }
)

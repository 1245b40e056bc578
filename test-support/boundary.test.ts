// Test tooling never ships: no module the app is built from imports test-support/ (the builds in
// electron.vite.config.ts start from src/ entry points and bundle only what those import).
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

test('no production source under src/ imports test-support/', () => {
  const files = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.(ts|svelte)$/.test(file) && !file.endsWith('.test.ts')
  )
  expect(files.length).toBeGreaterThan(50)
  const importers = files.filter((file) =>
    /(?:from|import)\s*\(?\s*['"][^'"]*test-support\//.test(readFileSync(join(root, 'src', file), 'utf8'))
  )
  expect(importers).toEqual([])
})

// A fresh temporary folder for each test of the describe block (or file) that calls this, removed after
// the test: the user-data folder of the app's stores, in tests. Test support only.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach } from 'vitest'

/** Returns the current test's folder. */
export function useTempFolder(prefix: string): () => string {
  let folder = ''
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), prefix))
  })
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true })
  })
  return () => folder
}

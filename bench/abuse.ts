// Abuse benchmarks (`npm run bench:abuse`, issue 48: no guest can stall a table): runs every part in
// bench/abuse/ — each module that exports `run(): Promise<Record<string, unknown>>` (helpers without one
// are skipped) — one after another, so no part's load spills into the next. Prints one JSON line per part,
// {"bench":"abuse","part":<file name>,...its figures} (or its "error"), then a summary line. Name parts on
// the command line to run only those: `npm run bench:abuse -- room`. Timings on a shared machine swing
// with its load: run it on a quiet one.
import { readdirSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

type Part = { run?: () => Promise<Record<string, unknown>> }

async function main(): Promise<void> {
  const folder = join(dirname(fileURLToPath(import.meta.url)), 'abuse')
  const wanted = process.argv.slice(2)
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort()
  const ran: string[] = []
  const failed: string[] = []
  const started = performance.now()
  for (const file of files) {
    const part = basename(file, '.ts')
    if (wanted.length > 0 && !wanted.includes(part)) continue
    const module = (await import(pathToFileURL(join(folder, file)).href)) as Part
    if (typeof module.run !== 'function') continue
    ran.push(part)
    try {
      console.log(JSON.stringify({ bench: 'abuse', part, ...(await module.run()) }))
    } catch (error) {
      failed.push(part)
      console.log(JSON.stringify({ bench: 'abuse', part, error: String(error) }))
    }
  }
  const seconds = Math.round((performance.now() - started) / 100) / 10
  console.log(JSON.stringify({ bench: 'abuse', summary: { parts: ran, failed, seconds } }))
  if (failed.length > 0) process.exitCode = 1
}

void main()

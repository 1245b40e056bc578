// `npm run bench`: every benchmark in bench/, one after another, each printing JSON lines.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const BENCHES = ['engine.ts', 'net.ts', 'bots.ts', 'name-flood.ts', 'crowd.ts']

let failed = false
for (const file of BENCHES) {
  const path = `bench/${file}`
  if (!existsSync(path)) continue
  const run = spawnSync(process.execPath, ['--import', 'tsx', path], {
    stdio: 'inherit'
  })
  if (run.status !== 0) {
    console.error(JSON.stringify({ bench: file, error: `exited with ${run.status ?? run.signal}` }))
    failed = true
  }
}
process.exit(failed ? 1 : 0)

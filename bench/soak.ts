// `npm run soak -- --minutes N [--tables 50] [--seed 535] [--sample-seconds S]`: many tables in this
// process, each a real host on 127.0.0.1, with bots and socket players who disconnect, reconnect with their
// tokens, reload, go silent and flood (test-support/hardening/soak.ts); the tables take the games of
// RULES.md R2.two and R2.variants in turn. Prints JSON lines: memory samples over time, a 'final' details
// object (with `games`: tables, matches, rounds and audited frames per game), and last exactly one
// summary object. Exits 1 on unexpected errors, on a secrets-audit failure or when memory does not level
// off; 2 on bad arguments.
import { parseArgs } from 'node:util'
import { runSoak } from '../test-support/hardening/soak'

function parse(): { minutes: number; tables: number; seed: number; sampleSeconds?: number } | string {
  let values: Record<string, string | boolean | undefined>
  try {
    values = parseArgs({
      args: process.argv.slice(2),
      strict: true,
      options: {
        minutes: { type: 'string' },
        tables: { type: 'string' },
        seed: { type: 'string' },
        'sample-seconds': { type: 'string' }
      }
    }).values
  } catch (error) {
    return (error as Error).message
  }
  const number = (flag: string, fallback: number, min: number, max: number): number | string => {
    const text = values[flag]
    if (text === undefined) return fallback
    const n = Number(text)
    return typeof text === 'string' && Number.isFinite(n) && n >= min && n <= max
      ? n
      : `--${flag} must be a number from ${min} to ${max}`
  }
  const minutes = number('minutes', 2, 0.05, 24 * 60)
  const tables = number('tables', 50, 1, 500)
  const seed = number('seed', 535, 0, 2 ** 31)
  const sample = number('sample-seconds', 0, 0, 600)
  for (const v of [minutes, tables, seed, sample]) if (typeof v === 'string') return v
  return {
    minutes: minutes as number,
    tables: Math.trunc(tables as number),
    seed: Math.trunc(seed as number),
    ...(sample === 0 ? {} : { sampleSeconds: sample as number })
  }
}

const args = parse()
if (typeof args === 'string') {
  console.error(`${args}\nUsage: npm run soak -- --minutes N [--tables 50] [--seed 535] [--sample-seconds S]`)
  process.exit(2)
}
try {
  const result = await runSoak({ ...args, out: (line) => console.log(line) })
  for (const failure of result.failures) console.error(`soak: FAIL: ${failure}`)
  console.log(JSON.stringify(result.summary))
  process.exit(result.failures.length > 0 ? 1 : 0)
} catch (error) {
  console.error(
    `soak: the soak itself failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`
  )
  process.exit(1)
}

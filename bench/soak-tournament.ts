// `npm run soak:tournament -- [--seed 535] [--devices 10] [--bot-delay 80]`: the same seeded 24-entrant
// duplicate evening twice on the bundled tournament CLI — straight through, then SIGKILLed mid-stage in both
// stages and resumed — with misbehaving clients throughout and every frame through the secrets audits
// (test-support/hardening/tournament-soak.ts). Progress on stderr; the report, one JSON object, on stdout.
// Exits 1 on a leak, an error or standings that differ between the runs; 2 on bad arguments.
import { parseArgs } from 'node:util'
import { runTournamentSoak } from '../test-support/hardening/tournament-soak'

const ENTRANTS = 24

function parse(): { seed: number; devices: number; botDelayMs: number } | string {
  let values: Record<string, string | boolean | undefined>
  try {
    values = parseArgs({
      args: process.argv.slice(2),
      strict: true,
      options: { seed: { type: 'string' }, devices: { type: 'string' }, 'bot-delay': { type: 'string' } }
    }).values
  } catch (error) {
    return (error as Error).message
  }
  const whole = (flag: string, fallback: number, min: number, max: number): number | string => {
    const text = values[flag]
    if (text === undefined) return fallback
    const n = Number(text)
    return typeof text === 'string' && Number.isInteger(n) && n >= min && n <= max
      ? n
      : `--${flag} must be a whole number from ${min} to ${max}`
  }
  const seed = whole('seed', 535, 0, 2 ** 32 - 1)
  // The channel takes 16 sockets from one address: the devices, the director, the big screen, an intruder.
  const devices = whole('devices', 10, 0, 12)
  const botDelayMs = whole('bot-delay', 80, 0, 1000)
  for (const v of [seed, devices, botDelayMs]) if (typeof v === 'string') return v
  return { seed: seed as number, devices: devices as number, botDelayMs: botDelayMs as number }
}

const args = parse()
if (typeof args === 'string') {
  console.error(`${args}\nUsage: npm run soak:tournament -- [--seed 535] [--devices 10] [--bot-delay 80]`)
  process.exit(2)
}
try {
  const { report, failures } = await runTournamentSoak({
    ...args,
    entrants: ENTRANTS,
    log: (line) => console.error(`soak:tournament: ${line}`)
  })
  for (const failure of failures) console.error(`soak:tournament: FAIL: ${failure}`)
  console.log(JSON.stringify(report))
  process.exit(failures.length > 0 ? 1 : 0)
} catch (error) {
  console.error(
    `soak:tournament: the soak itself failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`
  )
  process.exit(1)
}

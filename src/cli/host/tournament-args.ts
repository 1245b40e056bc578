// `npm run host -- --tournament …` flags → a tournament to open or resume (issue 52). Pure apart from
// reading the text it is given; the table flags' reader (args.ts) checks the numbers the same way.
import { parseArgs } from 'node:util'
import { defaultChoices } from '../../engine'
import { ok, refuse } from '../../engine/result'
import type { Refusal, Result } from '../../engine/result'
import {
  DEFAULT_PORT,
  MAX_DEALS_PER_STAGE,
  MAX_ENTRANTS,
  MAX_STAGES,
  MIN_ENTRANTS,
  NAME_MAX_LENGTH,
  PIN_PATTERN,
  PREFERRED_TABLE_SIZE,
  TOURNAMENT_FORMATS,
  TURN_SECONDS_MAX
} from '../../protocol/vocabulary'
import type { TournamentSettings } from '../../tournament'
import { flagReader } from './args'
import type { FlagValues } from './args'

/**
 * The environment variable that, with --insecure-seed, allows --seed. A seeded evening's duplicate seeds
 * follow from one number, so whoever has it knows every hand of every stage: right for a soak that runs the
 * same evening twice, wrong at a real one. As with --scenario (args.ts › SCENARIOS_ENV), a flag alone is one
 * copied command away from a real evening, so a variable set on purpose is asked for too, and refused
 * outright under NODE_ENV=production.
 */
export const TOURNAMENT_SEED_ENV = 'FTF_TEST_TOURNAMENT_SEED'

export const TOURNAMENT_SEED_REFUSED = `--seed makes the whole evening follow from one number: the seating, every duplicate seed (so every hand) and every bot's decision. It is for tests and soaks only: add --insecure-seed and set ${TOURNAMENT_SEED_ENV}=1 (not under NODE_ENV=production) to use it`

export function tournamentSeedAllowed(env: Readonly<Record<string, string | undefined>>): boolean {
  return env[TOURNAMENT_SEED_ENV] === '1' && env.NODE_ENV !== 'production'
}

export const TOURNAMENT_USAGE = `Usage: npm run host -- --tournament [options]
  --name NAME          the tournament's name (required for a new one)
  --format FORMAT      ${TOURNAMENT_FORMATS.join(' | ')} (default duplicate)
  --stages N           1–${MAX_STAGES} stages (default 3)
  --deals N            1–${MAX_DEALS_PER_STAGE} deals every table plays in a stage (default 4)
  --table-size N       ${PREFERRED_TABLE_SIZE.min}–${PREFERRED_TABLE_SIZE.max}: the tables' preferred size (default ${PREFERRED_TABLE_SIZE.default})
  --max-entrants N     ${MIN_ENTRANTS}–${MAX_ENTRANTS} (default ${MAX_ENTRANTS})
  --bots N             bot entrants added at once (default 0)
  --pin 1234           PIN of 4 to 8 digits new players must give to register (a resumed tournament
                       keeps its own)
  --turn-seconds N     turn timer at every table; 0 = off (default 0)
  --bot-delay MS       a bot's pause before it plays (default 1000)
  --grace SECONDS      how long a dropped player keeps their seat before a bot stands in (default 60)
  --port N             the tournament's port (default ${DEFAULT_PORT}; 0 = any free port); tables take free ports
  --host ADDRESS       address to listen on (default 0.0.0.0: every interface)
  --data DIR           data folder (default: the platform's app-data folder); the tournament's journal and
                       its tables' saves go to DIR/tournaments/<id>/
  --resume             continue the latest tournament in the data folder
  --seed N             TESTS AND SOAKS ONLY (needs --insecure-seed and ${TOURNAMENT_SEED_ENV}=1): the seating,
                       every duplicate seed (so every hand) and every bot's decision follow from N; give it
                       again with --resume
  --no-mdns            do not advertise the tournament on the LAN (mDNS); its tables never are
  --help               this text`

export interface TournamentCliArgs {
  /** Null when resuming. */
  settings: TournamentSettings | null
  /** The new tournament's PIN for registering, null for none. */
  pin: string | null
  bots: number
  botDelayMs: number
  graceSeconds: number
  port: number
  host: string
  dataDir: string | null
  /** INSECURE, tests and soaks only: the evening follows from this number (insecure-seed.ts); null: not. */
  seed: number | null
  /** Advertise the tournament's port on the LAN (mDNS). */
  mdns: boolean
  help: boolean
}

const FLAGS = {
  tournament: { type: 'boolean' },
  name: { type: 'string' },
  format: { type: 'string' },
  stages: { type: 'string' },
  deals: { type: 'string' },
  'table-size': { type: 'string' },
  'max-entrants': { type: 'string' },
  bots: { type: 'string' },
  pin: { type: 'string' },
  'turn-seconds': { type: 'string' },
  'bot-delay': { type: 'string' },
  grace: { type: 'string' },
  port: { type: 'string' },
  host: { type: 'string' },
  data: { type: 'string' },
  resume: { type: 'boolean' },
  seed: { type: 'string' },
  'insecure-seed': { type: 'boolean' },
  'no-mdns': { type: 'boolean' },
  help: { type: 'boolean' }
} as const

export function isTournamentCommand(argv: readonly string[]): boolean {
  return argv.includes('--tournament')
}

/** `env`: the process's environment (only --seed reads it); none allows no seed. */
export function parseTournamentArgs(
  argv: string[],
  env: Readonly<Record<string, string | undefined>> = {}
): Result<TournamentCliArgs, Refusal<'bad-flags'>> {
  let values: FlagValues
  try {
    values = parseArgs({ args: argv, strict: true, allowPositionals: false, options: FLAGS }).values
  } catch (error) {
    return refuse('bad-flags', (error as Error).message)
  }
  const problems: string[] = []
  const { int, oneOf } = flagReader(values, problems)
  const resume = values.resume === true
  const name = typeof values.name === 'string' ? values.name.trim() : ''
  if (!resume && (name.length < 1 || name.length > NAME_MAX_LENGTH))
    problems.push(`--name must be 1 to ${NAME_MAX_LENGTH} characters`)
  const seeded = typeof values.seed === 'string'
  if (seeded && (values['insecure-seed'] !== true || !tournamentSeedAllowed(env)))
    problems.push(TOURNAMENT_SEED_REFUSED)
  const maxEntrants = int('max-entrants', MAX_ENTRANTS, MIN_ENTRANTS, MAX_ENTRANTS)
  const pin = typeof values.pin === 'string' ? values.pin : null
  if (pin !== null && !PIN_PATTERN.test(pin)) problems.push('--pin must be 4 to 8 digits')
  // The PIN is the journal's, as the settings are: a resumed tournament cannot be given another.
  if (pin !== null && resume)
    problems.push('--pin cannot be given with --resume: the tournament keeps its PIN')
  const settings: TournamentSettings = {
    name,
    format: oneOf('format', TOURNAMENT_FORMATS) ?? 'duplicate',
    stages: int('stages', 3, 1, MAX_STAGES),
    dealsPerStage: int('deals', 4, 1, MAX_DEALS_PER_STAGE),
    preferredTableSize: int(
      'table-size',
      PREFERRED_TABLE_SIZE.default,
      PREFERRED_TABLE_SIZE.min,
      PREFERRED_TABLE_SIZE.max
    ),
    maxEntrants,
    turnSeconds: int('turn-seconds', 0, 0, TURN_SECONDS_MAX),
    options: defaultChoices()
  }
  const args: TournamentCliArgs = {
    settings: resume ? null : settings,
    pin,
    bots: int('bots', 0, 0, maxEntrants),
    botDelayMs: int('bot-delay', 1000, 0, 60_000),
    graceSeconds: int('grace', 60, 0, 24 * 3600),
    port: int('port', DEFAULT_PORT, 0, 65_535),
    host: typeof values.host === 'string' ? values.host : '0.0.0.0',
    dataDir: typeof values.data === 'string' ? values.data : null,
    seed: seeded ? int('seed', 0, 0, 2 ** 32 - 1) : null,
    mdns: values['no-mdns'] !== true,
    help: values.help === true
  }
  return problems.length > 0 ? refuse('bad-flags', problems.join('\n')) : ok(args)
}

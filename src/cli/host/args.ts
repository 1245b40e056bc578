// `npm run host -- …` flags → host options. Pure apart from reading the text it is given.
import { parseArgs } from 'node:util'
import {
  BOT_LEVELS,
  DEFAULT_PORT,
  NAME_MAX_LENGTH,
  PIN_PATTERN,
  TURN_SECONDS_MAX
} from '../../protocol/vocabulary'
import type { BotLevel } from '../../protocol/vocabulary'
import { botLevelOf } from '../../protocol/bot-level'
import { CHOICE_OPTIONS, MAX_SEATS, MIN_SEATS, TARGET, choiceOptionNames } from '../../engine'
import type { ChoiceOptions } from '../../engine'
import { SCENARIO_NAMES } from '../../scenarios'
import { ok, refuse } from '../../engine/result'
import type { Refusal, Result } from '../../engine/result'

/**
 * The environment variable that allows --scenario. A scenario's deals follow from a seed anyone can read
 * in src/scenarios, so every hand at such a table is known, and its seat tokens are printed so that a test
 * or a developer can sit down. That is fine on a developer's machine and in the test hosts, and wrong at a
 * real table; a flag alone is one copied command away from a real table, so the CLI asks for a variable a
 * test or a developer sets on purpose, and refuses it outright under NODE_ENV=production.
 */
export const SCENARIOS_ENV = 'FTF_TEST_SCENARIOS'

/** The line each human seat of a scenario table gets: `Scenario seat N NAME: {json}`, and the line that
 *  follows them (e2e/helpers/host.ts waits for it). */
export const SCENARIO_SEAT_PREFIX = 'Scenario seat '
export const SCENARIO_SIT_PREFIX = 'To sit at a seat from a browser: '

export const USAGE = `Usage: npm run host -- [options]
  --name NAME          table name (default "Five Three Five")
  --seats N            ${MIN_SEATS}–${MAX_SEATS} seats (default 4)
  --bots N             bots in the last N seats (default 0)
  --bot-level LEVEL    ${BOT_LEVELS.join(' | ')} (default medium): seated bots and stand-ins for away players
  --bot-delay MS       a bot's pause before it plays (default 1000; 3× after a trick clears)
  --port N             port for the app and the WebSocket (default ${DEFAULT_PORT}; 0 = any free port)
  --host ADDRESS       address to listen on (default 0.0.0.0: every interface)
  --pin 1234           PIN of 4 to 8 digits new players must give
  --grace SECONDS      how long a dropped player keeps their seat before a bot stands in (default 60)
  --turn-seconds N     turn timer; 0 = off (default 0)
  --target N           the match ends when a total reaches N (${TARGET.min}–${TARGET.max}, default ${TARGET.default})
${choiceUsage()}
  --seed N             INSECURE, tests and benchmarks only: every deal follows from N, so anyone who
                       finds N knows every hand. Refused unless --insecure-seed is given too
  --data DIR           data folder for autosaves (default: the platform's app-data folder)
  --resume             continue the latest autosaved table in the data folder
  --no-mdns            do not advertise the table on the LAN (mDNS)
  --scenario NAME      TESTS AND DEVELOPMENT ONLY (needs ${SCENARIOS_ENV}=1): open the table at a named point
                       of a match (${SCENARIO_NAMES.join(', ')}); seats and options come from it
  --help               this text`

/** One block of USAGE per choice option of the engine's list: its flag, its values, its default. */
function choiceUsage(): string {
  return choiceOptionNames()
    .map((name) => {
      const { flag, values, about } = CHOICE_OPTIONS[name]
      const head = `  --${flag} ${values.join(' | ')}`
      return `${head}\n                       (default ${CHOICE_OPTIONS[name].default}): ${about}`
    })
    .join('\n')
}

/** The flag of each choice option (`--two-player-game`, …). */
const CHOICE_FLAGS = choiceOptionNames().map((name) => CHOICE_OPTIONS[name].flag)

/** Why a plain --seed is refused: a seeded table's deals can be computed from one hand (issue 15). */
export const SEED_REFUSED =
  '--seed makes every deal follow from one number: a player can compute all hands from their own. It is for tests and benchmarks only; add --insecure-seed to use it anyway'

export const SCENARIO_REFUSED = `--scenario is for tests and development only: every hand of a scenario follows from a published seed. Set ${SCENARIOS_ENV}=1 (not under NODE_ENV=production) to use it`

/** Flags that a scenario decides: given with --scenario, they are refused rather than ignored. */
const SET_BY_SCENARIO = ['seats', 'bots', 'target', ...CHOICE_FLAGS, 'seed', 'resume']

export function scenariosAllowed(env: Readonly<Record<string, string | undefined>>): boolean {
  return env[SCENARIOS_ENV] === '1' && env.NODE_ENV !== 'production'
}

export interface HostCliArgs {
  name: string
  seats: number
  bots: number
  botLevel: BotLevel
  botDelayMs: number
  port: number
  host: string
  pin: string | null
  graceSeconds: number
  turnSeconds: number
  target: number | null
  /** The choice options given (engine/option-list.ts); one not given is the table's default. */
  choices: Partial<ChoiceOptions>
  seed: number | null
  dataDir: string | null
  resume: boolean
  mdns: boolean
  /** A named scenario to open (tests and development only); null: a new table (or --resume). */
  scenario: string | null
  help: boolean
}

/** The flags read, or every problem with them (one a line) under `bad-flags`. */
export type ParsedArgs = Result<HostCliArgs, Refusal<'bad-flags'>>

/** Every flag, as node:util's parseArgs takes them; numbers are read as strings and checked below. */
const FLAGS = {
  name: { type: 'string' },
  seats: { type: 'string' },
  bots: { type: 'string' },
  'bot-level': { type: 'string' },
  'bot-delay': { type: 'string' },
  port: { type: 'string' },
  host: { type: 'string' },
  pin: { type: 'string' },
  grace: { type: 'string' },
  'turn-seconds': { type: 'string' },
  target: { type: 'string' },
  ...(Object.fromEntries(CHOICE_FLAGS.map((flag) => [flag, { type: 'string' }])) as Record<
    string,
    { type: 'string' }
  >),
  seed: { type: 'string' },
  'insecure-seed': { type: 'boolean' },
  data: { type: 'string' },
  resume: { type: 'boolean' },
  'no-mdns': { type: 'boolean' },
  scenario: { type: 'string' },
  help: { type: 'boolean' }
} as const

export type FlagValues = Record<string, string | boolean | undefined>

/** `env`: the process's environment (only --scenario reads it); none allows no scenario. */
export function parseHostArgs(argv: string[], env: Readonly<Record<string, string | undefined>> = {}): ParsedArgs {
  let values: FlagValues
  try {
    values = parseArgs({ args: argv, strict: true, allowPositionals: false, options: FLAGS }).values
  } catch (error) {
    return refuse('bad-flags', (error as Error).message)
  }
  const problems: string[] = []
  const { int, oneOf } = flagReader(values, problems)
  const seats = int('seats', 4, MIN_SEATS, MAX_SEATS)
  const bots = int('bots', 0, 0, MAX_SEATS)
  if (bots > seats) problems.push(`--bots ${bots} is more than --seats ${seats}`)
  const botLevelText = (values['bot-level'] ?? 'medium') as string
  // A legacy level ("expert", issue 53) is taken as the level it became, as saves and messages are.
  const botLevel = botLevelOf(botLevelText)
  if (botLevel === null) problems.push(`--bot-level must be one of ${BOT_LEVELS.join(', ')}`)
  const pin = typeof values.pin === 'string' ? values.pin : null
  if (pin !== null && !PIN_PATTERN.test(pin)) problems.push('--pin must be 4 to 8 digits')
  if (typeof values.seed === 'string' && values['insecure-seed'] !== true) problems.push(SEED_REFUSED)
  const scenario = typeof values.scenario === 'string' ? values.scenario : null
  if (scenario !== null) problems.push(...scenarioProblems(scenario, values, env))
  const name = typeof values.name === 'string' ? values.name.trim() : 'Five Three Five'
  if (name.length < 1 || name.length > NAME_MAX_LENGTH)
    problems.push(`--name must be 1 to ${NAME_MAX_LENGTH} characters`)
  const args: HostCliArgs = {
    name,
    seats,
    bots,
    botLevel: botLevel ?? 'medium',
    botDelayMs: int('bot-delay', 1000, 0, 60_000),
    port: int('port', DEFAULT_PORT, 0, 65_535),
    host: typeof values.host === 'string' ? values.host : '0.0.0.0',
    pin,
    graceSeconds: int('grace', 60, 0, 24 * 3600),
    turnSeconds: int('turn-seconds', 0, 0, TURN_SECONDS_MAX),
    target: typeof values.target === 'string' ? int('target', TARGET.default, TARGET.min, TARGET.max) : null,
    choices: readChoices(oneOf),
    seed: typeof values.seed === 'string' ? int('seed', 0, 0, 2 ** 32 - 1) : null,
    dataDir: typeof values.data === 'string' ? values.data : null,
    resume: values.resume === true,
    mdns: values['no-mdns'] !== true,
    scenario,
    help: values.help === true
  }
  return problems.length > 0 ? refuse('bad-flags', problems.join('\n')) : ok(args)
}

/** The choice options whose flags were given, each checked against its values. */
function readChoices(oneOf: (flag: string, list: readonly (string | number)[]) => string | number | null) {
  const choices: Record<string, string | number> = {}
  for (const name of choiceOptionNames()) {
    const value = oneOf(CHOICE_OPTIONS[name].flag, CHOICE_OPTIONS[name].values)
    if (value !== null) choices[name] = value
  }
  return choices as Partial<ChoiceOptions>
}

/** Why --scenario NAME cannot be used here, if it cannot: not allowed, unknown, or flags it decides. */
function scenarioProblems(name: string, values: FlagValues, env: Readonly<Record<string, string | undefined>>): string[] {
  if (!scenariosAllowed(env)) return [SCENARIO_REFUSED]
  if (!(SCENARIO_NAMES as readonly string[]).includes(name))
    return [`--scenario must be one of ${SCENARIO_NAMES.join(', ')}, not "${name}"`]
  const clashing = SET_BY_SCENARIO.filter((flag) => values[flag] !== undefined)
  return clashing.map((flag) => `--${flag} cannot be given with --scenario: the scenario decides it`)
}

/** Reads a number or a choice from its flag; a bad value is added to `problems` and the fallback used. */
export function flagReader(values: FlagValues, problems: string[]) {
  return {
    int(flag: string, fallback: number, min: number, max: number): number {
      const text = values[flag]
      if (typeof text !== 'string') return fallback
      const n = Number(text)
      if (!/^-?\d+$/.test(text) || n < min || n > max) {
        problems.push(`--${flag} must be a whole number from ${min} to ${max}, not "${text}"`)
        return fallback
      }
      return n
    },
    oneOf<T extends string | number>(flag: string, list: readonly T[]): T | null {
      const text = values[flag]
      if (typeof text !== 'string') return null
      const found = list.find((item) => String(item) === text)
      if (found === undefined) problems.push(`--${flag} must be one of ${list.join(', ')}, not "${text}"`)
      return found ?? null
    }
  }
}

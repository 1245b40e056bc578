// A seeded tournament (tests and soaks only, tournament-args.ts › TOURNAMENT_SEED_ENV) is never reachable in
// a normal start: the CLI refuses --seed before it opens anything, with or without --insecure-seed, unless
// the variable is set; with it, the evening opens and says in its output that it is seeded.
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { INSECURE_SEED_LINE, runTournament } from './run-tournament'
import { TOURNAMENT_SEED_ENV, TOURNAMENT_SEED_REFUSED } from './tournament-args'

const folders: string[] = []
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
})

/** Runs the CLI until it has printed its journal's line (then stops it as Ctrl-C would) or refused. */
async function run(flags: string[], env: Record<string, string>) {
  const data = await mkdtemp(join(tmpdir(), 'ftf-tournament-seed-'))
  folders.push(data)
  const out: string[] = []
  const err: string[] = []
  let stop: (signal: string) => void = () => undefined
  const code = await runTournament(
    [
      '--tournament',
      '--name',
      'Seeded',
      '--host',
      '127.0.0.1',
      '--port',
      '0',
      '--no-mdns',
      '--data',
      data,
      ...flags
    ],
    {
      env,
      out: (line) => {
        out.push(line)
        if (line.startsWith('Journal:')) setTimeout(() => stop('SIGINT'), 0)
      },
      err: (line) => err.push(line),
      onSignal: (handler) => (stop = handler)
    }
  )
  return { code, out, err, opened: existsSync(join(data, 'tournaments')) }
}

describe('the tournament CLI’s --seed', () => {
  it.each([
    ['without --insecure-seed', ['--seed', '535'], { [TOURNAMENT_SEED_ENV]: '1' }],
    ['without the variable', ['--seed', '535', '--insecure-seed'], {}],
    [
      'under NODE_ENV=production',
      ['--seed', '535', '--insecure-seed'],
      { [TOURNAMENT_SEED_ENV]: '1', NODE_ENV: 'production' }
    ]
  ])('is refused %s, and nothing is opened', async (_what, flags, env) => {
    const { code, err, out, opened } = await run(flags, env)
    expect(code).toBe(2)
    expect(err.join('\n')).toContain(TOURNAMENT_SEED_REFUSED)
    expect(out).toEqual([])
    expect(opened).toBe(false)
  })

  it('opens a seeded evening when asked on purpose, and says so', async () => {
    const { code, out } = await run(['--seed', '535', '--insecure-seed'], { [TOURNAMENT_SEED_ENV]: '1' })
    expect(code).toBe(0)
    expect(out).toContainEqual(expect.stringMatching(new RegExp(`^${INSECURE_SEED_LINE}535:`)))
  })
})

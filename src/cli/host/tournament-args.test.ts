// `npm run host -- --tournament …` flags (issue 52).
import { describe, expect, it } from 'vitest'
import {
  TOURNAMENT_SEED_ENV,
  TOURNAMENT_SEED_REFUSED,
  isTournamentCommand,
  parseTournamentArgs
} from './tournament-args'

describe('tournament flags', () => {
  it('reads a new tournament', () => {
    const args = [
      '--tournament',
      '--name',
      'Friday',
      '--format',
      'swiss',
      '--stages',
      '2',
      '--deals',
      '3',
      '--table-size',
      '5',
      '--bots',
      '4'
    ]
    expect(isTournamentCommand(args)).toBe(true)
    expect(parseTournamentArgs(args)).toMatchObject({
      ok: true,
      value: {
        settings: { name: 'Friday', format: 'swiss', stages: 2, dealsPerStage: 3, preferredTableSize: 5 },
        bots: 4
      }
    })
  })

  it('resumes without settings, and a new one needs a name', () => {
    expect(parseTournamentArgs(['--tournament', '--resume'])).toMatchObject({
      ok: true,
      value: { settings: null }
    })
    expect(parseTournamentArgs(['--tournament'])).toMatchObject({ ok: false, error: { code: 'bad-flags' } })
  })

  it.each([
    ['--format', 'knockout'],
    ['--stages', '0'],
    ['--deals', '11'],
    ['--table-size', '2'],
    ['--bots', '41'],
    ['--pin', '123'],
    ['--pin', '123456789'],
    ['--pin', '12a4'],
    ['--pin', '']
  ])('refuses %s %s', (flag, value) => {
    const parsed = parseTournamentArgs(['--tournament', '--name', 'X', flag, value])
    expect(parsed).toMatchObject({ ok: false, error: { code: 'bad-flags' } })
    if (!parsed.ok) expect(parsed.error.message).toContain(flag)
  })

  it('takes a PIN of 4 to 8 digits for registering, none by default, and none for a resumed one', () => {
    const parse = (...flags: string[]) => parseTournamentArgs(['--tournament', '--name', 'X', ...flags])
    expect(parse()).toMatchObject({ ok: true, value: { pin: null } })
    expect(parse('--pin', '0042')).toMatchObject({ ok: true, value: { pin: '0042' } })
    expect(parse('--pin', '12345678')).toMatchObject({ ok: true, value: { pin: '12345678' } })
    const resumed = parseTournamentArgs(['--tournament', '--resume', '--pin', '1234'])
    expect(resumed).toMatchObject({ ok: false, error: { code: 'bad-flags' } })
    if (!resumed.ok) expect(resumed.error.message).toContain('--resume')
  })

  it('advertises on the LAN unless --no-mdns', () => {
    const parse = (...flags: string[]) => parseTournamentArgs(['--tournament', '--name', 'X', ...flags])
    expect(parse()).toMatchObject({ ok: true, value: { mdns: true } })
    expect(parse('--no-mdns')).toMatchObject({ ok: true, value: { mdns: false } })
  })

  describe('a seeded evening (tests and soaks only)', () => {
    const NEW = ['--tournament', '--name', 'X']
    const ALLOWED = { [TOURNAMENT_SEED_ENV]: '1' }

    it.each([
      ['--seed alone, with the variable', ['--seed', '7'], ALLOWED],
      ['--seed and --insecure-seed, without the variable', ['--seed', '7', '--insecure-seed'], {}],
      [
        'the variable set to something else',
        ['--seed', '7', '--insecure-seed'],
        { [TOURNAMENT_SEED_ENV]: 'yes' }
      ],
      [
        'under NODE_ENV=production',
        ['--seed', '7', '--insecure-seed'],
        { ...ALLOWED, NODE_ENV: 'production' }
      ],
      ['a resume with --seed alone', ['--resume', '--seed', '7'], ALLOWED]
    ])('is refused: %s', (_what, flags, env) => {
      const parsed = parseTournamentArgs(
        ['--tournament', ...(flags[0] === '--resume' ? [] : ['--name', 'X']), ...flags],
        env
      )
      expect(parsed).toMatchObject({ ok: false, error: { code: 'bad-flags' } })
      if (!parsed.ok) expect(parsed.error.message).toContain(TOURNAMENT_SEED_REFUSED)
    })

    it('is no seed in a normal start', () => {
      expect(parseTournamentArgs(NEW)).toMatchObject({ ok: true, value: { seed: null } })
      // the variable alone seeds nothing
      expect(parseTournamentArgs(NEW, ALLOWED)).toMatchObject({ ok: true, value: { seed: null } })
    })

    it('reads N with --insecure-seed and the variable, for a new evening and its resume', () => {
      const flags = ['--seed', '535', '--insecure-seed']
      expect(parseTournamentArgs([...NEW, ...flags], ALLOWED)).toMatchObject({
        ok: true,
        value: { seed: 535 }
      })
      expect(parseTournamentArgs(['--tournament', '--resume', ...flags], ALLOWED)).toMatchObject({
        ok: true,
        value: { seed: 535, settings: null }
      })
    })

    it('refuses a seed that is not a whole number of 32 bits', () => {
      for (const bad of ['-1', '4294967296', 'x'])
        expect(parseTournamentArgs([...NEW, '--seed', bad, '--insecure-seed'], ALLOWED)).toMatchObject({
          ok: false,
          error: { code: 'bad-flags' }
        })
    })
  })

  it('is not the table host’s command without --tournament', () => {
    expect(isTournamentCommand(['--name', 'X', '--seats', '4'])).toBe(false)
  })
})

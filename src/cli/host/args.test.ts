import { describe, expect, it } from 'vitest'
import { DEFAULT_PORT } from '../../protocol/vocabulary'
import { parseHostArgs } from './args'

describe('parseHostArgs', () => {
  it('has defaults for everything', () => {
    expect(parseHostArgs([])).toEqual({
      ok: true,
      value: {
        name: 'Five Three Five',
        seats: 4,
        bots: 0,
        botLevel: 'medium',
        botDelayMs: 1000,
        port: DEFAULT_PORT,
        host: '0.0.0.0',
        pin: null,
        graceSeconds: 60,
        turnSeconds: 0,
        target: null,
        choices: {},
        seed: null,
        dataDir: null,
        resume: false,
        mdns: true,
        scenario: null,
        help: false
      }
    })
  })

  it('reads every flag', () => {
    const argv = [
      '--name',
      'Kitchen table',
      '--seats',
      '5',
      '--bots',
      '2',
      '--bot-level',
      'hard',
      '--bot-delay',
      '0'
    ]
    argv.push('--port', '0', '--host', '127.0.0.1', '--pin', '04201987', '--grace', '5', '--turn-seconds', '30')
    argv.push(
      '--target',
      '15',
      '--two-player-game',
      'to-target',
      '--three-player-hand',
      '16',
      '--overwrite',
      'bigger',
      '--seed',
      '99',
      '--insecure-seed',
      '--data',
      '/tmp/x',
      '--resume',
      '--no-mdns'
    )
    expect(parseHostArgs(argv)).toMatchObject({
      ok: true,
      value: {
        name: 'Kitchen table',
        seats: 5,
        bots: 2,
        botLevel: 'hard',
        botDelayMs: 0,
        port: 0,
        host: '127.0.0.1'
      }
    })
    expect(parseHostArgs(argv)).toMatchObject({
      value: {
        pin: '04201987',
        graceSeconds: 5,
        turnSeconds: 30,
        target: 15,
        choices: { twoPlayerGame: 'to-target', threePlayerHand: 16, overwrite: 'bigger' },
        seed: 99,
        dataDir: '/tmp/x',
        resume: true,
        mdns: false
      }
    })
  })

  it('takes the legacy level "expert" as hard, as saves and messages do (issue 53)', () => {
    const expert = parseHostArgs(['--bots', '2', '--bot-level', 'expert'])
    const hard = parseHostArgs(['--bots', '2', '--bot-level', 'hard'])
    expect(hard).toMatchObject({ ok: true, value: { bots: 2, botLevel: 'hard' } })
    expect(expert).toEqual(hard)
  })

  it.each([
    [['--seats', '7'], /--seats must be a whole number from 2 to 6/],
    [['--seats', '3', '--bots', '4'], /more than --seats/],
    [['--pin', '12a4'], /4 to 8 digits/],
    [['--pin', '123'], /4 to 8 digits/],
    [['--pin', '123456789'], /4 to 8 digits/],
    [['--bot-level', 'genius'], /--bot-level must be one of easy, medium, hard$/m],
    [['--port', '-1'], /--port/],
    [['--colour', 'red'], /Unknown option/],
    [['--name', ''], /--name/],
    [['--overwrite', 'huge'], /--overwrite must be one of same-size, bigger/],
    [['--two-player-game', 'three-hands'], /--two-player-game/],
    [['--three-player-hand', '15'], /--three-player-hand/],
    // Seeded deals can be computed from one hand: never on a table by accident (issue 15).
    [['--seed', '5'], /every deal follow from one number.*--insecure-seed/]
  ])('refuses %j', (argv, message) => {
    const parsed = parseHostArgs(argv)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.error.message).toMatch(message)
  })
})

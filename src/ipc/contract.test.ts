import { readFileSync } from 'node:fs'
import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  INVOKE_CHANNELS,
  MAX_TOURNAMENT_GAMES,
  PUSH_CHANNELS,
  invokeChannels,
  invokeContract,
  ipcFail,
  ipcOk,
  pushChannels,
  pushContract
} from './contract'
import {
  MAX_DEALS_PER_STAGE,
  MAX_ENTRANTS,
  MAX_STAGES,
  NAME_MAX_LENGTH,
  PREFERRED_TABLE_SIZE,
  TURN_SECONDS_MAX
} from '../protocol/vocabulary'
import { discoveredTable } from '../../test-support/main/discovered-table'
import type {
  AppInfo,
  DesktopApi,
  DiscoveredTable,
  HostTableOptions,
  InvokeMethod,
  IpcResult,
  MenuCommand,
  PushMethod,
  SoloTable,
  Unsubscribe
} from './contract'

const FRIDAY = { name: 'Friday night', format: 'duplicate', stages: 3, dealsPerStage: 4 } as const

/** Arguments each request channel must accept (what the renderer sends). */
const ACCEPTED = [
  ['app:info', []],
  ['settings:get', []],
  ['settings:set', [{ playerName: 'Ada' }]],
  ['settings:set', [{ language: 'pt-BR', playerName: '' }]],
  ['settings:set', [{ sound: 'off', animationSpeed: 'off' }]],
  ['settings:set', [{ tableDefaults: { seats: 5 } }]],
  ['settings:set', [{ tableDefaults: { firstLeader: 'random', turnSeconds: 30 } }]],
  ['discovery:list', []],
  ['table:host', [{ name: 'Kitchen table', seats: 4 }]],
  ['table:host', [{ name: 'Den', seats: 6, port: 0 }]],
  ['table:host', [{ name: 'Den', seats: 3, pin: '0042', options: { target: 30, turnSeconds: 20 } }]],
  ['table:stop', []],
  ['table:solo', [{ seats: 3 }]],
  ['table:solo', [{ bots: ['easy', 'hard'] }]],
  ['table:solo', [{ seats: 3, bots: ['easy', 'hard'], options: { target: 10 } }]],
  ['table:solo', [{ bots: ['medium'], name: 'Practice' }]],
  ['table:current', []],
  ['table:resumable', []],
  ['table:resume', []],
  ['table:discard', []],
  ['hosted:resumable', []],
  ['hosted:resume', []],
  ['hosted:discard', []],
  ['hosted:running', []],
  ['tournament:host', [{ name: 'Friday night', format: 'duplicate', stages: 3, dealsPerStage: 4 }]],
  [
    'tournament:host',
    [
      {
        name: 'Friday night',
        format: 'swiss',
        stages: 10,
        dealsPerStage: 10,
        preferredTableSize: 6,
        maxEntrants: 2,
        turnSeconds: 600,
        options: { twoPlayerGame: 'to-target', threePlayerHand: 16, overwrite: 'bigger' },
        pin: '12345678'
      }
    ]
  ],
  ['tournament:host', [{ name: 'Friday night', format: 'duplicate', stages: 3, dealsPerStage: 4, pin: '0042' }]],
  ['tournament:stop', []],
  ['tournament:running', []],
  ['tournament:history', []],
  ['tournament:record', ['0b6f3c1e-2d4a-4f7e-9c1b-5a6d7e8f9a0b', 0]],
  ['tournament:record', ['t1', MAX_TOURNAMENT_GAMES - 1]],
  ['history:list', []],
  ['history:record', ['m1']],
  ['notices:list', []],
  ['notices:dismiss', ['notice-1']],
  ['party:open', []]
] as const

describe('the IPC contract', () => {
  it('has a schema for exactly the named channels', () => {
    expect(Object.keys(invokeContract).sort()).toEqual([...INVOKE_CHANNELS].sort())
    expect(Object.keys(pushContract).sort()).toEqual([...PUSH_CHANNELS].sort())
  })

  it('names each channel area:action, and no channel is both a request and a push', () => {
    for (const channel of [...INVOKE_CHANNELS, ...PUSH_CHANNELS]) expect(channel).toMatch(/^[a-z]+:[a-z]+$/)
    expect(INVOKE_CHANNELS.filter((c) => (PUSH_CHANNELS as string[]).includes(c))).toEqual([])
  })

  it('gives every channel its own bridge function name', () => {
    const names = [...Object.values(invokeChannels), ...Object.values(pushChannels)]
    expect(new Set(names).size).toBe(names.length)
    for (const name of names) expect(name).toMatch(/^[a-z][A-Za-z]+$/)
    for (const name of Object.values(pushChannels)) expect(name).toMatch(/^on[A-Z]/)
  })

  it.each(ACCEPTED)('%s accepts %j', (channel, args) => {
    expect(invokeContract[channel].args.safeParse(args).success).toBe(true)
  })

  it('has an accepted call for every request channel, and each refuses an extra argument', () => {
    expect(new Set(ACCEPTED.map(([channel]) => channel))).toEqual(new Set(INVOKE_CHANNELS))
    for (const [channel, args] of ACCEPTED) {
      expect(invokeContract[channel].args.safeParse([...args, 'extra']).success, channel).toBe(false)
      expect(invokeContract[channel].args.safeParse(undefined).success, channel).toBe(false)
    }
  })

  it.each([
    ['app:info', ['extra']],
    ['settings:get', [{}]],
    ['settings:set', []],
    ['settings:set', [{ playerName: 'x'.repeat(NAME_MAX_LENGTH + 1) }]],
    ['settings:set', [{ language: 'english please' }]],
    ['settings:set', [{ isAdmin: true }]],
    ['settings:set', [{ sound: 'loud' }]],
    ['settings:set', [{ animationSpeed: 'warp' }]],
    ['settings:set', [{ tableDefaults: { seats: 9 } }]],
    ['settings:set', [{ tableDefaults: { soloBots: 0 } }]],
    ['settings:set', [{ tableDefaults: { extra: 1 } }]],
    ['table:host', [{ name: '', seats: 4 }]],
    // One name limit for players and tables, wherever the name is typed.
    ['table:host', [{ name: 'x'.repeat(NAME_MAX_LENGTH + 1), seats: 4 }]],
    ['table:solo', [{ bots: ['easy'], name: 'x'.repeat(NAME_MAX_LENGTH + 1) }]],
    ['table:host', [{ name: 'T', seats: 7 }]],
    ['table:host', [{ name: 'T', seats: 4, port: 70_000 }]],
    ['table:host', [{ name: 'T', seats: 2.5 }]],
    ['table:host', [{ name: 'T', seats: 4, __proto__x: 1 }]],
    ['table:host', ['T', 4]],
    ['table:host', [{ name: 'T', seats: 4, pin: '123456789' }]],
    ['table:host', [{ name: 'T', seats: 4, options: { target: 1 } }]],
    ['table:host', [{ name: 'T', seats: 4, options: { points: [] } }]],
    ['table:solo', [{ seats: 1 }]],
    ['table:solo', [{ seats: 3 }, 'more']],
    ['table:solo', [{}]],
    ['table:solo', [{ bots: [] }]],
    ['table:solo', [{ bots: ['easy', 'easy', 'easy', 'easy', 'easy', 'easy'] }]],
    ['table:solo', [{ bots: ['genius'] }]],
    ['table:solo', [{ seats: 4, bots: ['easy'] }]],
    ['table:resume', [{ path: '/etc/passwd' }]],
    ['tournament:host', []],
    ['tournament:host', [{ ...FRIDAY, name: '' }]],
    ['tournament:host', [{ ...FRIDAY, name: 'x'.repeat(NAME_MAX_LENGTH + 1) }]],
    // shown on every device: held to the rules of every shown name
    ['tournament:host', [{ ...FRIDAY, name: 'Friday\u202Enight' }]],
    ['tournament:host', [{ ...FRIDAY, format: 'knockout' }]],
    ['tournament:host', [{ ...FRIDAY, stages: 0 }]],
    ['tournament:host', [{ ...FRIDAY, stages: MAX_STAGES + 1 }]],
    ['tournament:host', [{ ...FRIDAY, stages: 2.5 }]],
    ['tournament:host', [{ ...FRIDAY, dealsPerStage: 0 }]],
    ['tournament:host', [{ ...FRIDAY, dealsPerStage: MAX_DEALS_PER_STAGE + 1 }]],
    ['tournament:host', [{ ...FRIDAY, preferredTableSize: PREFERRED_TABLE_SIZE.min - 1 }]],
    ['tournament:host', [{ ...FRIDAY, preferredTableSize: PREFERRED_TABLE_SIZE.max + 1 }]],
    ['tournament:host', [{ ...FRIDAY, maxEntrants: MAX_ENTRANTS + 1 }]],
    ['tournament:host', [{ ...FRIDAY, turnSeconds: -1 }]],
    ['tournament:host', [{ ...FRIDAY, turnSeconds: TURN_SECONDS_MAX + 1 }]],
    ['tournament:host', [{ ...FRIDAY, options: { overwrite: 'huge' } }]],
    // a stage's match is exactly its deals: no target, no first leader
    ['tournament:host', [{ ...FRIDAY, options: { target: 30 } }]],
    ['tournament:host', [{ ...FRIDAY, port: 5350 }]],
    // a PIN as a table's: 4 to 8 digits, as text
    ['tournament:host', [{ ...FRIDAY, pin: '123' }]],
    ['tournament:host', [{ ...FRIDAY, pin: '123456789' }]],
    ['tournament:host', [{ ...FRIDAY, pin: '12a4' }]],
    ['tournament:host', [{ ...FRIDAY, pin: 1234 }]],
    ['tournament:host', [{ ...FRIDAY, pin: '' }]],
    ['tournament:stop', [true]],
    ['tournament:history', [{}]],
    ['tournament:record', ['t1']],
    ['tournament:record', ['t1', -1]],
    ['tournament:record', ['t1', 1.5]],
    ['tournament:record', ['t1', '0']],
    ['tournament:record', ['t1', MAX_TOURNAMENT_GAMES]],
    ['tournament:record', ['x'.repeat(101), 0]],
    ['history:list', [null]],
    ['history:record', ['x'.repeat(101)]],
    ['notices:dismiss', []],
    ['notices:dismiss', [7]]
  ] as const)('%s refuses %j', (channel, args) => {
    expect(invokeContract[channel].args.safeParse(args).success).toBe(false)
  })

  it('strips fields a result does not name', () => {
    const listed = discoveredTable()
    // Fields the contract does not name, at the top and inside `game`.
    const table = { ...listed, hostToken: 'secret', game: { ...listed.game, rules: 'x' } }
    const parsed = pushContract['discovery:changed'].payload.parse([table])
    expect(parsed[0]).not.toHaveProperty('hostToken')
    expect(parsed[0]?.game).not.toHaveProperty('rules')
  })

  it('keeps secrets out of results that do not name them', () => {
    const solo = { port: 5351, url: 'u', hostKey: 'k'.repeat(20), seatToken: 's'.repeat(20) }
    expect(invokeContract['table:solo'].result.parse(solo)).not.toHaveProperty('seatToken')
    expect(invokeContract['table:resume'].result.parse({ ...solo, seat: 0 })).toHaveProperty('seatToken')
    expect(invokeContract['table:solo'].result.safeParse({ ...solo, hostKey: 'short' }).success).toBe(false)
  })

  it('describes the tables this app runs as hosted or solo', () => {
    const own = {
      port: 5351,
      url: 'http://127.0.0.1:5351/',
      hostKey: 'k'.repeat(20)
    }
    const current = invokeContract['table:current'].result
    expect(current.parse(null)).toBeNull()
    expect(current.parse({ kind: 'solo', ...own })).toEqual({ kind: 'solo', ...own })
    expect(current.safeParse({ kind: 'hosted', ...own }).success).toBe(false)
    expect(current.parse({ kind: 'hosted', ...own, urls: [], advertised: false })).toMatchObject({
      kind: 'hosted'
    })
  })

  it('fills in what a tournament form leaves out, and answers only the fields it names', () => {
    expect(invokeContract['tournament:host'].args.parse([FRIDAY])).toEqual([
      {
        ...FRIDAY,
        preferredTableSize: PREFERRED_TABLE_SIZE.default,
        maxEntrants: MAX_ENTRANTS,
        turnSeconds: 0,
        options: { twoPlayerGame: 'two-hands', threePlayerHand: 13, overwrite: 'same-size' }
      }
    ])
    const hosted = { address: '127.0.0.1:5350', directorKey: 'd'.repeat(22), joinUrls: [] }
    expect(invokeContract['tournament:host'].result.parse({ ...hosted, seeds: ['x'] })).toEqual(hosted)
    expect(invokeContract['tournament:host'].result.safeParse({ ...hosted, directorKey: 'short' }).success).toBe(false)
    const running = invokeContract['tournament:running'].result
    expect(running.parse(null)).toBeNull()
    expect(running.parse({ ...hosted, name: 'Friday night' })).toEqual({ ...hosted, name: 'Friday night' })
  })

  it("answers a finished tournament's history with the fields it names, and refuses a wrong one", () => {
    const ann = { name: 'Ann', bot: false }
    const bot = { name: 'Bot 1', bot: true, level: 'hard' }
    const entry = {
      id: 't1',
      name: 'Friday night',
      format: 'duplicate',
      finishedAt: '2026-12-04T23:10:00.000Z',
      stages: 2,
      dealsPerStage: 3,
      players: 3,
      podium: [
        { rank: 1, players: [ann, bot] },
        { rank: 3, players: [{ name: 'Cy', bot: false }] }
      ],
      standings: [
        { ...ann, rank: 1, total: -1.5, withdrawn: false },
        { ...bot, rank: 1, total: -1.5, withdrawn: false },
        { name: 'Cy', bot: false, rank: 3, total: 3, withdrawn: true }
      ],
      games: [{ tableName: 'Friday night 1.1', players: [{ ...ann, points: 4 }, { ...bot, points: 9 }] }]
    }
    const result = invokeContract['tournament:history'].result
    // Whatever else the desktop side might hand over, the window gets none of it.
    const leaky = { ...entry, seeds: { '3': 'f'.repeat(64) }, directorKey: 'd'.repeat(22) }
    expect(result.parse([leaky])).toEqual([entry])
    const wrong: [string, unknown][] = [
      ['a fourth step on the podium', { ...entry, podium: [{ rank: 4, players: [ann] }] }],
      ['an empty step', { ...entry, podium: [{ rank: 1, players: [] }] }],
      ['no total', { ...entry, standings: [{ ...ann, rank: 1, total: null, withdrawn: false }] }],
      ['another format', { ...entry, format: 'knockout' }],
      ['no date', { ...entry, finishedAt: 'Friday' }],
      ['negative points', { ...entry, games: [{ tableName: 'T', players: [{ ...ann, points: -1 }] }] }]
    ]
    for (const [what, value] of wrong) expect(result.safeParse([value]).success, what).toBe(false)
    expect(invokeContract['tournament:record'].result.parse({ text: null })).toEqual({ text: null })
  })

  it('builds typed results', () => {
    expect(ipcOk(3)).toEqual({ ok: true, value: 3 })
    expect(ipcFail('not-available', 'later')).toEqual({
      ok: false,
      error: { code: 'not-available', message: 'later' }
    })
  })

  it('types the bridge from the contract', () => {
    expectTypeOf<DesktopApi['getAppInfo']>().toEqualTypeOf<() => Promise<IpcResult<AppInfo>>>()
    expectTypeOf<DesktopApi['hostTable']>().parameters.toEqualTypeOf<[HostTableOptions]>()
    expectTypeOf<Parameters<DesktopApi['hostTable']>[0]['name']>().toEqualTypeOf<string>()
    expectTypeOf<DesktopApi['startSolo']>().returns.toEqualTypeOf<Promise<IpcResult<SoloTable>>>()
    expectTypeOf<DesktopApi['onMenuCommand']>().toEqualTypeOf<
      (listener: (payload: { command: MenuCommand }) => void) => Unsubscribe
    >()
    expectTypeOf<DesktopApi['onDiscoveryChanged']>().toEqualTypeOf<
      (listener: (payload: DiscoveredTable[]) => void) => Unsubscribe
    >()
    // One bridge function per channel, named by the channel maps, and nothing else.
    expectTypeOf<keyof DesktopApi>().toEqualTypeOf<InvokeMethod | PushMethod>()
  })

  it('keeps channels.ts free of imports (the sandboxed preload bundles it)', () => {
    const code = readFileSync(new URL('./channels.ts', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
      .join('\n')
    expect(code).not.toMatch(/^\s*import\s/m)
    expect(code).not.toMatch(/\brequire\s*\(|\bimport\s*\(/)
  })
})

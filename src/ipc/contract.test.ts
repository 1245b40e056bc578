import { readFileSync } from 'node:fs'
import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  INVOKE_CHANNELS,
  PUSH_CHANNELS,
  invokeChannels,
  invokeContract,
  ipcFail,
  ipcOk,
  pushChannels,
  pushContract
} from './contract'
import type { AppInfo, DesktopApi, DiscoveredTable, IpcResult, Unsubscribe } from './contract'

describe('the IPC contract', () => {
  it('has a schema for exactly the named channels', () => {
    expect(Object.keys(invokeContract).sort()).toEqual([...INVOKE_CHANNELS].sort())
    expect(Object.keys(pushContract).sort()).toEqual([...PUSH_CHANNELS].sort())
  })

  it('starts with the channels later issues fill', () => {
    expect(INVOKE_CHANNELS).toEqual([
      'app:info',
      'settings:get',
      'settings:set',
      'discovery:list',
      'table:host',
      'table:stop',
      'table:solo',
      'history:list'
    ])
    expect(PUSH_CHANNELS).toEqual(['discovery:changed'])
  })

  it('gives every channel its own bridge function name', () => {
    const names = [...Object.values(invokeChannels), ...Object.values(pushChannels)]
    expect(new Set(names).size).toBe(names.length)
    for (const name of names) expect(name).toMatch(/^[a-z][A-Za-z]+$/)
    for (const name of Object.values(pushChannels)) expect(name).toMatch(/^on[A-Z]/)
  })

  it.each([
    ['app:info', []],
    ['settings:get', []],
    ['settings:set', [{ playerName: 'Ada' }]],
    ['settings:set', [{ language: 'pt-BR', playerName: '' }]],
    ['discovery:list', []],
    ['table:host', [{ name: 'Kitchen table', seats: 4 }]],
    ['table:host', [{ name: 'Den', seats: 6, port: 0 }]],
    ['table:stop', []],
    ['table:solo', [{ seats: 3 }]],
    ['history:list', []]
  ] as const)('%s accepts %j', (channel, args) => {
    expect(invokeContract[channel].args.safeParse(args).success).toBe(true)
  })

  it.each([
    ['app:info', ['extra']],
    ['settings:get', [{}]],
    ['settings:set', []],
    ['settings:set', [{ playerName: 'x'.repeat(25) }]],
    ['settings:set', [{ language: 'english please' }]],
    ['settings:set', [{ isAdmin: true }]],
    ['table:host', [{ name: '', seats: 4 }]],
    ['table:host', [{ name: 'T', seats: 7 }]],
    ['table:host', [{ name: 'T', seats: 4, port: 70_000 }]],
    ['table:host', [{ name: 'T', seats: 2.5 }]],
    ['table:host', [{ name: 'T', seats: 4, __proto__x: 1 }]],
    ['table:host', ['T', 4]],
    ['table:solo', [{ seats: 1 }]],
    ['table:solo', [{ seats: 3 }, 'more']],
    ['history:list', [null]]
  ] as const)('%s refuses %j', (channel, args) => {
    expect(invokeContract[channel].args.safeParse(args).success).toBe(false)
  })

  it('strips fields a result does not name', () => {
    const table = {
      id: 't1',
      name: 'Den',
      host: 'den.local',
      port: 5350,
      addresses: ['192.168.1.20'],
      protocolVersion: 1,
      seats: { taken: 2, total: 4 },
      status: 'lobby',
      hostToken: 'secret'
    }
    const parsed = pushContract['discovery:changed'].payload.parse([table])
    expect(parsed[0]).not.toHaveProperty('hostToken')
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
    expectTypeOf<DesktopApi['hostTable']>().parameters.toEqualTypeOf<
      [{ name: string; seats: number; port?: number | undefined }]
    >()
    expectTypeOf<DesktopApi['onDiscoveryChanged']>().toEqualTypeOf<
      (listener: (payload: DiscoveredTable[]) => void) => Unsubscribe
    >()
    expectTypeOf<keyof DesktopApi>().toEqualTypeOf<
      | 'getAppInfo'
      | 'getSettings'
      | 'setSettings'
      | 'listTables'
      | 'hostTable'
      | 'stopTable'
      | 'startSolo'
      | 'listHistory'
      | 'onDiscoveryChanged'
    >()
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

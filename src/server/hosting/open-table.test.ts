import { describe, expect, it, vi } from 'vitest'
import { FakeTableServers } from '../../../test-support/main/fake-table-server'
import type { FakeTableServer } from '../../../test-support/main/fake-table-server'
import { botsInLastSeats, openTable } from './open-table'

function setup() {
  const servers = new FakeTableServers()
  const log = vi.fn()
  const deps = { startServer: servers.start, advertise: servers.advertise, log }
  return { servers, log, deps }
}

describe('opening a table', () => {
  it('fails on a taken port unless any free port will do', async () => {
    const { servers, deps } = setup()
    servers.busyPorts.add(5350)
    await expect(openTable({ port: 5350 }, { advertise: false }, deps)).rejects.toMatchObject({
      code: 'EADDRINUSE'
    })
    const opened = await openTable({ port: 5350 }, { advertise: false, anyPortIfTaken: true }, deps)
    expect(opened.server.port).toBe(40_000)
  })

  it('lets the caller start its log before the table is announced', async () => {
    const { servers, deps } = setup()
    const opened = await openTable(
      { host: '0.0.0.0', port: 0 },
      { advertise: true, onStarted: (server) => void servers.journal.push(`log ${server.index}`) },
      deps
    )
    expect(servers.journal).toEqual(['start 0 0.0.0.0:40000', 'log 0', 'advertise 0'])
    expect(opened.advertising?.status).toBe('advertising')
  })

  it('closes a table whose start-up failed after it listened', async () => {
    const { servers, deps } = setup()
    const failing = (): void => {
      throw new Error('no terminal')
    }
    await expect(openTable({ port: 0 }, { advertise: true, onStarted: failing }, deps)).rejects.toThrow(
      'no terminal'
    )
    expect(servers.last?.closed).toBe(true)
    expect(servers.advertised).toEqual([])
  })

  it('runs the table even when the advertiser throws, and says why it is not announced', async () => {
    const { deps } = setup()
    const advertise = () => Promise.reject(new Error('multicast is off'))
    const opened = await openTable({ port: 0 }, { advertise: true }, { ...deps, advertise })
    expect(opened.advertising).toEqual({ status: 'socket-error', message: 'multicast is off' })
    await opened.close()
    expect((opened.server as FakeTableServer).closed).toBe(true)
  })

  it('closes once: the mDNS goodbye first, then the table with its reason', async () => {
    const { servers, deps } = setup()
    const opened = await openTable({ port: 0 }, { advertise: true }, deps)
    await Promise.all([opened.close('bye'), opened.close('again')])
    expect(servers.journal.slice(-2)).toEqual(['goodbye 0', 'close 0'])
    expect(servers.last?.closedWith).toEqual(['bye'])
  })
})

describe('botsInLastSeats', () => {
  it('seats the bots after the human seats, in the order given', () => {
    expect(botsInLastSeats(4, ['easy', 'hard'])).toEqual([
      { seat: 2, level: 'easy' },
      { seat: 3, level: 'hard' }
    ])
    expect(botsInLastSeats(3, [])).toEqual([])
  })
})

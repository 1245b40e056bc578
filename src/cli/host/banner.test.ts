import { describe, expect, it } from 'vitest'
import type { HostServer } from '../../server/host-server'
import { bannerLines } from './banner'

const host = {
  info: () => ({ name: 'Den', seatsTotal: 4, pinRequired: false }),
  urls: { local: 'http://127.0.0.1:5350/', lan: [], hostControl: 'http://127.0.0.1:5350/#host=k', ws: '' },
  resumed: false,
  savePath: null
} as unknown as HostServer

describe('bannerLines', () => {
  it('warns right under the title when the deals follow from --seed, and says nothing of seeds otherwise', async () => {
    const seeded = await bannerLines(host, 77)
    expect(seeded[1]).toMatch(/^WARNING: INSECURE TABLE: every deal follows from --seed 77/)
    const normal = await bannerLines(host)
    expect(normal.join('\n')).not.toMatch(/seed|INSECURE/i)
  })
})

// The real browser's refusal: an interface asked for that this machine does not have is refused with
// the mDNS code and its message, before any socket is opened.
import { describe, expect, it } from 'vitest'
import { MDNS_INTERFACE_ENV } from '../../server/discovery/env'
import { realBrowseTables } from './real-browser'

describe('realBrowseTables', () => {
  it('refuses an interface this machine does not have, with the code and the reason', async () => {
    const browse = realBrowseTables({ [MDNS_INTERFACE_ENV]: 'no-such-interface-535' }, () => undefined)
    expect(await browse()).toMatchObject({
      ok: false,
      error: { code: 'interface-not-found', message: expect.stringContaining('"no-such-interface-535"') }
    })
  })
})

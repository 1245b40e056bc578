import { describe, expect, it } from 'vitest'
import { discoveryOptionsFromEnv } from './env'

describe('discoveryOptionsFromEnv', () => {
  it('reads the interface and TTL overrides', () => {
    expect(discoveryOptionsFromEnv({ FTF_MDNS_INTERFACE: ' veth-h ', FTF_MDNS_TTL: '3' })).toEqual({
      interface: 'veth-h',
      ttlSeconds: 3
    })
  })

  it('ignores empty and invalid values', () => {
    expect(discoveryOptionsFromEnv({})).toEqual({})
    expect(discoveryOptionsFromEnv({ FTF_MDNS_INTERFACE: '', FTF_MDNS_TTL: '0' })).toEqual({})
    expect(discoveryOptionsFromEnv({ FTF_MDNS_TTL: '2.5' })).toEqual({})
  })
})

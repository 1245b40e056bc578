import { describe, expect, it } from 'vitest'
import { FakeSession } from '../../../test-support/main/fake-electron'
import { denyAllPermissions } from './permissions'

const permissions = [
  'media',
  'geolocation',
  'notifications',
  'clipboard-read',
  'openExternal',
  'usb',
  'unknown'
]

describe('denyAllPermissions', () => {
  it.each(permissions)('denies a request for %s', async (permission) => {
    const session = new FakeSession()
    denyAllPermissions(session)
    await expect(session.request(permission)).resolves.toBe(false)
  })

  it.each(permissions)('answers a check for %s with no', (permission) => {
    const session = new FakeSession()
    denyAllPermissions(session)
    expect(session.permissionCheckHandler?.({}, permission)).toBe(false)
  })
})

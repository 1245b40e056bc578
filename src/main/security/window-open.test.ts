import { describe, expect, it } from 'vitest'
import { FakeWebContents } from '../../../test-support/main/fake-electron'
import { denyNewWindows } from './window-open'

describe('denyNewWindows', () => {
  it.each(['https://example.com/', 'http://192.168.1.20:5350/', 'file:///etc/passwd', 'about:blank', ''])(
    'denies window.open(%j)',
    (url) => {
      const contents = new FakeWebContents()
      denyNewWindows(contents)
      expect(contents.windowOpenHandler?.({ url })).toEqual({ action: 'deny' })
    }
  )
})

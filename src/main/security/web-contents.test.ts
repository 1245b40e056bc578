import { describe, expect, it } from 'vitest'
import { fileLocation } from '../../desktop/renderer-location'
import { FakeElectron } from '../../../test-support/main/fake-electron'
import { secureEveryWebContents } from './web-contents'

describe('secureEveryWebContents', () => {
  it('applies the page rules to every web contents Electron creates', () => {
    const electron = new FakeElectron()
    secureEveryWebContents(electron.app, fileLocation('/app/out/renderer/index.html'))
    const contents = electron.createForeignWebContents()
    expect(contents.navigate('https://example.com/')).toBe(true)
    expect(contents.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' })
    expect(contents.attachWebview()).toBe(true)
  })
})

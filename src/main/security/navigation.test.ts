import { describe, expect, it } from 'vitest'
import { devServerLocation, fileLocation } from '../../desktop/renderer-location'
import { FakeWebContents } from '../../../test-support/main/fake-electron'
import { preventForeignNavigation } from './navigation'

describe('preventForeignNavigation', () => {
  it('prevents every navigation of the built app', () => {
    const contents = new FakeWebContents()
    preventForeignNavigation(contents, fileLocation('/app/out/renderer/index.html'))
    expect(contents.navigate('https://example.com/')).toBe(true)
    expect(contents.navigate('http://192.168.1.20:5350/')).toBe(true)
    expect(contents.navigate('file:///etc/passwd')).toBe(true)
    expect(contents.navigate('file:///app/out/renderer/index.html')).toBe(true)
    expect(contents.navigate('https://example.com/', 'will-frame-navigate')).toBe(true)
  })

  it('lets the dev server reload itself in development, nothing else', () => {
    const contents = new FakeWebContents()
    preventForeignNavigation(contents, devServerLocation('http://localhost:5173'))
    expect(contents.navigate('http://localhost:5173/')).toBe(false)
    expect(contents.navigate('http://localhost:5174/')).toBe(true)
    expect(contents.navigate('https://example.com/')).toBe(true)
    expect(contents.navigate('https://example.com/', 'will-frame-navigate')).toBe(true)
  })
})

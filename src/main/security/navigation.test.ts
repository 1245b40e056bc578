import { describe, expect, it } from 'vitest'
import { devServerLocation, fileLocation } from '../../desktop/renderer-location'
import type { RendererLocation } from '../../desktop/renderer-location'
import { FakeWebContents } from '../../../test-support/main/fake-electron'
import { preventForeignNavigation } from './navigation'

/** A page guarded for `location`: navigating it tells whether the navigation was prevented. */
function guardedPage(location: RendererLocation) {
  const contents = new FakeWebContents()
  preventForeignNavigation(contents, location)
  return (url: string, event?: 'will-frame-navigate') => contents.navigate(url, event)
}

describe('preventForeignNavigation', () => {
  it('prevents every navigation of the built app', () => {
    const navigate = guardedPage(fileLocation('/app/out/renderer/index.html'))
    const urls = [
      'https://example.com/',
      'http://192.168.1.20:5350/',
      'file:///etc/passwd',
      'file:///app/out/renderer/index.html'
    ]
    for (const url of urls) expect(navigate(url), url).toBe(true)
    expect(navigate('https://example.com/', 'will-frame-navigate')).toBe(true)
  })

  it('lets the dev server reload itself in development, nothing else', () => {
    const navigate = guardedPage(devServerLocation('http://localhost:5173'))
    expect(navigate('http://localhost:5173/')).toBe(false)
    for (const url of ['http://localhost:5174/', 'https://example.com/'])
      expect(navigate(url), url).toBe(true)
    expect(navigate('https://example.com/', 'will-frame-navigate')).toBe(true)
  })
})

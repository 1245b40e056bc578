import { describe, expect, it } from 'vitest'
import {
  devServerLocation,
  fileLocation,
  isAllowedNavigation,
  isAppRendererUrl,
  extraRendererOrigins
} from './renderer-location'

const file = fileLocation('/opt/535/out/renderer/index.html')
const dev = devServerLocation('http://localhost:5173/')

describe('isAppRendererUrl', () => {
  it.each([
    [file, 'file:///opt/535/out/renderer/index.html', true],
    [file, 'file:///opt/535/out/renderer/index.html#/table/3', true],
    [file, 'file:///opt/535/out/renderer/assets/app.js', true],
    [file, 'file:///opt/535/out/renderer-evil/index.html', false],
    [file, 'file:///opt/535/out/renderer/../main/index.js', false],
    [file, 'file:///opt/535/out/renderer/%2e%2e/main/index.js', false],
    [file, 'file:///opt/535/out/renderer%2F..%2Fmain/index.js', false],
    [file, 'file://evil-host/opt/535/out/renderer/index.html', false],
    [file, 'file:///etc/passwd', false],
    [file, 'http://localhost:5173/', false],
    [file, 'about:blank', false],
    [file, 'not a url', false],
    [dev, 'http://localhost:5173/', true],
    [dev, 'http://localhost:5173/src/main.ts?t=1', true],
    [dev, 'http://localhost:5174/', false],
    [dev, 'https://localhost:5173/', false],
    [dev, 'http://192.168.1.20:5350/', false],
    [dev, 'file:///opt/535/out/renderer/index.html', false]
  ])('%j: %s → %s', (location, url, expected) => {
    expect(isAppRendererUrl(location, url)).toBe(expected)
  })

  it('only accepts an http(s) dev server', () => {
    expect(() => devServerLocation('file:///tmp/x')).toThrow()
  })
})

describe('isAllowedNavigation', () => {
  it('allows nothing for the built app, not even its own file', () => {
    expect(isAllowedNavigation(file, 'file:///opt/535/out/renderer/index.html')).toBe(false)
    expect(isAllowedNavigation(file, 'https://example.com/')).toBe(false)
  })

  it('allows the dev server origin in development, nothing else', () => {
    expect(isAllowedNavigation(dev, 'http://localhost:5173/')).toBe(true)
    expect(isAllowedNavigation(dev, 'http://localhost:5173/other')).toBe(true)
    expect(isAllowedNavigation(dev, 'http://localhost:8080/')).toBe(false)
    expect(isAllowedNavigation(dev, 'https://example.com/')).toBe(false)
  })
})

describe('extraRendererOrigins', () => {
  it('adds the dev server\u2019s origin in development, and nothing for the built renderer', () => {
    expect(extraRendererOrigins(devServerLocation('http://localhost:5173/some/page'))).toEqual([
      'http://localhost:5173'
    ])
    // file:// is never added as such: a host takes it only with the app's User-Agent
    // (src/server/transport/origin-policy.ts)
    expect(extraRendererOrigins(fileLocation('/opt/app/out/renderer/index.html'))).toEqual([])
  })
})

// The knocker's device as the host is told it: words from fixed lists, never the User-Agent's own text.
import { describe, expect, it } from 'vitest'
import { deviceFromUserAgent, deviceText } from './device'

const UA = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadChrome:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
  linuxApp:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) five-three-five/1.0.0 Chrome/128.0.0.0 Electron/32.0.0 Safari/537.36',
  samsungTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Safari/537.36'
}

describe('the device a knock comes from', () => {
  it.each([
    [UA.androidChrome, 'phone', 'Android', 'Chrome'],
    [UA.iphoneSafari, 'phone', 'iOS', 'Safari'],
    [UA.ipadChrome, 'tablet', 'iPadOS', 'Chrome'],
    [UA.windowsEdge, 'computer', 'Windows', 'Edge'],
    [UA.macFirefox, 'computer', 'macOS', 'Firefox'],
    [UA.linuxApp, 'computer', 'Linux', 'app'],
    [UA.samsungTablet, 'tablet', 'Android', 'Samsung Internet']
  ])(
    'reads the kind, the system and the browser of a common User-Agent (%#)',
    (agent, kind, system, browser) => {
      expect(deviceFromUserAgent(agent)).toEqual({ kind, system, browser })
    }
  )

  it('says nothing for no User-Agent or one it cannot read, and never repeats its text', () => {
    expect(deviceFromUserAgent(undefined)).toBeNull()
    expect(deviceFromUserAgent('curl/8.5.0')).toBeNull()
    const hostile = deviceFromUserAgent('<img src=x> Android \u202e evil Firefox/1 ' + 'A'.repeat(100_000))
    expect(hostile).toEqual({ kind: 'tablet', system: 'Android', browser: 'Firefox' })
    expect(JSON.stringify(hostile)).not.toMatch(/img|evil|\u202e/)
    // Past the first 512 characters nothing is read.
    expect(deviceFromUserAgent('x'.repeat(600) + ' Windows Firefox/1')).toBeNull()
  })

  it("words a device for the host's log", () => {
    expect(deviceText({ kind: 'phone', system: 'Android', browser: 'Chrome' })).toBe('Android phone, Chrome')
    expect(deviceText({ kind: 'computer', system: null, browser: 'app' })).toBe(
      'computer, the Five Three Five app'
    )
    expect(deviceText({ kind: 'tablet', system: 'iPadOS', browser: null })).toBe('iPadOS tablet')
  })
})

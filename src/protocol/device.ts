// What the host is told about a knocker's device, read from the User-Agent header of its socket: a kind,
// a system and a browser, each from a fixed list, so nothing the client wrote ever reaches the host's
// screen or log (a User-Agent is free text). Only the first USER_AGENT_READ characters are looked at.
// Pure (no Node/DOM): the server reads it, the renderer words it.

export const DEVICE_KINDS = ['phone', 'tablet', 'computer'] as const
export const DEVICE_SYSTEMS = ['Android', 'iOS', 'iPadOS', 'Windows', 'macOS', 'ChromeOS', 'Linux'] as const
/** 'app': the Five Three Five desktop app (Electron). */
export const DEVICE_BROWSERS = [
  'app',
  'Edge',
  'Opera',
  'Samsung Internet',
  'Firefox',
  'Chrome',
  'Safari'
] as const

export interface DeviceInfo {
  kind: (typeof DEVICE_KINDS)[number]
  system: (typeof DEVICE_SYSTEMS)[number] | null
  browser: (typeof DEVICE_BROWSERS)[number] | null
}

const USER_AGENT_READ = 512

/** Tested in this order: the first match wins (Edge and Opera also say "Chrome", Chrome says "Safari"). */
const BROWSERS: readonly [RegExp, DeviceInfo['browser']][] = [
  [/Electron\//, 'app'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrom(e|ium)\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari']
]

const SYSTEMS: readonly [RegExp, DeviceInfo['system']][] = [
  [/Android/, 'Android'],
  [/iPhone|iPod/, 'iOS'],
  [/iPad/, 'iPadOS'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux|X11/, 'Linux']
]

/** The device a User-Agent names, or null when there is none (a script, a test client). */
export function deviceFromUserAgent(userAgent: string | undefined): DeviceInfo | null {
  if (userAgent === undefined) return null
  const ua = userAgent.slice(0, USER_AGENT_READ)
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null
  if (system === null && browser === null) return null
  return { kind: kindOf(ua, system), system, browser }
}

function kindOf(ua: string, system: DeviceInfo['system']): DeviceInfo['kind'] {
  if (system === 'iPadOS' || /Tablet/.test(ua)) return 'tablet'
  if (system === 'iOS' || /Mobile/.test(ua)) return 'phone'
  // Android without "Mobile" is a tablet by Google's own convention.
  return system === 'Android' ? 'tablet' : 'computer'
}

/** The device in English words for the host's log: "Android phone, Chrome". */
export function deviceText(device: DeviceInfo): string {
  const kind = device.system === null ? device.kind : `${device.system} ${device.kind}`
  const browser = device.browser === 'app' ? 'the Five Three Five app' : device.browser
  return browser === null ? kind : `${kind}, ${browser}`
}

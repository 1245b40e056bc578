// The IPC channel names and the name of the bridge function that carries each one.
// This file imports nothing on purpose: the sandboxed preload bundles it, and a sandboxed preload can
// only `require('electron')` — zod and the schemas live in ./contract.ts, which the preload imports
// for types only.

/** renderer → main request/response channels (ipcRenderer.invoke / ipcMain.handle) → bridge function. */
export const invokeChannels = {
  'app:info': 'getAppInfo',
  'settings:get': 'getSettings',
  'settings:set': 'setSettings',
  'discovery:list': 'listTables',
  'table:host': 'hostTable',
  'table:stop': 'stopTable',
  'table:solo': 'startSolo',
  'table:current': 'getCurrentTable',
  'table:resumable': 'getResumableSolo',
  'table:resume': 'resumeSolo',
  'table:discard': 'discardResumableSolo',
  'hosted:resumable': 'getResumableHosted',
  'hosted:resume': 'resumeHosted',
  'hosted:discard': 'discardResumableHosted',
  'hosted:running': 'getRunningHosted',
  'tournament:host': 'hostTournament',
  'tournament:stop': 'stopTournament',
  'tournament:running': 'getRunningTournament',
  'tournament:history': 'listTournamentHistory',
  'tournament:record': 'getTournamentRecord',
  'history:list': 'listHistory',
  'history:record': 'getMatchRecord',
  'notices:list': 'listNotices',
  'notices:dismiss': 'dismissNotice',
  'party:open': 'openPartyScreen'
} as const

/** main → renderer push channels (webContents.send / ipcRenderer.on) → bridge subscribe function. */
export const pushChannels = {
  'discovery:changed': 'onDiscoveryChanged',
  'menu:command': 'onMenuCommand',
  'notices:changed': 'onNoticesChanged'
} as const

export type InvokeChannel = keyof typeof invokeChannels
export type PushChannel = keyof typeof pushChannels
export type InvokeMethod = (typeof invokeChannels)[InvokeChannel]
export type PushMethod = (typeof pushChannels)[PushChannel]

export const INVOKE_CHANNELS = Object.keys(invokeChannels) as InvokeChannel[]
export const PUSH_CHANNELS = Object.keys(pushChannels) as PushChannel[]

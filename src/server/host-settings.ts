// The settings of the process that runs a table (table-config.ts' HostSettings) from the options it was
// started with: the defaults where none is given. Given again on every resume; never saved.
import type { HostOptions } from './host-server'
import { DEFAULT_HOST_SETTINGS } from './table/table-config'
import type { HostSettings } from './table/table-config'

export function hostSettings(options: HostOptions, lan: string[]): HostSettings {
  return {
    autoStart: options.autoStart ?? DEFAULT_HOST_SETTINGS.autoStart,
    graceMs: options.graceMs ?? DEFAULT_HOST_SETTINGS.graceMs,
    botDelayMs: options.botDelayMs ?? DEFAULT_HOST_SETTINGS.botDelayMs,
    standInLevel: options.standInLevel ?? DEFAULT_HOST_SETTINGS.standInLevel,
    maxSpectators: options.maxSpectators ?? DEFAULT_HOST_SETTINGS.maxSpectators,
    saveGapMs: options.saveGapMs ?? DEFAULT_HOST_SETTINGS.saveGapMs,
    allowUndo: options.allowUndo ?? DEFAULT_HOST_SETTINGS.allowUndo,
    fullViews: options.fullViews ?? false,
    ...(options.roomLimits === undefined ? {} : { roomLimits: options.roomLimits }),
    ...(options.dealer === undefined ? {} : { dealer: options.dealer }),
    ...(options.watchGate === undefined ? {} : { watchGate: options.watchGate }),
    // Players who opened the table at 127.0.0.1 still invite others by a LAN address.
    joinUrls: lan
  }
}

// The settings of a table under test: two seats, seat 0 leads, no PIN, no turn timer. Each test names
// only what it is about (`tableSettings({ seats: 3 })`), so the fixture is written once.
import { DEFAULT_OPTIONS } from '../../src/engine'
import type { TableSettings } from '../../src/server/table/table-config'

/** The host key of every test table: a hello carrying it is the host's. */
export const TEST_HOST_KEY = 'host-key-0123456789abcdef'

export function tableSettings(extra: Partial<TableSettings> = {}): TableSettings {
  return {
    id: 'table-one-id',
    name: 'Test table',
    seats: 2,
    options: { ...DEFAULT_OPTIONS, firstLeader: 0 },
    pin: null,
    turnSeconds: 0,
    hostKey: TEST_HOST_KEY,
    ...extra
  }
}

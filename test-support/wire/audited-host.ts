// A real host on 127.0.0.1 with every client frame run through the secrets audit, checked against the
// host's own engine state at each version. For integration and hardening tests.
import type { MatchState } from '../../src/engine'
import type { ClientMessage } from '../../src/protocol/messages'
import type { HostOptions } from '../../src/server/host-server'
import { startTableHost } from '../server/table-host'
import type { TableHost } from '../server/table-host'
import { SecretsAudit } from './secrets-audit'
import { TestClient } from './test-client'
import { matchOf, versionOf } from '../server/table-probe'

export interface AuditedHost {
  host: TableHost
  audit: SecretsAudit
  /** Joins with hello (defaults: protocol, name = label); resolves after the welcome and first state. */
  join(label: string, hello?: Partial<Extract<ClientMessage, { type: 'hello' }>>): Promise<TestClient>
  /** Connects without saying hello. */
  connect(label: string): Promise<TestClient>
}

export async function startAuditedHost(options: HostOptions = {}): Promise<AuditedHost> {
  const host = await startTableHost({ host: '127.0.0.1', port: 0, botDelayMs: 0, ...options })
  const truth = new Map<number, MatchState | null>()
  const record = () => void truth.set(versionOf(host.table), matchOf(host.table))
  record()
  host.table.onChange(record)
  const audit = new SecretsAudit({
    truthAt: (version) => truth.get(version),
    secrets: () => ({ tokens: host.table.snapshot().seats.map((s) => s.token), hostKey: host.table.hostKey })
  })
  return {
    host,
    audit,
    join: (label, hello = {}) => TestClient.join(host.urls.ws, label, hello, { audit }),
    connect: (label) => TestClient.connect(host.urls.ws, label, { audit })
  }
}

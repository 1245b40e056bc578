// Real hosts on 127.0.0.1 for tests that attack them (no autosave, bots without a pause), and the raw
// sockets and WebSockets the test opened against them: `closeAll` (in afterEach) ends every one.
import type { Socket } from 'node:net'
import { WebSocket } from 'ws'
import { startHost } from '../../src/server/host-server'
import type { HostOptions, HostServer } from '../../src/server/host-server'

export class HostRig {
  private readonly hosts: HostServer[] = []
  /** Push every socket the test opens, so none outlives it. */
  readonly sockets: (WebSocket | Socket)[] = []

  async start(options: HostOptions = {}): Promise<HostServer> {
    const host = await startHost({ host: '127.0.0.1', port: 0, botDelayMs: 0, dataDir: null, ...options })
    this.hosts.push(host)
    return host
  }

  async closeAll(): Promise<void> {
    for (const s of this.sockets.splice(0)) {
      if (s instanceof WebSocket) s.terminate()
      else s.destroy()
    }
    await Promise.all(this.hosts.splice(0).map((h) => h.close()))
  }
}

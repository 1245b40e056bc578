// Small helpers the socket benchmarks share (bench/net.ts, bench/name-flood.ts): a latency percentile
// and a WebSocket opened without compression, as the app's clients do.
import { WebSocket } from 'ws'

/** The p-th percentile (nearest rank) of `values`, in ms to three decimals; NaN when there are none. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return Math.round((sorted[index] ?? NaN) * 1000) / 1000
}

export function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false })
    ws.once('open', () => resolve(ws))
    ws.once('error', reject)
  })
}

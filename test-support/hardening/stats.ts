// Bounded statistics for long runs: a latency histogram (fixed memory, any number of samples) and the
// least-squares slope used to decide whether memory levels off.

/** Latencies in 0.1 ms steps up to 10 s; slower samples land in the last bucket. */
export class LatencyHistogram {
  private readonly buckets = new Uint32Array(100_001)
  count = 0
  max = 0

  add(ms: number): void {
    const i = Math.min(this.buckets.length - 1, Math.max(0, Math.round(ms * 10)))
    this.buckets[i] = (this.buckets[i] ?? 0) + 1
    this.count++
    if (ms > this.max) this.max = ms
  }

  /** The q-quantile (0..1) in ms, 0 without samples. */
  quantile(q: number): number {
    if (this.count === 0) return 0
    const rank = Math.ceil(q * this.count)
    let seen = 0
    for (let i = 0; i < this.buckets.length; i++) {
      seen += this.buckets[i] ?? 0
      if (seen >= rank) return i / 10
    }
    return this.max
  }
}

/** Least-squares slope of y over x (0 with fewer than two points). */
export function slope(points: readonly { x: number; y: number }[]): number {
  const n = points.length
  if (n < 2) return 0
  const mx = points.reduce((s, p) => s + p.x, 0) / n
  const my = points.reduce((s, p) => s + p.y, 0) / n
  let num = 0
  let den = 0
  for (const p of points) {
    num += (p.x - mx) * (p.y - my)
    den += (p.x - mx) ** 2
  }
  return den === 0 ? 0 : num / den
}

export function round1(n: number): number {
  return Math.round(n * 10) / 10
}

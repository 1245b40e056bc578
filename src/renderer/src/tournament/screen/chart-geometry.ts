// The running-score chart's arithmetic (issue 52), apart from its drawing: an axis with round ticks that
// takes in negative totals (a duplicate score below 0 is good), and line-end labels moved apart so no two
// names overlap. Pure.

export interface Axis {
  bottom: number
  top: number
  ticks: number[]
}

/** An axis from at most 0 to at least 0 around `values`, in steps of 1, 2, 2.5 or 5 × 10^k (about `most`
 *  intervals), so 0 is always a tick: the start line every player's line leaves from. */
export function scoreAxis(values: readonly number[], most = 5): Axis {
  const lo = Math.min(0, ...values)
  const hi = Math.max(0, ...values)
  // Every total 0 (nobody compared yet): one step up, so the picture still has a height.
  if (hi - lo <= 0) return { bottom: 0, top: 1, ticks: [0, 1] }
  const raw = (hi - lo) / most
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power
  const bottom = Math.floor(lo / step) * step + 0
  const top = Math.ceil(hi / step) * step + 0
  const ticks: number[] = []
  for (let v = bottom; v <= top + step / 2; v += step) ticks.push(Math.round(v * 1e6) / 1e6 + 0)
  return { bottom, top, ticks }
}

/** Label positions near `wanted` (same order, in any order given), at least `gap` apart, within [lo, hi]
 *  when they fit there. A label keeps its place unless a neighbour needs the room. */
export function spreadLabels(wanted: readonly number[], gap: number, lo: number, hi: number): number[] {
  const order = wanted.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y || a.i - b.i)
  const ys = order.map((o) => Math.min(hi, Math.max(lo, o.y)))
  // Down from the top, then back up from the bottom edge, then down again if the bottom pushed past lo.
  for (let k = 1; k < ys.length; k++) ys[k] = Math.max(ys[k]!, ys[k - 1]! + gap)
  if (ys.length > 0 && ys[ys.length - 1]! > hi) {
    ys[ys.length - 1] = hi
    for (let k = ys.length - 2; k >= 0; k--) ys[k] = Math.min(ys[k]!, ys[k + 1]! - gap)
    if (ys[0]! < lo) {
      ys[0] = lo
      for (let k = 1; k < ys.length; k++) ys[k] = Math.max(ys[k]!, ys[k - 1]! + gap)
    }
  }
  const out = new Array<number>(wanted.length)
  order.forEach((o, k) => (out[o.i] = ys[k]!))
  return out
}

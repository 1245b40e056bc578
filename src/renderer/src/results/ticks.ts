// Round numbers for the totals chart's axis: 0, 10, 20… rather than 0, 19, 37.

/** The axis top and its ticks for values up to `max`: steps of 1, 2, 2.5 or 5 × 10^k, at most `most`
 *  intervals, the top a whole number of steps at or above `max`. */
export function niceTicks(max: number, most = 5): { top: number; ticks: number[] } {
  const span = Math.max(max, 1)
  const raw = span / most
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = ([1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power)
  const top = Math.ceil(span / step) * step
  const ticks: number[] = []
  for (let v = 0; v <= top + step / 2; v += step) ticks.push(Math.round(v * 1000) / 1000)
  return { top, ticks }
}

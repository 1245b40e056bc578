// The training run's loss curve as an SVG image, written next to its checkpoint: the held-out loss (each
// iteration's fresh games before the network trained on them) and the fit loss (its last epoch), per
// iteration, with the warm start's end marked. Plain SVG text, no plotting library.
import type { IterationReport } from './loop'

const W = 640
const H = 360
const PAD = { left: 56, right: 16, top: 28, bottom: 40 }

export function lossCurveSvg(history: readonly IterationReport[], phaseA: number): string {
  const xs = history.map((h) => h.iteration)
  const ys = history.flatMap((h) => [h.heldOutLoss, h.fitLoss])
  const xMax = Math.max(1, ...xs)
  const yMax = Math.max(1e-6, ...ys) * 1.05
  const px = (x: number): number => PAD.left + (x / xMax) * (W - PAD.left - PAD.right)
  const py = (y: number): number => H - PAD.bottom - (y / yMax) * (H - PAD.top - PAD.bottom)
  const line = (pick: (h: IterationReport) => number, colour: string): string =>
    `<polyline fill="none" stroke="${colour}" stroke-width="2" points="${history
      .map((h) => `${px(h.iteration).toFixed(1)},${py(pick(h)).toFixed(1)}`)
      .join(' ')}"/>`
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => {
    const y = yMax * f
    return `<text x="${PAD.left - 6}" y="${py(y) + 4}" text-anchor="end">${y.toFixed(3)}</text><line x1="${PAD.left}" x2="${W - PAD.right}" y1="${py(y)}" y2="${py(y)}" stroke="#ddd"/>`
  })
  const boundary =
    phaseA > 0 && phaseA <= xMax
      ? `<line x1="${px(phaseA)}" x2="${px(phaseA)}" y1="${PAD.top}" y2="${H - PAD.bottom}" stroke="#999" stroke-dasharray="4 4"/><text x="${px(phaseA) + 4}" y="${PAD.top + 12}">self-play</text>`
      : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="sans-serif" font-size="11">
<rect width="${W}" height="${H}" fill="white"/>
<text x="${W / 2}" y="16" text-anchor="middle" font-size="13">train:bot — mean squared error per iteration</text>
${ticks.join('\n')}
${boundary}
${line((h) => h.heldOutLoss, '#c0392b')}
${line((h) => h.fitLoss, '#2471a3')}
<text x="${W / 2}" y="${H - 8}" text-anchor="middle">iteration</text>
<text x="${W - PAD.right}" y="${PAD.top + 12}" text-anchor="end" fill="#c0392b">held out (fresh games)</text>
<text x="${W - PAD.right}" y="${PAD.top + 26}" text-anchor="end" fill="#2471a3">fit (last epoch)</text>
</svg>
`
}

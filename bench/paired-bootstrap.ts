// A paired bootstrap interval of a mean difference (issue 53's verdict): two bots played the same deals in
// the same seats, so each match index has one difference. Resampling whole deals — every seat rotation of
// a deal together — keeps the dependence between the rotations of one deal in the interval, which a
// normal interval over matches would ignore.
import { Rng } from '../src/engine/index'

export interface BootstrapCi {
  mean: number
  ci95: [number, number]
}

/** `byIndex`: match index → difference; match `i` plays deal `floor(i / players)`. */
export function pairedBootstrap(
  byIndex: ReadonlyMap<number, number>,
  players: number,
  resamples = 4000,
  seed = 535
): BootstrapCi {
  const deals = new Map<number, number[]>()
  for (const [index, d] of byIndex) {
    const deal = Math.floor(index / players)
    const list = deals.get(deal)
    if (list === undefined) deals.set(deal, [d])
    else list.push(d)
  }
  const groups = [...deals.values()].map((ds) => ({ sum: ds.reduce((a, b) => a + b, 0), n: ds.length }))
  if (groups.length === 0) return { mean: 0, ci95: [0, 0] }
  const meanOf = (pick: (k: number) => { sum: number; n: number }): number => {
    let sum = 0
    let n = 0
    for (let k = 0; k < groups.length; k++) {
      const g = pick(k)
      sum += g.sum
      n += g.n
    }
    return sum / n
  }
  const rng = new Rng(seed)
  const samples: number[] = []
  for (let b = 0; b < resamples; b++) samples.push(meanOf(() => groups[rng.int(groups.length)]!))
  samples.sort((a, b) => a - b)
  const at = (q: number): number => round4(samples[Math.floor(q * (samples.length - 1))]!)
  return { mean: round4(meanOf((k) => groups[k]!)), ci95: [at(0.025), at(0.975)] }
}

const round4 = (x: number): number => Math.round(x * 10_000) / 10_000

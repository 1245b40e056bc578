// Engine benchmark (`npx tsx bench/engine.ts`): random rounds from fresh deals, each move drawn
// uniformly from the legal moves (a pass is one of them), on the FastRound core that the tests prove
// equal to the public apply/legalMoves. Prints one JSON line per player count.
import { FastRound, Rng } from '../src/engine/index'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 1.5)

function measure(players: number, seconds: number): { rounds: number; moves: number; ms: number } {
  const fast = new FastRound()
  const rng = new Rng(0x535 + players)
  let rounds = 0
  let moves = 0
  const start = performance.now()
  let now = start
  const until = start + seconds * 1000
  while (now < until) {
    // Check the clock every 256 rounds: performance.now() costs more than a short round.
    for (let i = 0; i < 256; i++) {
      fast.dealRandom(players, rng, rng.int(players))
      fast.randomPlayout(rng)
      rounds++
      moves += fast.plies
    }
    now = performance.now()
  }
  return { rounds, moves, ms: now - start }
}

for (let players = 2; players <= 6; players++) {
  measure(players, 0.2) // warm-up: let the JIT settle before timing
  const { rounds, moves, ms } = measure(players, SECONDS)
  const perSec = (n: number): number => Math.round((n * 1000) / ms)
  console.log(JSON.stringify({ players, roundsPerSec: perSec(rounds), movesPerSec: perSec(moves) }))
}

// How a search values the end of a round for one seat: its penalty against the others' average, scaled
// to about ±1, plus a bonus for going out. The Monte Carlo search (search.ts) and the exact endgame
// (endgame.ts) share it, so a solved position and a played-out one are worth the same.

/** Penalties are scaled by this so a typical round's reward is about ±1. */
export const REWARD_SCALE = 20
/** Going out is worth a little more than its penalty edge alone: it also ends the round on your terms. */
export const OUT_BONUS = 0.25

/**
 * `vsBest` (0…1) moves the comparison from the others' average penalty towards the best other's (the
 * lowest): a round where one opponent does better than you is worth less, as it is in the match (R8).
 */
export function rewardOf(
  penalties: ArrayLike<number>,
  wentOut: number,
  seat: number,
  players: number,
  outBonus = OUT_BONUS,
  vsBest = 0
): number {
  let others = 0
  let best = Infinity
  for (let s = 0; s < players; s++) {
    if (s === seat) continue
    others += penalties[s]!
    if (penalties[s]! < best) best = penalties[s]!
  }
  // With vsBest 0 this is exactly the others' average (1 × average + 0 × best).
  const against = (1 - vsBest) * (others / (players - 1)) + vsBest * best
  const r = (against - penalties[seat]!) / REWARD_SCALE
  return wentOut === seat ? r + outBonus : r
}

/**
 * Near the target a round's penalties matter only through the match result (R8): when the round ends
 * the match, the reward is mostly whether the seat is on the lowest total (a shared lowest counts its
 * share); otherwise it is the round reward.
 */
export function matchReward(
  pen: ArrayLike<number>,
  wentOut: number,
  seat: number,
  players: number,
  totals: readonly number[],
  target: number,
  outBonus: number
): number {
  const r = rewardOf(pen, wentOut, seat, players, outBonus)
  let over = false
  let low = Infinity
  for (let s = 0; s < players; s++) {
    const t = (totals[s] ?? 0) + pen[s]!
    if (t >= target) over = true
    if (t < low) low = t
  }
  if (!over) return r
  const mine = (totals[seat] ?? 0) + pen[seat]!
  if (mine !== low) return 0.25 * r - 1
  let tied = 0
  for (let s = 0; s < players; s++) if ((totals[s] ?? 0) + pen[s]! === low) tied++
  return 0.25 * r + 2 / tied - 1
}

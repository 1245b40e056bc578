// How a search values the end of a round for one seat: its penalty against the others' average, scaled
// to about ±1, plus a bonus for going out. The Monte Carlo search (search.ts) and the exact endgame
// (endgame.ts) share it, so a solved position and a played-out one are worth the same.

/** Penalties are scaled by this so a typical round's reward is about ±1. */
export const REWARD_SCALE = 20
/** Going out is worth a little more than its penalty edge alone: it also ends the round on your terms. */
export const OUT_BONUS = 0.25

export function rewardOf(
  penalties: ArrayLike<number>,
  wentOut: number,
  seat: number,
  players: number,
  outBonus = OUT_BONUS
): number {
  let others = 0
  for (let s = 0; s < players; s++) if (s !== seat) others += penalties[s]!
  const r = (others / (players - 1) - penalties[seat]!) / REWARD_SCALE
  return wentOut === seat ? r + outBonus : r
}

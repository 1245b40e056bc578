// Where each seat sits around the edge of the party screen: the table seen from above, seat 0 at the
// bottom, then clockwise (bottom → left → top → right, as play goes round, R4). Sides get one seat each;
// the long edges (top and bottom) take the rest, the top first, so the meld keeps the middle. Lists are
// in reading order of their edge (left to right, top to bottom), so clockwise runs right to left along
// the bottom. Pure.

export interface EdgeLayout {
  top: number[]
  right: number[]
  bottom: number[]
  left: number[]
}

/** How many seats each edge holds, clockwise from the bottom: [bottom, left, top, right]. */
function edgeCounts(players: number): [number, number, number, number] {
  if (players <= 1) return [players, 0, 0, 0]
  if (players === 2) return [1, 0, 1, 0]
  if (players === 3) return [1, 0, 2, 0]
  const sides = 2
  const rest = players - sides
  const top = Math.ceil(rest / 2)
  return [rest - top, 1, top, 1]
}

export function edgeLayout(players: number): EdgeLayout {
  const [bottomN, leftN, topN, rightN] = edgeCounts(players)
  const seats = Array.from({ length: players }, (_, i) => i)
  const bottom = seats.splice(0, bottomN).reverse()
  const left = seats.splice(0, leftN).reverse()
  const top = seats.splice(0, topN)
  const right = seats.splice(0, rightN)
  return { top, right, bottom, left }
}

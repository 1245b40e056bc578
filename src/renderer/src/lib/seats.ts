// Where seats sit on screen and their colours: the viewer at the bottom, the others clockwise from
// their left along the far side of the table.
export const SEAT_COLORS = ['#ffd35c', '#7fe3ff', '#ff8a7a', '#b69cff', '#7be38f', '#ffa64d'] as const

export function seatColor(seat: number): string {
  return SEAT_COLORS[seat % SEAT_COLORS.length] ?? '#ffffff'
}

/** The other seats in turn order, starting with the one after `me` (spectators: from seat 0). */
export function opponentsOf(players: number, me: number | null): number[] {
  const start = me ?? -1
  const out: number[] = []
  for (let i = 1; i <= players; i++) {
    const s = (start + i + players) % players
    if (s !== me) out.push(s)
  }
  return me === null ? out.slice(0, players) : out
}

/** How far (0–1) seat `i` of `n` opponents bulges towards the top of the arc. */
export function arcLift(i: number, n: number): number {
  return Math.sin((Math.PI * (i + 1)) / (n + 1))
}

/** What a seat's avatar shows: a bot icon for bots (whatever their name), a person's initials —
 *  the first letters of their first two words ("Bob Marleyson" → "BM", "Dee" → "D"). */
export type Avatar = { kind: 'bot' } | { kind: 'initials'; text: string }

export function avatarOf(name: string, isBot: boolean): Avatar {
  if (isBot) return { kind: 'bot' }
  const words = name.trim().split(/\s+/u).filter(Boolean)
  const letters = words.slice(0, 2).map((w) => [...w][0] ?? '')
  const text = letters.join('').toLocaleUpperCase()
  return { kind: 'initials', text: text === '' ? '?' : text }
}

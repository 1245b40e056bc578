// How a hand is shown: sorted ascending and grouped by weather (R1: rain 1–5, cloud 7–9, sun 11–15),
// or in one row by rank, or as the melds it splits into (the player picks; prefs.handOrder).
// Cards have no suits, so the n-th copy of a rank is identified by (rank, copy); that pair is also
// the key that keeps a card's DOM node (and its animation) stable while other cards come and go.
import { countsFromRanks, planHand, weatherOf } from '../../../engine'
import type { Meld, PointsTable, Rank, Weather } from '../../../engine/types'
import { t } from '../i18n'
import { meldText, weatherName } from './words'

export interface HandCard {
  rank: Rank
  /** 0 for the first card of this rank in the hand, 1 for the second… */
  copy: number
  key: string
  weather: Weather
  points: number
}

export interface WeatherGroup {
  weather: Weather
  cards: HandCard[]
}

/** One group of the hand as laid out: a weather, the whole hand by rank, or one planned meld. */
export interface HandGroup {
  /** Stable while the group exists (the keyed each block). */
  id: string
  weather: Weather | null
  meld: Meld | null
  cards: HandCard[]
}

export type HandOrder = 'weather' | 'rank' | 'meld'

const ORDER: readonly Weather[] = ['rain', 'cloud', 'sun']

export function sortRanks(ranks: readonly Rank[]): Rank[] {
  return [...ranks].sort((a, b) => a - b)
}

/** The hand as cards, ascending, each with its copy number, weather and penalty points. */
export function handCards(hand: readonly Rank[], points: PointsTable): HandCard[] {
  const seen = new Map<Rank, number>()
  return sortRanks(hand).map((rank) => {
    const copy = seen.get(rank) ?? 0
    seen.set(rank, copy + 1)
    return { rank, copy, key: `${rank}-${copy}`, weather: weatherOf(rank), points: points[rank] ?? 0 }
  })
}

/** Rain, cloud, sun — only the groups that hold cards. */
export function groupHand(hand: readonly Rank[], points: PointsTable): WeatherGroup[] {
  const cards = handCards(hand, points)
  return ORDER.map((weather) => ({ weather, cards: cards.filter((c) => c.weather === weather) })).filter(
    (g) => g.cards.length > 0
  )
}

/** "sun 12" */
export function cardLabel(rank: Rank): string {
  return t('card.label', { weather: weatherName(weatherOf(rank)), rank })
}

/** "2-3-4" */
export function cardsText(cards: readonly Rank[]): string {
  return sortRanks(cards).join('-')
}

/** "run 2-3-4", "set 7-7", "single 12" */
export function meldLabel(meld: Meld): string {
  return meldText(meld.type, cardsText(meld.cards))
}

/** Total penalty points of some cards. */
export function pointsOfRanks(ranks: readonly Rank[], points: PointsTable): number {
  return ranks.reduce((sum, r) => sum + (points[r] ?? 0), 0)
}

/** The hand laid out in the player's order. Card keys (rank-copy) are the same in every order. */
export function arrangeHand(hand: readonly Rank[], points: PointsTable, order: HandOrder): HandGroup[] {
  if (order === 'weather') {
    return groupHand(hand, points).map((g) => ({ id: g.weather, weather: g.weather, meld: null, cards: g.cards }))
  }
  const cards = handCards(hand, points)
  if (order === 'rank') return cards.length === 0 ? [] : [{ id: 'all', weather: null, meld: null, cards }]
  // By meld: deal the cards (copy by copy, in order) into the planned melds.
  const pool = new Map<Rank, HandCard[]>()
  for (const c of cards) pool.set(c.rank, [...(pool.get(c.rank) ?? []), c])
  return planMelds(hand).map((meld, i) => ({
    id: `${i}:${meld.cards.join('-')}`,
    weather: null,
    meld,
    cards: meld.cards.map((r) => pool.get(r)?.shift()).filter((c): c is HandCard => c !== undefined)
  }))
}

/** The hand split into the fewest melds (the engine's plan), multi-card melds first. */
export function planMelds(hand: readonly Rank[]): Meld[] {
  const plan = planHand(countsFromRanks(hand)).melds
  return [...plan.filter((m) => m.cards.length > 1), ...plan.filter((m) => m.cards.length === 1)]
}

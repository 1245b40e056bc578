// The tutorial's table as the real table describes it (issue 51: the bot's seat shows like any seat, with
// its card count and total): your view of the deal, from the engine, and the table's public facts for a
// table of you and one bot, which the table's own seat badge reads.
import { choicesOf, viewFor } from '../../../engine'
import type { MatchState, SeatView } from '../../../engine'
import type { SeatInfo, TableInfo } from '../../../protocol/messages'
import { BOT, YOU } from './script'

/** What you see of the deal: your hand, the bot's card count, the totals (R9: never the bot's cards). */
export function yourView(match: MatchState): SeatView {
  return viewFor(match, YOU)
}

/** The tutorial's table: you and the bot, no timer, no host. `name`: your seat's shown name. */
export function tutorialTable(match: MatchState, name: string): TableInfo {
  const seat = (index: number, info: Pick<SeatInfo, 'kind' | 'name' | 'level'>): SeatInfo => ({
    seat: index,
    ...info,
    connected: true,
    away: false,
    ready: false,
    graceEndsAt: null
  })
  return {
    id: 'tutorial',
    name: 'tutorial',
    status: match.phase === 'playing' ? 'playing' : 'roundOver',
    seats: [seat(YOU, { kind: 'human', name, level: null }), seat(BOT, { kind: 'bot', name: 'Bot 2', level: 'easy' })],
    spectators: 0,
    pinRequired: false,
    watchWithoutPin: false,
    turnSeconds: 0,
    target: match.options.target,
    ...choicesOf(match.options),
    firstLeader: YOU,
    startsWhenFull: false,
    graceSeconds: 0,
    hostSeat: null
  }
}

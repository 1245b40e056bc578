// The move the table plays for a seat: a bot's, an away player's (their stand-in bot's) or an expired
// turn's. An expired turn passes when it may, so a slow player loses as little as possible; otherwise
// the bot player chooses. Null when it could not: the rules then play the first legal move.
import { viewFor } from '../../engine'
import type { Move } from '../../engine'
import type { BotLevel } from '../../protocol/vocabulary'
import type { BotPlayer } from '../bot-player'
import type { RandomSource } from '../random-source'
import type { TableEvent } from './table-events'
import type { DueTurn } from './turn-driver'
import { expiredTurnPass } from './turn-policy'

export async function standInMove(
  due: DueTurn,
  level: BotLevel,
  deps: { botPlayer: BotPlayer; random: RandomSource },
  report: (event: TableEvent) => void
): Promise<Move | null> {
  const pass = due.reason === 'timer' ? expiredTurnPass(due.state) : null
  if (pass !== null) return pass
  try {
    return await deps.botPlayer.chooseMove(viewFor(due.state, due.seat), level, deps.random.seed())
  } catch (error) {
    report({
      type: 'botFailed',
      seat: due.seat,
      error: error instanceof Error ? error : new Error(String(error))
    })
    return null
  }
}

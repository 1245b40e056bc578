// Serves a seat's request for a hint: the bot's move for that seat, with a reason code the client
// translates. The hint a player gets (the hard level, the default) is the move the review's own search
// prefers (BotPlayer.suggestMove, issue 51), so the review never marks a hint's move as a mistake. One search per seat at a time (./hint-gate.ts), run in the bot player's hint lane, so a
// flood of hints never delays a bot's own move.
import { botInput, explainMove } from '../../bots'
import type { Move, SeatView } from '../../engine'
import type { ServerMessage } from '../../protocol/messages'
import type { BotPlayer } from '../bot-player'
import type { RandomSource } from '../random-source'
import { HINT_PENDING, HintGate } from './hint-gate'
import type { Refusal } from './table-events'
import type { HintLevel } from '../../protocol/vocabulary'

/** The level of a hint nobody asked a level for: the review's search (hard), which suggestMove runs. */
export const DEFAULT_HINT_LEVEL: HintLevel = 'hard'

export interface HintRequest {
  readonly view: SeatView
  readonly level: HintLevel
  readonly version: number
}

export interface HintAnswer {
  reply(message: ServerMessage): void
  refuse(refusal: Refusal): void
}

export class HintDesk {
  private readonly gate = new HintGate()

  constructor(
    private readonly botPlayer: BotPlayer,
    private readonly random: RandomSource
  ) {}

  serve({ view, level, version }: HintRequest, answer: HintAnswer): void {
    const seat = view.seat as number
    const hint = (move: Move): ServerMessage => ({
      type: 'hint',
      version,
      move,
      level,
      reason: explainMove(botInput(view), move)
    })
    const decision = this.gate.request(seat, version, level)
    if (decision.kind === 'pending') return answer.refuse(HINT_PENDING)
    if (decision.kind === 'again') return answer.reply(hint(decision.move))
    const suggest = level === DEFAULT_HINT_LEVEL ? this.botPlayer.suggestMove?.bind(this.botPlayer) : undefined
    const asked = suggest === undefined ? this.botPlayer.chooseMove(view, level, this.random.seed(), 'hint') : suggest(view)
    asked.then(
      (move) => {
        this.gate.settle(seat, move)
        answer.reply(hint(move))
      },
      () => {
        this.gate.settle(seat, null)
        answer.refuse({ code: 'no-hint', message: 'No hint is available right now.' })
      }
    )
  }
}

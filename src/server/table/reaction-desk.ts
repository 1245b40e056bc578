// Quick reactions ("Nice!", "Ouch"…): a seated player's id from the fixed list (protocol/vocabulary.ts),
// passed on to everyone at the table. A reaction changes no state: no version, no save, nothing for the
// rules to decide; so the shell answers it here, beside the rules. Per seat a token bucket keeps a
// teasing friend from flooding the big screen; over it, the reaction is refused and nothing is sent.
import type { ServerMessage } from '../../protocol/messages'
import type { ReactionId } from '../../protocol/vocabulary'
import type { Clock } from '../clock'
import { TokenBucket } from '../transport/token-bucket'
import type { RateLimit } from '../transport/token-bucket'
import type { Refusal, TableResult } from './table-events'

/** One reaction every 2 s on average, three in a quick burst. */
export const REACTION_LIMIT: RateLimit = { perSecond: 0.5, burst: 3 }

export const REACTION_REFUSALS = {
  notSeated: { code: 'not-seated', message: 'Only players in a seat can send reactions.' },
  tooMany: { code: 'rate-limited', message: 'Too many reactions: wait a moment.' }
} satisfies Record<string, Refusal>

type ReactionMessage = Extract<ServerMessage, { type: 'reaction' }>

export class ReactionDesk {
  private readonly buckets = new Map<number, TokenBucket>()

  constructor(
    private readonly clock: Clock,
    private readonly limit: RateLimit = REACTION_LIMIT
  ) {}

  /** The message for everyone, or why not. `seat`: the sender's seat, null for a spectator. */
  react(seat: number | null, reaction: ReactionId): TableResult<ReactionMessage> {
    if (seat === null) return { ok: false, error: REACTION_REFUSALS.notSeated }
    const now = this.clock.now()
    let bucket = this.buckets.get(seat)
    if (bucket === undefined) {
      bucket = new TokenBucket(this.limit, now)
      this.buckets.set(seat, bucket)
    }
    if (!bucket.take(now)) return { ok: false, error: REACTION_REFUSALS.tooMany }
    return { ok: true, value: { type: 'reaction', seat, reaction } }
  }
}

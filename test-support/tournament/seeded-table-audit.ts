// The secrets audit of one table of a tournament whose host runs in another process (issue 52, the
// tournament soak). The table's audit (wire/secrets-audit.ts) checks a frame against the host's state at the
// frame's version; here that state is rebuilt from the stage's seed and the round's public moves
// (seeded-truth.ts) as each frame arrives, before the audit reads it. The table's secrets (its seat tokens
// and host key) come from the host's journal and the table's save.
import type { MatchState, TableOptions } from '../../src/engine'
import { StateStream } from '../../src/protocol/state-stream'
import type { ServerMessage } from '../../src/protocol/messages'
import { SecretsAudit } from '../wire/secrets-audit'
import type { AuditSecrets } from '../wire/secrets-audit'
import { dealtRound, roundAfter } from './seeded-truth'
import type { DealtRound } from './seeded-truth'

export interface SeededTableFacts {
  players: number
  options: TableOptions
  /** The stage's seed for this table's size. */
  seed: string
  secrets(): AuditSecrets
}

/** States kept per table: the audit asks for a frame's version as the frame arrives, so a few suffice. */
const KEPT_VERSIONS = 64

export class SeededTableAudit extends SecretsAudit {
  /** Frames whose round could not be rebuilt from the seed (a log that is not this deal's). */
  readonly replayFailures: string[]
  private readonly truth: Map<number, MatchState>
  /** Each client's states as it rebuilds them (a name of its own: SecretsAudit's private fields are
   *  plain properties at run time, and sharing its streams would read every frame twice). */
  private readonly replayStreams: Map<string, StateStream>
  private readonly deals: Map<number, DealtRound | null>
  private readonly facts: SeededTableFacts

  constructor(facts: SeededTableFacts) {
    const truth = new Map<number, MatchState>()
    super({ truthAt: (version) => truth.get(version), secrets: () => facts.secrets() })
    this.truth = truth
    this.facts = facts
    this.replayFailures = []
    this.replayStreams = new Map()
    this.deals = new Map()
  }

  override observe(client: string, frame: unknown): void {
    this.learn(client, frame)
    super.observe(client, frame)
  }

  /** The host's state at the frame's version, from the seed and the moves the frame's view shows. */
  private learn(client: string, frame: unknown): void {
    const message = (typeof frame === 'string' ? JSON.parse(frame) : frame) as ServerMessage
    if (message.type !== 'state' && message.type !== 'delta') return
    let stream = this.replayStreams.get(client)
    if (stream === undefined) this.replayStreams.set(client, (stream = new StateStream()))
    const full = stream.read(message).message
    if (full?.type !== 'state' || full.view === null || this.truth.has(full.version)) return
    const { view, version } = full
    const dealt = this.dealt(view.round)
    if (dealt === null) return
    try {
      this.truth.set(version, roundAfter(dealt, this.facts.players, this.facts.options, view.log))
      if (this.truth.size > KEPT_VERSIONS) this.truth.delete(this.truth.keys().next().value as number)
    } catch (error) {
      this.replayFailures.push(`${client}, version ${version}: ${(error as Error).message}`)
    }
  }

  private dealt(round: number): DealtRound | null {
    if (!this.deals.has(round))
      this.deals.set(round, dealtRound(this.facts.seed, this.facts.players, this.facts.options, round))
    return this.deals.get(round) ?? null
  }
}

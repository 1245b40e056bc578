// Proves RULES.md R9 on the wire: feed it every frame every client received, and it reports any frame
// that shows a seat someone else's cards, the undealt cards, a round's hands before the round ended,
// another seat's token or the host key. Reused by the hardening tests.
import { ranksFromCounts } from '../../src/engine'
import type { MatchState } from '../../src/engine'

/** Keys that only the host's own MatchState has; no client frame may hold them anywhere. */
const HOST_ONLY_KEYS = new Set(['undealt', 'dealt', 'dealtUndealt', 'rng', 'seed'])

export interface AuditSecrets {
  /** Every seat's token (null for bots and empty seats). */
  tokens: (string | null)[]
  hostKey: string
}

export interface AuditOptions {
  /** The host's engine state at a version, to check that a hand is exactly the seat's own hand. */
  truthAt?: (version: number) => MatchState | null | undefined
  /** The table's secrets now; tokens other than the client's own and the host key must never appear. */
  secrets?: () => AuditSecrets
}

export class SecretsAudit {
  readonly violations: string[] = []
  framesChecked = 0
  /** The seat each client was last welcomed to (welcome is the host's word on who a client is). */
  private readonly seats = new Map<string, number | null>()

  constructor(private readonly options: AuditOptions = {}) {}

  /** Checks one frame a client received (raw text or parsed). */
  observe(client: string, frame: unknown): void {
    this.framesChecked++
    const text = typeof frame === 'string' ? frame : JSON.stringify(frame)
    const message: unknown = typeof frame === 'string' ? JSON.parse(frame) : frame
    const fail = (why: string): void => {
      this.violations.push(`${client}: ${why} in ${text.slice(0, 300)}`)
    }
    if (!isRecord(message) || typeof message.type !== 'string') return fail('a frame that is not a message')
    if (message.type === 'welcome')
      this.seats.set(client, typeof message.seat === 'number' ? message.seat : null)
    const seat = this.seats.get(client) ?? null

    scanKeys(message, [], fail)
    this.checkSecrets(text, message, seat, fail)
    if (message.type === 'state') this.checkState(message, seat, fail)
  }

  /** Throws with every violation found so far (use at the end of a test). */
  assertClean(): void {
    if (this.violations.length > 0) {
      throw new Error(
        `${this.violations.length} secret(s) leaked:\n${this.violations.slice(0, 10).join('\n')}`
      )
    }
  }

  private checkSecrets(
    text: string,
    message: Record<string, unknown>,
    seat: number | null,
    fail: (w: string) => void
  ) {
    const secrets = this.options.secrets?.()
    if (secrets === undefined) return
    if (text.includes(secrets.hostKey)) fail('the host key')
    secrets.tokens.forEach((token, owner) => {
      if (token === null || !text.includes(token)) return
      if (owner !== seat || message.type !== 'welcome') fail(`the seat token of seat ${owner}`)
    })
  }

  private checkState(message: Record<string, unknown>, seat: number | null, fail: (w: string) => void) {
    const view = message.view
    if (view === null) return
    if (!isRecord(view)) return fail('a view that is not an object')
    if (view.seat !== seat)
      fail(`the view of seat ${String(view.seat)} sent to ${seat === null ? 'a spectator' : `seat ${seat}`}`)
    if (seat === null && view.hand !== null) fail('a hand sent to a spectator')
    if (seat !== null && !Array.isArray(view.hand)) fail('no hand for a seated player')
    const round = view.round as number
    const finished = view.phase !== 'playing'
    for (const result of (view.results as { round: number }[] | undefined) ?? []) {
      if (result.round > round || (result.round === round && !finished))
        fail(`round ${result.round}'s hands before it ended`)
    }
    for (const event of (message.events as { type: string }[] | undefined) ?? []) {
      if (event.type === 'roundEnded' && !finished) fail('a round result while the round is being played')
    }
    const truth = this.options.truthAt?.(message.version as number)
    if (truth && seat !== null) {
      const own = ranksFromCounts(truth.hands[seat] ?? [])
      if (JSON.stringify(view.hand) !== JSON.stringify(own)) fail(`a hand that is not seat ${seat}'s own`)
    }
  }
}

/** Host-only keys anywhere; 'hand' only at view.hand; 'hands' only inside a finished round's result. */
function scanKeys(value: unknown, path: string[], fail: (why: string) => void): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => scanKeys(item, [...path, String(i)], fail))
    return
  }
  if (!isRecord(value)) return
  for (const [key, child] of Object.entries(value)) {
    const at = [...path, key]
    if (HOST_ONLY_KEYS.has(key)) fail(`host-only field ${at.join('.')}`)
    if (key === 'hand' && at.join('.') !== 'view.hand') fail(`a hand at ${at.join('.')}`)
    if (key === 'hands' && !isResultHands(at)) fail(`hands at ${at.join('.')}`)
    scanKeys(child, at, fail)
  }
}

/** view.results.N.hands or events.N.result.hands: the revealed hands of a finished round (D6). */
function isResultHands(at: string[]): boolean {
  const p = at.join('.')
  return /^view\.results\.\d+\.hands$/.test(p) || /^events\.\d+\.result\.hands$/.test(p)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

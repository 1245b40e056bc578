// A table's rules on a bench, without sockets or timers: feed commands to `reduce` and read the state and
// effects it returns. Every input state is frozen, so a step that changed its input would throw. Deals
// come from a seeded source, so a bench replays the same way every time.
import { DEFAULT_OPTIONS, legalMoves } from '../../src/engine'
import type { MatchState, TwoPlayerGame } from '../../src/engine'
import type { ClientMessage } from '../../src/protocol/messages'
import { PROTOCOL_VERSION } from '../../src/protocol/vocabulary'
import { withSeededDeals } from '../../src/server/random-source'
import { reduce } from '../../src/server/table/reducer'
import type { Actor, Command, Effect, Outcome } from '../../src/server/table/reducer'
import { DEFAULT_HOST_SETTINGS } from '../../src/server/table/table-config'
import type { HostSettings } from '../../src/server/table/table-config'
import type { Refusal } from '../../src/server/table/table-events'
import { newTableState } from '../../src/server/table/table-state'
import { seededRandom } from './seeded-random'
import { tableSettings } from './table-settings'

export const TABLE: Actor = { kind: 'table' }
export const HOST: Actor = { kind: 'host' }
export const member = (id: number): Actor => ({ kind: 'member', id })

export interface BenchSetup {
  seats?: number
  bots?: number[]
  host?: Partial<HostSettings>
  /** 1 unless given: a low target ends a match after a round. */
  target?: number
  turnSeconds?: number
  /** A two-player match plays to the target unless given (R2.two's two hands are tested on their own). */
  twoPlayerGame?: TwoPlayerGame
}

/** A table and a seeded context; `step` reduces one command, `ok` one that must be accepted. */
export function rulesBench(s: BenchSetup = {}) {
  const host: HostSettings = { ...DEFAULT_HOST_SETTINGS, ...s.host }
  const context = { host, random: withSeededDeals(seededRandom(1), 42) }
  const settings = tableSettings({
    seats: s.seats ?? 2,
    options: {
      ...DEFAULT_OPTIONS,
      firstLeader: 0,
      target: s.target ?? 1,
      twoPlayerGame: s.twoPlayerGame ?? 'to-target'
    },
    turnSeconds: s.turnSeconds ?? 0
  })
  const bots = (s.bots ?? []).map((seat) => ({ seat, level: 'easy' as const }))
  let state = newTableState(settings, host.standInLevel, bots)
  const step = (actor: Actor, command: Command): Outcome => reduce(frozen(state), actor, command, context)
  const ok = (actor: Actor, command: Command): Effect[] => {
    const outcome = step(actor, command)
    if (!outcome.ok) throw new Error(`refused: ${outcome.error.code} ${outcome.error.message}`)
    state = outcome.value.state
    return outcome.value.effects
  }
  const refused = (actor: Actor, command: Command): Refusal => {
    const outcome = step(actor, command)
    if (outcome.ok) throw new Error(`accepted: ${JSON.stringify(command)}`)
    return outcome.error
  }
  const hello = (id: number, name: string, extra: Partial<Extract<ClientMessage, { type: 'hello' }>> = {}) =>
    ok(member(id), { type: 'hello', protocol: PROTOCOL_VERSION, name, ...extra })
  /** The table plays every turn (as for bots) until the round is over. */
  const finishRound = () => {
    while (state.match?.phase === 'playing') {
      const match: MatchState = state.match
      ok(TABLE, { type: 'playFor', seat: match.turn!, match, move: legalMoves(match)[0]! })
    }
  }
  return {
    get state() {
      return state
    },
    context,
    step,
    ok,
    refused,
    hello,
    finishRound
  }
}

function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) frozen(inner)
  }
  return value
}

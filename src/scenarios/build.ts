// A scenario (definitions.ts) as the engine plays it: the moves from the seed's deal to the named point,
// and the match they give. Pure engine code (no Node, no DOM): the host's CLI, the test host, e2e helpers
// and renderer tests all build the same match from the same data.
import { Rng, apply, cardCount, legalMoves, newMatch, nextRound } from '../engine'
import type { MatchState, Move } from '../engine'
import { recordRound } from '../engine/match-record'
import type { RecordedRound } from '../engine/match-record'
import type { ScenarioDefinition, StopAt } from './definitions'

/** One step from the deal: a seat's move, or the next round dealt (after a round that did not end the match). */
export type ScenarioStep = { seat: number; move: Move } | { next: true }

export interface BuiltScenario {
  readonly definition: ScenarioDefinition
  /** The data the scenario is, with its seed: every step from the first deal to the named point. */
  readonly steps: readonly ScenarioStep[]
  /** The match at the named point. */
  readonly match: MatchState
  /** The rounds that have ended, as a match record keeps them (a save does not: the table's tape). */
  readonly rounds: readonly RecordedRound[]
}

/** No scenario needs more: a bound, so a seed that never reaches its point fails instead of looping. */
const MAX_STEPS = 5000

/** The simple deterministic player the steps come from: the first legal play the engine lists, else a pass. */
export function simpleMove(state: MatchState): Move {
  const moves = legalMoves(state)
  return moves.find((m) => m.kind !== 'pass') ?? moves[0] ?? { kind: 'pass' }
}

/** The steps of a scenario: its seed's deals played by `simpleMove` until the point it names. */
export function planScenario(definition: ScenarioDefinition): ScenarioStep[] {
  const rng = new Rng(definition.seed)
  let state = firstDeal(definition, rng)
  const steps: ScenarioStep[] = []
  while (steps.length < MAX_STEPS) {
    if (reached(definition.stop, state, steps)) return steps
    if (state.phase === 'matchOver') break
    if (state.phase === 'roundOver') {
      state = unwrap(nextRound(state, rng))
      steps.push({ next: true })
      continue
    }
    const seat = state.turn as number
    const move = simpleMove(state)
    state = unwrap(apply(state, seat, move)).state
    steps.push({ seat, move })
  }
  throw new Error(`Scenario ${definition.name}: seed ${definition.seed} never reaches its point.`)
}

/** Plays `steps` from the seed's deal through the engine (every move checked by its rules). */
export function replayScenario(definition: ScenarioDefinition, steps: readonly ScenarioStep[]): BuiltScenario {
  const rng = new Rng(definition.seed)
  let match = firstDeal(definition, rng)
  const rounds: RecordedRound[] = []
  for (const [i, step] of steps.entries()) {
    const at = `Scenario ${definition.name}, step ${i + 1}`
    if ('next' in step) match = unwrap(nextRound(match, rng), at)
    else {
      match = unwrap(apply(match, step.seat, step.move), at).state
      if (match.phase !== 'playing') rounds.push(recordRound(match))
    }
  }
  if (!reached(definition.stop, match, steps)) throw new Error(`Scenario ${definition.name}: its steps stop short of its point.`)
  return { definition, steps, match, rounds }
}

/** The scenario built: planned, then replayed from its data. */
export function buildScenario(definition: ScenarioDefinition): BuiltScenario {
  return replayScenario(definition, planScenario(definition))
}

function firstDeal(definition: ScenarioDefinition, rng: Rng): MatchState {
  return unwrap(newMatch(definition.seats.length, definition.options, rng), `Scenario ${definition.name}`)
}

/** Whether `state` (after `steps`) is the point `stop` names. */
function reached(stop: StopAt, state: MatchState, steps: readonly ScenarioStep[]): boolean {
  switch (stop.kind) {
    case 'matchOver':
      return state.phase === 'matchOver'
    case 'roundStart':
      return state.phase === 'playing' && state.round === stop.round && state.log.length === 0
    case 'afterMoves':
      return state.round === 1 && state.log.length === stop.moves && steps.length === stop.moves
    case 'onTurn':
      return (
        state.phase === 'playing' &&
        state.round === stop.round &&
        state.turn === stop.seat &&
        cardCount(state.hands[stop.seat] ?? []) === stop.cards
      )
    case 'lastCard':
      return lastCardEnds(state, stop.seat) === (stop.endsMatch ? 'matchOver' : 'roundOver')
  }
}

/** When `seat` leads its one last card now: what that play ends ('roundOver' or 'matchOver'), else null. */
function lastCardEnds(state: MatchState, seat: number): MatchState['phase'] | null {
  if (state.phase !== 'playing' || state.turn !== seat || state.meld !== null) return null
  if (cardCount(state.hands[seat] ?? []) !== 1) return null
  const played = apply(state, seat, simpleMove(state))
  return played.ok ? played.value.state.phase : null
}

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }, at = 'Scenario'): T {
  if (!result.ok) throw new Error(`${at}: ${result.error.message}`)
  return result.value
}

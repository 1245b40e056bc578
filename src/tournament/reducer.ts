// The tournament as a pure step: (state, command, context) → the next state, or a refusal with a code
// and a message and the state unchanged (the input is never changed: each step works on a copy). The
// context brings what must be random: the seating order of stage 1 and of duplicate stages, and each
// duplicate stage's seeds, which the host draws from its cryptographic source. The state is plain data,
// so the host can journal every step (docs/tournament.md › The reducer).
//
// Who may send which command (the director, a player registering, the tables reporting) is the host's
// to check; this checks that the command fits the tournament.
import { MAX_POINTS, ok } from '../engine'
import type { Randomness } from '../engine'
import { distinctName, playerNameProblem, NAME_PROBLEM_TEXT } from '../protocol/display-names'
import type { Stage, StageSeeds, TournamentState } from '../protocol/tournament-data'
import { BOT_LEVELS } from '../protocol/vocabulary'
import type { BotLevel } from '../protocol/vocabulary'
import { isSeed } from './duplicate'
import { refused } from './refusals'
import type { TournamentResult } from './refusals'
import { seatNextStage } from './seating'
import { activeEntrants, phaseOf, seatOf, sizeKey, tableFinished } from './tournament-state'

export type TournamentCommand =
  /** A player joins before stage 1 (the host gives the name they typed). */
  | { type: 'register'; name: string }
  /** The director adds a bot entrant before stage 1. */
  | { type: 'addBot'; level: BotLevel }
  /** The director takes an entrant out: before stage 1 they are gone; later a bot finishes their games. */
  | { type: 'withdraw'; entrant: number }
  /** The director starts stage `stage` (the next one), with bots in the short tables' seats if asked. */
  | { type: 'startStage'; stage: number; fillBots?: BotLevel }
  /** A table finished deal `deal` of stage `stage` (all 1-based): each seat's penalty points on it. */
  | { type: 'reportDeal'; stage: number; table: number; deal: number; penalties: number[] }

export interface TournamentContext {
  /** The seating order of stage 1 and of duplicate stages. */
  random: Randomness
  /** A fresh duplicate seed (SEED_PATTERN) from the host's cryptographic source. */
  newSeed(): string
}

/** The most penalty points a seat can take in one deal: two hands (R2.two) of at most 16 cards. */
export const MAX_DEAL_PENALTY = 2 * 16 * MAX_POINTS

const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v)
const isLevel = (v: unknown): v is BotLevel => (BOT_LEVELS as readonly unknown[]).includes(v)

export function reduce(
  state: TournamentState,
  command: TournamentCommand,
  context: TournamentContext
): TournamentResult<TournamentState> {
  if (typeof command !== 'object' || command === null)
    return refused('bad-command', 'A command is an object.')
  const next = structuredClone(state)
  switch (command.type) {
    case 'register':
      return register(next, command.name)
    case 'addBot':
      return addBot(next, command.level)
    case 'withdraw':
      return withdraw(next, command.entrant)
    case 'startStage':
      return startStage(next, command, context)
    case 'reportDeal':
      return reportDeal(next, command)
    default:
      return refused('bad-command', `No tournament command ${String((command as { type?: unknown }).type)}.`)
  }
}

function canRegister(state: TournamentState): TournamentResult<null> {
  if (phaseOf(state) !== 'registering') return refused('registration-closed', 'Entrants join before stage 1.')
  if (state.entrants.length >= state.settings.maxEntrants) {
    return refused('full', `The tournament takes ${state.settings.maxEntrants} entrants.`)
  }
  return ok(null)
}

function enter(state: TournamentState, name: string, bot?: BotLevel): TournamentResult<TournamentState> {
  const id = state.lastEntrantId + 1
  state.lastEntrantId = id
  state.entrants.push(bot === undefined ? { id, name } : { id, name, bot })
  return ok(state)
}

function register(state: TournamentState, name: unknown): TournamentResult<TournamentState> {
  const open = canRegister(state)
  if (!open.ok) return open
  if (typeof name !== 'string' || name.trim() === '') return refused('bad-name', 'A name is needed.')
  const problem = playerNameProblem(name.trim())
  if (problem !== null) return refused('bad-name', `This name cannot be used: ${NAME_PROBLEM_TEXT[problem]}.`)
  return enter(
    state,
    distinctName(
      name.trim(),
      state.entrants.map((e) => e.name)
    ),
    undefined
  )
}

function addBot(state: TournamentState, level: unknown): TournamentResult<TournamentState> {
  const open = canRegister(state)
  if (!open.ok) return open
  if (!isLevel(level)) return refused('bad-command', `No bot level ${String(level)}.`)
  const taken = new Set(state.entrants.map((e) => e.name))
  let n = 1
  while (taken.has(`Bot ${n}`)) n++
  return enter(state, `Bot ${n}`, level)
}

function withdraw(state: TournamentState, id: unknown): TournamentResult<TournamentState> {
  const index = state.entrants.findIndex((e) => e.id === id)
  const entrant = state.entrants[index]
  if (entrant === undefined) return refused('unknown-entrant', `No entrant ${String(id)}.`)
  if (entrant.withdrawnInStage !== undefined)
    return refused('already-withdrawn', `${entrant.name} has withdrawn.`)
  const phase = phaseOf(state)
  if (phase === 'over') return refused('tournament-over', 'The tournament is over.')
  if (phase === 'registering') {
    state.entrants.splice(index, 1)
    return ok(state)
  }
  entrant.withdrawnInStage = state.stages.length
  const stage = state.stages.at(-1)
  const seat = stage === undefined ? null : seatOf(stage, entrant.id)
  const table = seat === null ? undefined : stage?.tables[seat.table]
  if (seat !== null && table !== undefined && !tableFinished(table, state.settings.dealsPerStage)) {
    table.standIns.push(seat.seat)
  }
  return ok(state)
}

function startStage(
  state: TournamentState,
  command: { stage: unknown; fillBots?: unknown },
  context: TournamentContext
): TournamentResult<TournamentState> {
  const phase = phaseOf(state)
  if (phase === 'over') return refused('tournament-over', 'The tournament is over.')
  if (phase === 'playing')
    return refused('stage-running', `Stage ${state.stages.length} is still being played.`)
  const number = state.stages.length + 1
  if (command.stage !== number) return refused('wrong-stage', `The next stage is stage ${number}.`)
  if (command.fillBots !== undefined && !isLevel(command.fillBots)) {
    return refused('bad-command', `No bot level ${String(command.fillBots)}.`)
  }
  if (activeEntrants(state).length < 2)
    return refused('too-few-players', 'A stage needs two entrants or more.')
  const seats = seatNextStage(state, context.random, command.fillBots ?? null)
  const stage: Stage = { tables: seats.map((s) => ({ seats: s, deals: [], standIns: [] })), seeds: {} }
  if (state.settings.format === 'duplicate') {
    const seeds: StageSeeds = {}
    for (const table of stage.tables) {
      const size = sizeKey(table)
      if (seeds[size] !== undefined) continue
      const seed = context.newSeed()
      if (!isSeed(seed)) return refused('bad-seed', 'A duplicate seed is 32 bytes as 64 hex digits.')
      seeds[size] = seed
    }
    stage.seeds = seeds
  }
  state.stages.push(stage)
  return ok(state)
}

function reportDeal(
  state: TournamentState,
  command: { stage: unknown; table: unknown; deal: unknown; penalties: unknown }
): TournamentResult<TournamentState> {
  const phase = phaseOf(state)
  if (phase === 'over') return refused('tournament-over', 'The tournament is over.')
  if (phase !== 'playing' || command.stage !== state.stages.length) {
    return refused('wrong-stage', `No stage ${String(command.stage)} is being played.`)
  }
  const table = isWhole(command.table) ? state.stages.at(-1)?.tables[command.table - 1] : undefined
  if (table === undefined) return refused('unknown-table', `No table ${String(command.table)} in this stage.`)
  if (tableFinished(table, state.settings.dealsPerStage)) {
    return refused('table-finished', `Table ${String(command.table)} has played every deal of the stage.`)
  }
  if (command.deal !== table.deals.length + 1) {
    return refused('wrong-deal', `Table ${String(command.table)} plays deal ${table.deals.length + 1} next.`)
  }
  const penalties = command.penalties
  if (
    !Array.isArray(penalties) ||
    penalties.length !== table.seats.length ||
    !penalties.every((p) => isWhole(p) && p >= 0 && p <= MAX_DEAL_PENALTY)
  ) {
    return refused(
      'bad-penalties',
      `One whole number of penalty points, 0 or more, for each of ${table.seats.length} seats.`
    )
  }
  table.deals.push([...(penalties as number[])])
  return ok(state)
}

// Runs the executable rules cases (RULES.md, format fivethreefive-rules-cases/1) against the engine.
// Pure: it gets parsed JSON and returns a report; reading files and printing is the CLI's job
// (src/cli/rules-check.ts), so tests can run the same code on every case file.
import type { MatchState, Move, Rank, Result, TableOptions } from './types'
import { copiesFor, deckSizeFor } from './cards'
import { apply } from './apply'
import { scoreMatch } from './match'
import { legalMoves, moveKey } from './moves'
import { handSizeFor, handsPerDeal, resolveOptions } from './options'
import { roundFromHands } from './setup'
import { cloneState } from './state'
import { err } from './result'

export const CASES_FORMAT = 'fivethreefive-rules-cases/1'

export interface CaseDiff {
  field: string
  expected: unknown
  actual: unknown
}

export interface CaseFailure {
  file: string
  caseName: string
  /** 0-based step of a play case, or null for the case as a whole (setup, legalAtStart, deal, match). */
  step: number | null
  diffs: CaseDiff[]
}

export interface CaseFileReport {
  file: string
  passed: number
  failed: number
  failures: CaseFailure[]
  /** Set when the file as a whole is unusable (bad JSON shape, unknown format); no case ran. */
  error: string | null
}

type Json = Record<string, unknown>

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

export function runCaseFile(file: string, data: unknown): CaseFileReport {
  const report: CaseFileReport = { file, passed: 0, failed: 0, failures: [], error: null }
  if (!isObject(data)) {
    report.error = 'not a rules-case file: expected a JSON object with "format" and "cases"'
    return report
  }
  if (data.format !== CASES_FORMAT) {
    report.error = `unknown format ${JSON.stringify(data.format) ?? 'undefined'} (expected "${CASES_FORMAT}")`
    return report
  }
  if (!Array.isArray(data.cases)) {
    report.error = '"cases" must be a list'
    return report
  }
  data.cases.forEach((c: unknown, i: number) => {
    const name = isObject(c) && typeof c.name === 'string' ? c.name : `case #${i + 1}`
    let failure: Omit<CaseFailure, 'file' | 'caseName'> | null
    try {
      failure = runCase(c)
    } catch (e) {
      failure = { step: null, diffs: [{ field: 'exception', expected: 'no exception', actual: String(e) }] }
    }
    if (failure === null) report.passed++
    else {
      report.failed++
      report.failures.push({ file, caseName: name, ...failure })
    }
  })
  return report
}

type Outcome = Omit<CaseFailure, 'file' | 'caseName'> | null

function runCase(c: unknown): Outcome {
  if (!isObject(c)) return whole('case', 'an object', c)
  if (c.kind === 'deal') return runDeal(c)
  if (c.kind === 'match') return runMatch(c)
  if (c.kind === undefined) return runPlay(c)
  return whole('kind', '"deal", "match" or none (a play case)', c.kind)
}

function whole(field: string, expected: unknown, actual: unknown): Outcome {
  return { step: null, diffs: [{ field, expected, actual }] }
}

function compareFields(expect: Json, actual: Json): CaseDiff[] {
  const diffs: CaseDiff[] = []
  for (const [field, expected] of Object.entries(expect)) {
    if (!(field in actual)) diffs.push({ field, expected, actual: '(not a known field)' })
    else if (!deepEqual(expected, actual[field])) diffs.push({ field, expected, actual: actual[field] })
  }
  return diffs
}

/** A case's `options` (any case may carry them; a missing key is its default), or why they are unusable. */
function caseOptions(c: Json): Result<TableOptions> {
  if (c.options !== undefined && !isObject(c.options)) return err('bad-options', 'options must be an object')
  return resolveOptions((c.options ?? {}) as Partial<TableOptions>)
}

/** A refusal as a case's failure line: its code and message. */
const said = (refusal: { code: string; message: string }): string => `${refusal.code}: ${refusal.message}`

function runDeal(c: Json): Outcome {
  const players = c.players
  if (typeof players !== 'number' || !isObject(c.expect)) return whole('case', 'players and expect', c)
  const options = caseOptions(c)
  if (!options.ok) return whole('options', 'valid table options', said(options.error))
  const deckSize = deckSizeFor(players)
  const handSize = handSizeFor(players, options.value)
  const hands = handsPerDeal(players, options.value)
  const actual = {
    copies: copiesFor(players),
    deckSize,
    handSize,
    hands,
    undealt: deckSize - players * hands * handSize
  }
  const diffs = compareFields(c.expect, actual)
  return diffs.length === 0 ? null : { step: null, diffs }
}

function runMatch(c: Json): Outcome {
  const { players, target, rounds, expect } = c
  if (
    typeof players !== 'number' ||
    typeof target !== 'number' ||
    !Array.isArray(rounds) ||
    !isObject(expect)
  ) {
    return whole('case', 'players, target, rounds and expect', c)
  }
  const options = caseOptions(c)
  if (!options.ok) return whole('options', 'valid table options', said(options.error))
  const score = scoreMatch(players, { ...options.value, target }, rounds as number[][])
  const diffs = compareFields(expect, { ...score })
  return diffs.length === 0 ? null : { step: null, diffs }
}

/** Moves as a set: order does not matter, cards ascending. */
function diffMoveSets(field: string, expected: unknown, actual: Move[]): CaseDiff[] {
  if (!Array.isArray(expected)) return [{ field, expected: 'a list of moves', actual: expected }]
  const want = new Set(expected.map((m) => moveKey(m as Move)))
  const have = new Set(actual.map(moveKey))
  const missing = [...want].filter((k) => !have.has(k))
  const extra = [...have].filter((k) => !want.has(k))
  if (missing.length === 0 && extra.length === 0 && want.size === expected.length) return []
  return [{ field, expected: [...want].sort(), actual: { moves: [...have].sort(), missing, extra } }]
}

function runPlay(c: Json): Outcome {
  const { players, hands, leader, steps } = c
  if (
    typeof players !== 'number' ||
    !Array.isArray(hands) ||
    typeof leader !== 'number' ||
    !Array.isArray(steps)
  ) {
    return whole('case', 'players, hands, leader and steps', c)
  }
  const options = caseOptions(c)
  if (!options.ok) return whole('options', 'valid table options', said(options.error))
  const built = roundFromHands(players, hands as Rank[][], leader, options.value)
  if (!built.ok) return whole('setup', 'a valid deal', `${built.error.code}: ${built.error.message}`)
  let state: MatchState = built.value
  if (c.legalAtStart !== undefined) {
    const diffs = diffMoveSets('legalAtStart', c.legalAtStart, legalMoves(state))
    if (diffs.length > 0) return { step: null, diffs }
  }
  for (let i = 0; i < steps.length; i++) {
    const step: unknown = steps[i]
    if (!isObject(step)) return { step: i, diffs: [{ field: 'step', expected: 'an object', actual: step }] }
    const before = cloneState(state)
    const result = apply(state, step.seat as number, step.move)
    if (step.reject === true) {
      if (result.ok) return { step: i, diffs: [{ field: 'reject', expected: 'refused', actual: 'accepted' }] }
      if (!deepEqual(before, state)) {
        return {
          step: i,
          diffs: [{ field: 'state', expected: 'unchanged after a refusal', actual: 'changed' }]
        }
      }
      continue
    }
    if (!result.ok) {
      const actual = `refused (${result.error.code}: ${result.error.message})`
      return { step: i, diffs: [{ field: 'move', expected: 'accepted', actual }] }
    }
    state = result.value.state
    if (!isObject(step.expect)) continue
    const cleared = result.value.events.find((e) => e.type === 'trickCleared')
    const last = state.results[state.results.length - 1]
    const roundOver = state.phase !== 'playing'
    const { legal, ...rest } = step.expect
    const actual: Json = {
      meld: state.meld?.cards ?? [],
      turn: state.turn,
      passed: state.passed.flatMap((p, s) => (p ? [s] : [])),
      roundOver,
      trickWinner: cleared?.type === 'trickCleared' ? cleared.seat : null,
      penalties: roundOver && last ? last.penalties : null
    }
    const diffs = compareFields(rest, actual)
    if (legal !== undefined) diffs.push(...diffMoveSets('legal', legal, legalMoves(state)))
    if (diffs.length > 0) return { step: i, diffs }
  }
  return null
}

/** Structural equality of JSON-like values (arrays, plain objects, primitives). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((x, i) => deepEqual(x, b[i]))
  }
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a)
    const kb = Object.keys(b)
    return ka.length === kb.length && ka.every((k) => k in b && deepEqual(a[k], b[k]))
  }
  return false
}

// The engine's public API: pure rules (RULES.md) with no Node, DOM or Electron imports.
export * from './types'
export {
  MIN_SEATS,
  MAX_SEATS,
  RANK_SLOTS,
  EIGHT,
  isEight,
  isRank,
  isPlayerCount,
  weatherOf,
  copiesFor,
  deckFor,
  deckSizeFor,
  emptyCounts,
  countsFromRanks,
  ranksFromCounts,
  cardCount,
  pointsOf,
  addCounts,
  subtractCounts,
  sameCounts
} from './cards'
export {
  DEFAULT_POINTS,
  DEFAULT_OPTIONS,
  handSizeFor,
  handsPerDeal,
  fixedRounds,
  resolveOptions,
  optionsForTable,
  MAX_POINTS
} from './options'
export { CHOICE_OPTIONS, FIXED_DEALS, TARGET, choiceOptionNames, choicesOf, defaultChoices } from './option-list'
export type { ChoiceOption, ChoiceOptionName, ChoiceOptions } from './option-list'
export { nextRandom, normalizeSeed, randomnessFrom, shuffle, Rng } from './rng'
export type { Randomness } from './rng'
export { classifyMeld, isStronger, strengthOf, addToMeld, containsEight, meldAfter } from './melds'
export {
  MAX_PLAY,
  parseMove,
  checkMove,
  biggerPlayOverwrites,
  movesFor,
  legalMoves,
  legalMovesForView,
  moveKey
} from './moves'
export type { CheckedMove } from './moves'
export { clearAfterPlay, clearsTrick, goesOut, onlySeatLeft, nextSeat, moveEnding, FULL_RUN } from './trick'
export type { MoveEnding } from './trick'
export { splitTricks } from './trick-log'
export type { LoggedTrick, RoundLog, TrickEntry } from './trick-log'
export { MOVE_REASONS } from './move-reasons'
export { CARD_REFUSALS, cardRefusal } from './card-refusal'
export type { CardRefusal } from './card-refusal'
export type { MoveReason } from './move-reasons'
export { planHand } from './plan'
export type { Plan } from './plan'
export { scoreMatch } from './match'
export { endMatchNow, endedEarly } from './early-end'
export type { MatchScore } from './match'
export { deal, pickFirstLeader } from './deal'
export type { Deal } from './deal'
export { newMatch, roundFromHands, nextRound, rematch } from './setup'
export { apply, applyOrThrow } from './apply'
export { viewFor, spectatorView, viewsAt } from './view'
export { replayRound } from './replay'
export { INVARIANT_CODES, checkInvariants } from './invariants'
export type { InvariantBreach, InvariantCode } from './invariants'
export { cloneState } from './state'
export { ok, err } from './result'
export { FastRound } from './fast'
export type { FastPosition } from './fast'
export {
  HAND_STRIDE,
  MAX_MOVES,
  PASS as MOVE_PASS,
  LEAD as MOVE_LEAD,
  OVERWRITE as MOVE_OVERWRITE,
  ADD as MOVE_ADD,
  SHAPE_RUN,
  MELD_NONE,
  biggerCode,
  meldTypeCode,
  encodeMove,
  decodeMove,
  moveKindOf,
  moveShapeOf,
  moveSizeOf,
  moveLowOf,
  holdsEight,
  emptiesHand,
  generateMoves
} from './movegen'
export { CASES_FORMAT, runCaseFile, deepEqual } from './cases'
export type { CaseDiff, CaseFailure, CaseFileReport } from './cases'

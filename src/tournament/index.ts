// Tournament night (issue 52), the pure part: balancing, seating, duplicate deals and scores, standings,
// the tournament's reducer and the secrecy rules across tables. No I/O: the host journals the state,
// draws the randomness and the seeds, runs the tables and asks these what to do. docs/tournament.md
// states every rule and why.
export { balanceTables, tableCount, MIN_BALANCED } from './balance'
export type { TablePlan } from './balance'
export { metPairs, randomOrder, repeatedPairs, seatInOrder } from './swiss'
export type { MetPairs } from './swiss'
export { seatingOrder, seatNextStage } from './seating'
export { dealDuplicate, isSeed } from './duplicate'
export { matchesPerStage, stageTableOptions } from './stage-options'
export { dealStream } from './deal-stream'
export { duplicateStageScores, handScores } from './duplicate-score'
export { podium, roundScore, standings, swissStagePoints } from './standings'
export { seatNames } from './seat-names'
export type { StandingRow, Standings } from './standings'
export {
  activeEntrants,
  finishedStages,
  newTournament,
  phaseOf,
  seatOf,
  sizeKey,
  stageFinished,
  tableFinished
} from './tournament-state'
export type {
  Entrant,
  SeatHolder,
  Stage,
  StageSeeds,
  StageTable,
  TournamentPhase,
  TournamentSettings,
  TournamentState
} from './tournament-state'
export { MAX_DEAL_PENALTY, reduce } from './reducer'
export type { TournamentCommand, TournamentContext } from './reducer'
export { TOURNAMENT_REFUSALS } from './refusals'
export type { TournamentRefusal, TournamentRefusalCode, TournamentResult } from './refusals'
export { forOutsiders, mayWatchTable, maySeeDeal, withoutSeeds } from './duplicate-secrecy'
export type { DealRef, TournamentMember } from './duplicate-secrecy'
export {
  CSV_BOM,
  csvText,
  exportFileName,
  recordsCsv,
  recordsDocument,
  standingsCsv,
  standingsDocument
} from './export'
export type { ExportedStage, RecordsDocument, StandingsDocument } from './export'

// What the review's page and its analysis worker say to each other (issue 26). Types only.
import type { Decision, SeatAnalysis } from '../../../protocol/seat-analysis'

/** Page → worker: analyse the decisions of one seat. */
export interface AnalysisRequest {
  decisions: Decision[]
  seat: number
  /** Playouts per search; the analysis's default when absent. */
  iterations?: number
}

/** Worker → page: the share of decisions judged so far, the analysis, or why it failed. */
export type AnalysisReply =
  | { type: 'progress'; share: number }
  | { type: 'done'; analysis: SeatAnalysis }
  | { type: 'failed'; message: string }

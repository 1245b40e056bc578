// Bots: pure policies that see only what a seat may know (RULES.md R9). No Node, DOM or Electron here;
// the host runs them in worker threads (src/server/bots).
export { botInput, VIEW_FIELDS_READ } from './input'
export type { BotInput, BotInputFields } from './input'
export { easyMove } from './easy'
export { mediumMove } from './medium'
export { hardMove, hardSearch, DEFAULT_HARD_BUDGET_MS, HARD_TUNING } from './hard'
export type { HardOptions, SearchStats } from './hard'
export { POLICIES, chooseBotMove, decide, decideWithReason } from './policy'
export { explainMove } from './reasons'
export type { BotLevel, Policy, PolicyOptions } from './policy'
export { unseenCounts, answersTo } from './cards'

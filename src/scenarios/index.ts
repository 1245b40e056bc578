// Named scenarios (issue 50, "Start anywhere"): a table opened at a point of a match, for tests and
// development only (see src/cli/host/args.ts for how the CLI keeps them out of a normal start).
export { SCENARIOS, SCENARIO_NAMES, findScenario } from './definitions'
export type { ScenarioDefinition, ScenarioName, ScenarioSeat, StopAt } from './definitions'
export { buildScenario, planScenario, replayScenario, simpleMove } from './build'
export type { BuiltScenario, ScenarioStep } from './build'

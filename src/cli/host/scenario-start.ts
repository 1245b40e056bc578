// `--scenario NAME` (tests and development only; args.ts says how it is kept out of a normal start): the
// scenario's table written as an autosave into the data folder, then opened through the host's resume
// path, so it is loaded and checked exactly as a save from disk is. Its seat tokens are printed, since a
// test or a developer has to sit down at a match that is already running.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { HostOptions, HostServer } from '../../server/host-server'
import { savePath, tablesFolder } from '../../server/persistence/file-storage'
import { cryptoRandom } from '../../server/random-source'
import { scenarioTable } from '../../scenarios/table-save'
import type { ScenarioSeatKey, ScenarioTable } from '../../scenarios/table-save'
import { SCENARIO_SEAT_PREFIX, SCENARIO_SIT_PREFIX } from './args'
import type { HostCliArgs } from './args'

export interface ScenarioStart {
  readonly table: ScenarioTable
  /** The host options that open it: resume its save, with the rounds before it. */
  readonly options: HostOptions
}

/**
 * Writes the scenario's save into `--data` (a fresh temporary folder without it: a developer's own tables
 * are left alone, and `--resume` never picks a scenario up by accident) and returns how to open it.
 */
export function startScenario(name: string, args: HostCliArgs, base: HostOptions): ScenarioStart {
  const table = scenarioTable(name, {
    random: cryptoRandom(),
    name: args.name,
    pin: args.pin,
    turnSeconds: args.turnSeconds,
    botLevel: args.botLevel
  })
  const dataDir = args.dataDir ?? mkdtempSync(join(tmpdir(), 'fivethreefive-scenario-'))
  mkdirSync(tablesFolder(dataDir), { recursive: true })
  const path = savePath(dataDir, table.save.tableId)
  writeFileSync(path, JSON.stringify(table.save))
  const seats = table.save.seats
  const humans = seats.filter((seat) => seat.kind === 'human').length
  return {
    table,
    options: {
      ...base,
      dataDir,
      resume: path,
      resumeRounds: [...table.rounds],
      // As for a new table: one person with bots is a solo game, where a move may be taken back.
      allowUndo: humans === 1 && seats.length > 1
    }
  }
}

/** What the CLI prints about a scenario table, after its banner. */
export function scenarioLines(start: ScenarioStart, host: HostServer): string[] {
  const { definition } = start.table.built
  const address = new URL(host.urls.local).host
  return [
    `Scenario ${definition.name} (tests and development only: every hand follows from a published seed): ${definition.description}.`,
    ...start.table.seats.map((seat) => seatLine(seat)),
    `${SCENARIO_SIT_PREFIX}open ${host.urls.local} once, then in its console run sessionStorage.setItem('535.seat.${address}', '<the seat's JSON>') and reload.`
  ]
}

function seatLine(seat: ScenarioSeatKey): string {
  return `${SCENARIO_SEAT_PREFIX}${seat.seat + 1} ${seat.name}: ${JSON.stringify(seat)}`
}

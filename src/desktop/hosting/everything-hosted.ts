// What closing the window or quitting waits for: the table this app runs and its tournament, as one.
// Both close before the app goes (final saves, every client told), and a match being played at either
// is worth the closing question (../closing-question.ts), which then names what it interrupts.
import type { RunningTableState } from '../closing-question'
import type { TableHosting } from './table-hosting'
import type { TournamentHosting } from './tournament-hosting'

export type EverythingHosted = RunningTableState & { stop(): Promise<boolean> }

export function everythingHosted(
  table: Pick<TableHosting, 'running' | 'matchInProgress' | 'stop'>,
  tournament: Pick<TournamentHosting, 'running' | 'stagePlaying' | 'stop'>
): EverythingHosted {
  const tournamentAsTable = () => {
    const running = tournament.running()
    return running === null ? undefined : { kind: 'hosted' as const, name: running.name }
  }
  return {
    running() {
      // The one whose match closing would interrupt; else whichever runs.
      if (table.matchInProgress()) return table.running()
      if (tournament.stagePlaying()) return tournamentAsTable()
      return table.running() ?? tournamentAsTable()
    },
    matchInProgress: () => table.matchInProgress() || tournament.stagePlaying(),
    async stop() {
      const [tableStopped, tournamentStopped] = await Promise.all([table.stop(), tournament.stop()])
      return tableStopped || tournamentStopped
    }
  }
}

// The steps every table takes, solo or LAN alike (the way, ./table-ways.ts, says how they differ):
// start a new one, offer the newest unfinished save, resume it, or discard it. Starting or resuming
// closes the running table first.
import type { SoloTable } from '../../ipc/contract'
import type { HostOptions } from '../../server/host-server'
import { HostingError } from './hosting-error'
import { CLOSE_REASON } from './running-table'
import type { RunningTableSlot } from './running-table'
import { openOwnTable } from './table-opening'
import type { OpeningDeps } from './table-opening'
import type { TableWay } from './table-ways'

/** What a new table is: its name, seats, bots, rules, PIN and the port asked for. */
export type NewTable = Omit<HostOptions, keyof TableWay['listen'] | 'resume'>

export function createTableSteps(table: RunningTableSlot, deps: OpeningDeps) {
  /** The newest unfinished save of the way's kind, unless it belongs to the table running now. */
  async function newestSave(way: TableWay) {
    const save = await way.saves.latest()
    return save && save.path !== table.savePath() ? save : undefined
  }

  async function start<T extends SoloTable>(way: TableWay<T>, options: NewTable, anyPortIfTaken: boolean) {
    await table.stop(CLOSE_REASON)
    if (way.newReplacesSaved) await way.saves.discardAll()
    const opened = await openOwnTable(
      { ...options, ...way.listen },
      { advertise: way.advertise, anyPortIfTaken },
      deps
    )
    const described = way.describe(opened)
    table.activate(way, opened, described, null)
    return described
  }

  async function resume<T extends SoloTable, R>(way: TableWay<T, R>): Promise<R> {
    const save = await newestSave(way)
    if (!save) throw new HostingError('nothing-to-resume', way.nothingToResume)
    await table.stop(CLOSE_REASON)
    const memo = await way.memos?.read()
    const known = memo?.savePath === save.path ? memo : undefined
    // Any free port when another program took the old one meanwhile.
    const opened = await openOwnTable(
      { ...way.listen, port: known?.port ?? way.resumePort, resume: save.path },
      { advertise: way.advertise, anyPortIfTaken: true },
      deps
    )
    const seats = opened.server.summary().seats
    const wanted = way.seatBack(seats, known)
    const seatToken = wanted === null ? null : (seats[wanted]?.token ?? null)
    const seat = seatToken === null ? null : wanted
    const described = way.describe(opened)
    let resumed: R
    try {
      resumed = way.resumed(described, seat, seatToken)
    } catch (error) {
      await opened.close(CLOSE_REASON)
      throw error
    }
    table.activate(way, opened, described, seat)
    return resumed
  }

  return {
    start,
    resume,
    offered: async (way: TableWay) => (await newestSave(way))?.summary ?? null,
    async discardOffered(way: TableWay): Promise<boolean> {
      const save = await newestSave(way)
      if (!save) return false
      await way.saves.discard(save.path)
      return true
    }
  }
}

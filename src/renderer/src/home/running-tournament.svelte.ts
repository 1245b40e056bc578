// The tournament this app runs (issue 52), for the Tournament panel: one at a time, so while one runs the
// panel offers the way back to its page (with the director's controls) and stopping it instead of a form.
// Main is asked when the panel opens, and again when opening one failed (another page may have opened one).
import type { RunningTournament } from '../../../ipc/contract'
import { call, desktop } from '../bridge/desktop'
import { app } from '../state/app.svelte'
import { DesktopRequest } from './desktop-request.svelte'

export class RunningTournamentOffer {
  /** the running tournament; null when none runs (or no desktop bridge) */
  tournament = $state.raw<RunningTournament>(null)
  /** main has answered (or there is no bridge to ask): until then the panel shows neither form nor card */
  known = $state(false)
  /** stopping it: busy while main closes it, its failure to show */
  readonly stopping = new DesktopRequest()
  /** Settles once main has said whether one runs. */
  loaded: Promise<void>

  constructor() {
    this.loaded = this.refresh()
  }

  async refresh(): Promise<void> {
    const api = desktop()
    const result = api ? await call(() => api.getRunningTournament()) : null
    if (result?.ok) this.tournament = result.value
    this.known = true
  }

  /** Its page, as its director. */
  open(): void {
    const running = this.tournament
    if (running) app.openTournament(running.address, running.directorKey)
  }

  async stop(): Promise<void> {
    const stopped = await this.stopping.send((api) => api.stopTournament())
    if (stopped) this.tournament = null
  }
}

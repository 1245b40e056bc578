// The tournament on the LAN (issue 52): what its mDNS record says (its name, format, stage n of m, and
// whether registration is open or it is running or finished), kept current as the evening moves on.
// Only the tournament's own port is advertised: its tables are ordinary tables that nobody should pick
// out of the LAN list one by one, so they are reached through the tournament (yourSeat, watch).
import { createHash } from 'node:crypto'
import { basename, resolve } from 'node:path'
import type { TournamentListing } from '../../protocol/tournament-txt'
import { phaseOf } from '../../tournament'
import type { TournamentState } from '../../tournament'
import type { AdvertisableHost, AdvertisedTournament } from '../discovery/advertiser'
import type { TournamentHost } from './tournament-host'

/** The LAN list's facts of a tournament. Open: no stage has started (phaseOf's `registering`), so
 *  registration takes names; the stage is the one being played or last played, 1 before any. */
export function tournamentListing(state: TournamentState): TournamentListing {
  const phase = phaseOf(state)
  return {
    name: state.settings.name,
    format: state.settings.format,
    stage: Math.max(1, state.stages.length),
    stages: state.settings.stages,
    status: phase === 'registering' ? 'open' : phase === 'over' ? 'finished' : 'running'
  }
}

const FOLDER_ID = /^[A-Za-z0-9_-]{8,64}$/

/** The id that names the record: the tournament's folder (`tournaments/<id>/`), so a resumed host
 *  is the same entry in every list; a folder named otherwise, a digest of its path. */
export function tournamentAdId(folder: string): string {
  const name = basename(folder)
  if (FOLDER_ID.test(name)) return name
  return createHash('sha256').update(resolve(folder)).digest('hex').slice(0, 16)
}

/** The host as the advertiser follows it: every change of the tournament may change its record (the
 *  advertiser announces only when the TXT differs). */
export function advertisedTournament(
  host: Pick<TournamentHost, 'state' | 'onChange'>,
  id: string,
  port: number
): AdvertisableHost<AdvertisedTournament> {
  const info = (): AdvertisedTournament => ({ id, port, ...tournamentListing(host.state) })
  return {
    info,
    onInfoChange: (listener) => host.onChange(() => listener(info()))
  }
}

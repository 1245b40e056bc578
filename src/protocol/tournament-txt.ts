// What a tournament says about itself over mDNS (issue 52): its own port is advertised under the tables'
// service type with `kind=tournament`, so every app that lists tables finds it, and its tables are not
// advertised at all (players reach them through the tournament). Pure, like ./discovery.ts.
// The values come from anyone on the LAN: a tournament record with a value this app cannot read is
// refused whole (a code and a message), never shown half-read or as a table.
import { ok, refuse } from '../engine/result'
import type { Refusal, Result } from '../engine/result'
import { TXT_KEYS, txtName, txtValue } from './txt-values'
import { MAX_STAGES, PROTOCOL_VERSION, TOURNAMENT_AD_STATUSES, TOURNAMENT_FORMATS } from './vocabulary'
import type { TournamentAdStatus, TournamentFormat } from './vocabulary'

/** The TXT `kind` of a tournament's record (a table's has none). */
export const TOURNAMENT_KIND = 'tournament'

/** What the LAN list shows of a tournament. */
export interface TournamentListing {
  name: string
  format: TournamentFormat
  /** The stage being played, or the last one played; 1 while registration is open. */
  stage: number
  stages: number
  status: TournamentAdStatus
}

/** The public facts about a tournament (no entrants, no keys), and the id that names its record. */
export interface TournamentAd extends TournamentListing {
  id: string
}

export type TournamentTxtProblem = 'bad-name' | 'bad-format' | 'bad-stage' | 'bad-status'

/** `n/m`: one or two digits each, no leading zero. */
const STAGE_PATTERN = /^([1-9]\d?)\/([1-9]\d?)$/

export function encodeTournamentTxt(
  ad: TournamentAd,
  protocol: number = PROTOCOL_VERSION
): Record<string, string> {
  return {
    [TXT_KEYS.protocol]: String(protocol),
    [TXT_KEYS.id]: ad.id,
    [TXT_KEYS.name]: txtName(ad.name) ?? '',
    [TXT_KEYS.kind]: TOURNAMENT_KIND,
    [TXT_KEYS.format]: ad.format,
    [TXT_KEYS.stage]: `${ad.stage}/${ad.stages}`,
    [TXT_KEYS.status]: ad.status
  }
}

/** Untrusted TXT key/values of a `kind=tournament` record → what the LAN list shows, or why not. */
export function decodeTournamentTxt(
  txt: Readonly<Record<string, string>>
): Result<TournamentListing, Refusal<TournamentTxtProblem>> {
  const name = txtName(txtValue(txt, TXT_KEYS.name) ?? '')
  if (name === null) return refuse('bad-name', 'A tournament must say its name.')
  const format = oneOf(TOURNAMENT_FORMATS, txtValue(txt, TXT_KEYS.format))
  if (format === null)
    return refuse('bad-format', `The format is not one of ${TOURNAMENT_FORMATS.join(', ')}.`)
  const status = oneOf(TOURNAMENT_AD_STATUSES, txtValue(txt, TXT_KEYS.status))
  if (status === null)
    return refuse('bad-status', `The status is not one of ${TOURNAMENT_AD_STATUSES.join(', ')}.`)
  const stage = STAGE_PATTERN.exec(txtValue(txt, TXT_KEYS.stage) ?? '')
  const [n, m] = stage === null ? [0, 0] : [Number(stage[1]), Number(stage[2])]
  if (n < 1 || n > m || m > MAX_STAGES)
    return refuse('bad-stage', `The stage must be n/m with 1 ≤ n ≤ m ≤ ${MAX_STAGES}.`)
  // Open means no stage has started, so the next is the first; finished means the last was played.
  if ((status === 'open' && n !== 1) || (status === 'finished' && n !== m))
    return refuse('bad-stage', `A tournament that is ${status} cannot be at stage ${n} of ${m}.`)
  return ok({ name, format, stage: n, stages: m, status })
}

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | null {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : null
}

// Issue 51: a move the turn timer made for a player whose time ran out says so in the log ("Time ran out
// — Anna passes"). The table names those moves by their place in the round's log (TableInfo.timedOut);
// the log panel shows the log cut into tricks, so each entry's place is its trick's start plus its own.
import type { LoggedTrick, TrickEntry } from '../../../engine'
import { t } from '../i18n'
import { describeMove } from './describe'

/** Where each trick's first move stands in the round's log. */
export function trickStarts(tricks: readonly LoggedTrick[]): number[] {
  const starts: number[] = []
  let at = 0
  for (const trick of tricks) {
    starts.push(at)
    at += trick.entries.length
  }
  return starts
}

/** The log's line for an entry at `place` in the round's log: marked when the turn timer made the move. */
export function logLine(names: readonly string[], entry: TrickEntry, place: number, timedOut: readonly number[]): string {
  const said = describeMove(names, entry, entry.meld)
  return timedOut.includes(place) ? t('hostControls.timedOut', { line: said }) : said
}

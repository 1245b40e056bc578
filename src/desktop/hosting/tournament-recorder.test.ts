// What the history keeps of a finished tournament (issue 52, "After"), from a state played with made-up
// penalties: the podium with a shared step, the standings, each game from its record; and when the
// recorder hands it over (once, after the table's step that ended it).
import { describe, expect, it } from 'vitest'
import type { MatchRecord } from '../../protocol/match-record'
import { playedMatch, recordOf } from '../../../test-support/engine/recorded-match'
import { finishStage, registered, run, seededContext } from '../../../test-support/tournament/tournaments'
import type { PenaltyOf } from '../../../test-support/tournament/tournaments'
import type { TournamentState } from '../../tournament'
import type { TournamentChange } from '../../server/tournament/tournament-host'
import type { FinishedTournament } from '../storage/tournament-history-store'
import { finishedTournament, recordTournament } from './tournament-recorder'

/** Ann (1) and Bea (2) take nothing, Cy (3) and the bot (4) their ids: Ann and Bea share the top step. */
const annAndBeaTie: PenaltyOf = (table, seat, _deal, state) => {
  const holder = state.stages.at(-1)?.tables[table]?.seats[seat]
  return holder?.kind === 'entrant' && holder.id > 2 ? holder.id : 0
}

function swissEvening() {
  const context = seededContext(3)
  const open = registered(
    { format: 'swiss', stages: 1, dealsPerStage: 2 },
    ['Ann', 'Bea', 'Cy', 'Bot'],
    context
  )
  const playing = run(open, context, { type: 'startStage', stage: 1 })
  return { playing, over: finishStage(playing, context, annAndBeaTie) }
}

const records: MatchRecord[] = [recordOf(playedMatch(4, {}, 5))]

describe('a finished tournament for the history', () => {
  it('keeps the podium with its shared step, the standings and every game', () => {
    const finished = finishedTournament(swissEvening().over, records)
    const ann = { name: 'Ann', bot: false }
    const bea = { name: 'Bea', bot: false }
    const cy = { name: 'Cy', bot: false }
    const bot = { name: 'Bot 1', bot: true, level: 'medium' }
    expect(finished).toEqual({
      name: 'Friday night',
      format: 'swiss',
      stages: 1,
      dealsPerStage: 2,
      players: 4,
      // 1, 1, 3: nobody is second
      podium: [
        { rank: 1, players: [ann, bea] },
        { rank: 3, players: [cy] }
      ],
      // Swiss match points at a table of four: ½ against the other of the pair, 1 against each below, ÷ 3.
      standings: [
        { ...ann, rank: 1, total: 0.833333, withdrawn: false },
        { ...bea, rank: 1, total: 0.833333, withdrawn: false },
        { ...cy, rank: 3, total: 0.333333, withdrawn: false },
        { ...bot, rank: 4, total: 0, withdrawn: false }
      ],
      games: [
        {
          tableName: '',
          players: records[0]?.seats.map((s, i) => ({ ...s, points: records[0]?.totals[i] }))
        }
      ],
      records
    })
  })
})

/** A host whose state the test changes, telling its listeners as the real one does. */
function fakeHost(state: TournamentState) {
  const listeners = new Set<(change: TournamentChange) => void>()
  const held: MatchRecord[] = []
  return {
    state,
    held,
    recordsFor: () => [...held],
    onChange(listener: (change: TournamentChange) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    change(next: TournamentState) {
      this.state = next
      for (const l of listeners) l({ stageStarted: false })
    }
  }
}

describe('the recorder', () => {
  it('hands the tournament over once it is over, with the record its last table gives after', async () => {
    const { playing, over } = swissEvening()
    const host = fakeHost(playing)
    const kept: FinishedTournament[] = []
    recordTournament(host, (t) => kept.push(t))
    host.change(playing)
    await Promise.resolve()
    expect(kept).toEqual([])
    // The last deal's report, then (in the same step) the match's record.
    host.change(over)
    host.held.push(...records)
    await Promise.resolve()
    expect(kept).toHaveLength(1)
    expect(kept[0]?.records).toEqual(records)
    expect(kept[0]?.games).toHaveLength(1)
    // Anything after the end is not a second entry.
    host.change(over)
    await Promise.resolve()
    expect(kept).toHaveLength(1)
  })

  it('keeps nothing once told to stop following (the app stopped the tournament before its end)', async () => {
    const { playing, over } = swissEvening()
    const host = fakeHost(playing)
    const kept: FinishedTournament[] = []
    const stop = recordTournament(host, (t) => kept.push(t))
    host.change(playing)
    stop()
    host.change(over)
    await Promise.resolve()
    expect(kept).toEqual([])
  })
})

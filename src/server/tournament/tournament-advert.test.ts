// What a tournament's mDNS record says as the evening moves on (issue 52), and the id that names it.
import { describe, expect, it } from 'vitest'
import { decodeTournamentTxt, encodeTournamentTxt } from '../../protocol/tournament-txt'
import type { TournamentState } from '../../tournament'
import {
  finishStage,
  players,
  registered,
  run,
  seededContext
} from '../../../test-support/tournament/tournaments'
import { advertisedTournament, tournamentAdId, tournamentListing } from './tournament-advert'
import type { TournamentChange } from './tournament-host'

describe('tournamentListing', () => {
  it('open before stage 1, then running stage by stage, finished after the last', () => {
    const context = seededContext()
    const seen: string[] = []
    const say = (s: TournamentState) => {
      const { stage, stages, status } = tournamentListing(s)
      seen.push(`${stage}/${stages} ${status}`)
      // Every state of the evening makes a record that reads back.
      const txt = encodeTournamentTxt({ id: 'trn12345', ...tournamentListing(s) })
      expect(decodeTournamentTxt(txt)).toEqual({ ok: true, value: tournamentListing(s) })
    }
    let state = registered({ name: 'Friday', format: 'swiss', stages: 2 }, players(6), context)
    say(state)
    state = run(state, context, { type: 'startStage', stage: 1 })
    say(state)
    state = finishStage(state, context)
    say(state) // between the stages: still running
    state = run(state, context, { type: 'startStage', stage: 2 })
    say(state)
    state = finishStage(state, context)
    say(state)
    expect(seen).toEqual(['1/2 open', '1/2 running', '1/2 running', '2/2 running', '2/2 finished'])
    expect(tournamentListing(state)).toMatchObject({ name: 'Friday', format: 'swiss' })
  })
})

describe('tournamentAdId', () => {
  it("is the tournament's folder name, which a resumed host keeps", () => {
    expect(tournamentAdId('/data/tournaments/a1b2c3d4e5f6')).toBe('a1b2c3d4e5f6')
    expect(tournamentAdId('/data/tournaments/a1b2c3d4e5f6/')).toBe('a1b2c3d4e5f6')
  })

  it('is a digest of the path for a folder named otherwise, the same each time', () => {
    const id = tournamentAdId('/tmp/my tournament!')
    expect(id).toMatch(/^[0-9a-f]{16}$/)
    expect(tournamentAdId('/tmp/my tournament!')).toBe(id)
    expect(tournamentAdId('/tmp/other tournament!')).not.toBe(id)
  })
})

describe('advertisedTournament', () => {
  it("follows the host's changes with its id and port", () => {
    const context = seededContext()
    let state = registered({ name: 'Friday', stages: 3 }, players(4), context)
    const listeners = new Set<(change: TournamentChange) => void>()
    const host = {
      get state() {
        return state
      },
      onChange(listener: (change: TournamentChange) => void) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      }
    }
    const followed = advertisedTournament(host, 'trn12345', 5359)
    expect(followed.info()).toEqual({
      id: 'trn12345',
      port: 5359,
      name: 'Friday',
      format: 'swiss',
      stage: 1,
      stages: 3,
      status: 'open'
    })
    const infos: unknown[] = []
    const stop = followed.onInfoChange((info) => infos.push(info)) as () => void
    state = run(state, context, { type: 'startStage', stage: 1 })
    for (const listener of listeners) listener({ stageStarted: true })
    expect(infos).toEqual([expect.objectContaining({ stage: 1, status: 'running', port: 5359 })])
    stop()
    expect(listeners.size).toBe(0)
  })
})

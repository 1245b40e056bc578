// Test fixtures: seat views and table infos with sensible defaults (used by the renderer's unit tests).
import { DEFAULT_OPTIONS, DEFAULT_POINTS } from '../../src/engine'
import type { Meld, Rank, SeatView } from '../../src/engine/types'
import type { SeatInfo, TableInfo } from '../../src/protocol/messages'

export function makeView(
  over: Partial<SeatView> & { hand?: Rank[] | null; meld?: Meld | null } = {}
): SeatView {
  const players = over.players ?? 4
  return {
    players,
    options: { ...DEFAULT_OPTIONS, points: [...DEFAULT_POINTS] },
    seat: 0,
    round: 1,
    roundLeader: 0,
    phase: 'playing',
    hand: [1, 2, 3, 4, 5, 7, 8, 12, 12],
    handCounts: new Array<number>(players).fill(12),
    copies: players >= 5 ? 5 : 4,
    undealtCount: 4,
    reserveCount: 0,
    retired: new Array<number>(16).fill(0),
    cleared: new Array<number>(16).fill(0),
    meld: null,
    lastPlayer: null,
    playsInTrick: 0,
    passed: new Array<boolean>(players).fill(false),
    turn: 0,
    totals: new Array<number>(players).fill(0),
    results: [],
    winners: [],
    log: [],
    ...over
  }
}

/** A seat nobody sits in (a lobby's open seat). */
export function openSeat(seat: number): SeatInfo {
  return { seat, kind: 'empty', name: '', level: null, connected: false, away: false, ready: false, graceEndsAt: null }
}

export function makeTable(over: Partial<TableInfo> = {}, seats = 4): TableInfo {
  const seatInfos: SeatInfo[] = Array.from({ length: seats }, (_, seat) => ({
    seat,
    kind: seat === 0 ? 'human' : 'bot',
    name: seat === 0 ? 'Ada' : `Bot ${seat + 1}`,
    level: seat === 0 ? null : 'medium',
    connected: true,
    away: false,
    ready: false,
    graceEndsAt: null
  }))
  return {
    id: 'table-1',
    name: 'Test table',
    status: 'playing',
    seats: seatInfos,
    spectators: 0,
    pinRequired: false,
    watchWithoutPin: true,
    turnSeconds: 0,
    startsWhenFull: false,
    graceSeconds: 60,
    target: 20,
    twoPlayerGame: DEFAULT_OPTIONS.twoPlayerGame,
    threePlayerHand: DEFAULT_OPTIONS.threePlayerHand,
    overwrite: DEFAULT_OPTIONS.overwrite,
    firstLeader: 'random',
    ...over
  }
}

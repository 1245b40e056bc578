// Issue 52: one device's link to a tournament (protocol/tournament-messages.ts). It says hello as what the
// device is — a returning entrant (the token this browser kept), a new one (the name just typed), the
// director (the key from the director's link) or only a follower (a TV, a latecomer) — keeps the latest
// frame, and hands each `yourSeat` to its owner so the device can follow its player to the new table.
// A tournament with a PIN (`frame.pinRequired`) takes it in the registering hello only: the PIN is kept
// until that hello is answered, never stored.
// Reconnects with the table client's backoff; a token the tournament no longer knows is forgotten.
import { backoffDelay, defaultDeps } from '../net/client'
import type { ClientDeps, ConnectionStatus, SocketLike } from '../net/client'
import { forgetEntrant, loadEntrant, saveEntrant } from '../net/storage'
import type {
  TableAddress,
  TournamentClientMessage,
  TournamentFrame,
  TournamentServerMessage
} from '../../../protocol/tournament-messages'
import { PROTOCOL_VERSION, TOURNAMENT_WS_PATH } from '../../../protocol/vocabulary'
import type { BotLevel } from '../../../protocol/vocabulary'
import type { MatchRecord } from '../../../protocol/match-record'

/** What a device is told when a stage seats its player. */
export interface YourSeat extends TableAddress {
  seat: number
  token: string
}

export interface TournamentError {
  code: string
  message: string
  /** When it came, so the same refusal twice is shown twice. */
  at: number
}

const OPEN = 1
const SERVER_TYPES = new Set([
  'tournamentWelcome',
  'tournament',
  'yourSeat',
  'watchTable',
  'tournamentError',
  'tournamentRecords'
])

/** A frame from the channel, or null when it is not one of its messages (ignored). */
export function parseTournamentFrame(data: unknown): TournamentServerMessage | null {
  if (typeof data !== 'string') return null
  try {
    const value: unknown = JSON.parse(data)
    const type = typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : null
    return typeof type === 'string' && SERVER_TYPES.has(type) ? (value as TournamentServerMessage) : null
  } catch {
    return null
  }
}

/** ws://host:port/ws/tournament for the tournament at `address` (host:port). */
export function tournamentSocketUrl(address: string, secure = false): string {
  return `${secure ? 'wss' : 'ws'}://${address}${TOURNAMENT_WS_PATH}`
}

/** The table of a seat, on the machine the tournament was reached by (its port is the table's own). */
export function tableAddressFor(tournamentAddress: string, port: number): string {
  const colon = tournamentAddress.lastIndexOf(':')
  const host =
    colon > 0 && !tournamentAddress.endsWith(']') ? tournamentAddress.slice(0, colon) : tournamentAddress
  return `${host}:${port}`
}

export class TournamentStore {
  frame = $state.raw<TournamentFrame | null>(null)
  /** This device's entrant (null: not registered, or only following). */
  entrant = $state<number | null>(null)
  director = $state(false)
  /** The seat of the stage being played, once told. */
  seat = $state.raw<YourSeat | null>(null)
  status = $state<ConnectionStatus>('idle')
  error = $state.raw<TournamentError | null>(null)
  /** A table this device asked to watch and may now watch. */
  watching = $state.raw<TableAddress | null>(null)
  /** The finished matches this device may review, once asked for (`askRecords`); unchecked as sent. */
  records = $state.raw<MatchRecord[] | null>(null)
  /** A registration under way: the name goes in the next hello. */
  registering = $state<string | null>(null)

  /** The PIN typed with the registration under way (a tournament with one), until it is answered. */
  #pin: string | undefined = undefined
  #socket: SocketLike | null = null
  #timer: unknown = null
  #attempt = 0
  #stopped = false

  constructor(
    readonly address: string,
    readonly directorKey: string | undefined,
    private readonly onSeat: (seat: YourSeat, store: TournamentStore) => void = () => undefined,
    private readonly deps: ClientDeps = defaultDeps(),
    /** A table this device asked to watch, now open to it. */
    private readonly onWatch: (where: TableAddress, store: TournamentStore) => void = () => undefined,
    private readonly secure = false
  ) {}

  /** The entrant's name as the tournament knows it. */
  get name(): string | null {
    const id = this.entrant
    return (
      this.frame?.tournament.entrants.find((e) => e.id === id)?.name ??
      loadEntrant(this.address)?.name ??
      null
    )
  }

  start(): void {
    this.#stopped = false
    this.#open()
  }

  close(): void {
    this.#stopped = true
    this.#clearTimer()
    this.#drop()
    this.status = 'closed'
  }

  /** Registers this device's player under `name` (with the tournament's PIN, when it has one): a new
   *  hello on a new connection. */
  register(name: string, pin?: string): void {
    this.registering = name
    this.#pin = pin === '' ? undefined : pin
    this.error = null
    this.#reconnectNow()
  }

  startStage(fillBots?: BotLevel): void {
    this.#send(fillBots === undefined ? { type: 'startStage' } : { type: 'startStage', fillBots })
  }

  /** The next stage by itself after `seconds`; 0 stops a countdown. */
  scheduleStage(seconds: number, fillBots?: BotLevel): void {
    this.#send(
      fillBots === undefined
        ? { type: 'scheduleStage', seconds }
        : { type: 'scheduleStage', seconds, fillBots }
    )
  }

  addBot(level: BotLevel): void {
    this.#send({ type: 'addBot', level })
  }

  withdraw(entrant: number): void {
    this.#send({ type: 'withdraw', entrant })
  }

  /** Asks for the matches this device may review; they come as `records`. */
  askRecords(): void {
    this.#send({ type: 'records' })
  }

  watch(stage: number, table: number): void {
    this.#send({ type: 'watch', stage, table })
  }

  dismissError(): void {
    this.error = null
  }

  #hello(): TournamentClientMessage {
    const stored = loadEntrant(this.address)
    const pin = this.#pin === undefined ? {} : { pin: this.#pin }
    const who =
      this.registering !== null
        ? { name: this.registering, ...pin }
        : stored !== null
          ? { token: stored.token }
          : {}
    return {
      type: 'tournamentHello',
      protocol: PROTOCOL_VERSION,
      ...who,
      ...(this.directorKey === undefined ? {} : { directorKey: this.directorKey })
    }
  }

  #receive(message: TournamentServerMessage): void {
    switch (message.type) {
      case 'tournamentWelcome': {
        const { type: _type, entrant, token, director, ...frame } = message
        const { tournament } = frame
        this.entrant = entrant
        this.director = director
        this.frame = frame
        const name = tournament.entrants.find((e) => e.id === entrant)?.name
        if (token !== null && name !== undefined) saveEntrant(this.address, { token, name })
        this.registering = null
        this.#pin = undefined
        return
      }
      case 'tournament': {
        const { type: _type, ...frame } = message
        this.frame = frame
        return
      }
      case 'yourSeat': {
        const { type: _type, ...seat } = message
        this.seat = seat
        this.onSeat(seat, this)
        return
      }
      case 'watchTable': {
        const { type: _type, ...where } = message
        this.watching = where
        this.onWatch(where, this)
        return
      }
      case 'tournamentRecords':
        this.records = message.records
        return
      case 'tournamentError':
        this.error = { code: message.code, message: message.message, at: this.deps.now() }
        if (message.code === 'bad-token' && this.registering === null && loadEntrant(this.address) !== null) {
          // The tournament does not know this browser's token (another tournament on the same address):
          // forget it and follow as a newcomer, who may register.
          forgetEntrant(this.address)
          this.#reconnectNow()
        } else if (this.registering !== null && this.entrant === null) {
          // A refused registration (closed, full, a bad name, the PIN): follow again, the form keeps its
          // name (and asks for the PIN again after 'wrong-pin').
          this.registering = null
          this.#pin = undefined
          this.#reconnectNow()
        }
        return
    }
  }

  #send(message: TournamentClientMessage): boolean {
    if (this.#socket === null || this.#socket.readyState !== OPEN) return false
    this.#socket.send(JSON.stringify(message))
    return true
  }

  #reconnectNow(): void {
    this.#clearTimer()
    this.#drop()
    if (!this.#stopped) this.#open()
  }

  #drop(): void {
    const socket = this.#socket
    this.#socket = null
    if (socket === null) return
    socket.onclose = null
    socket.onmessage = null
    try {
      socket.close(1000, 'bye')
    } catch {
      // already closed
    }
  }

  #open(): void {
    this.status = this.#attempt > 0 ? 'reconnecting' : 'connecting'
    let socket: SocketLike
    try {
      socket = this.deps.socket(tournamentSocketUrl(this.address, this.secure))
    } catch {
      this.#retryLater()
      return
    }
    this.#socket = socket
    socket.onopen = () => {
      if (this.#socket !== socket) return
      this.#attempt = 0
      socket.send(JSON.stringify(this.#hello()))
      this.status = 'open'
    }
    socket.onmessage = (ev) => {
      if (this.#socket !== socket) return
      const message = parseTournamentFrame(ev.data)
      if (message !== null) this.#receive(message)
    }
    socket.onerror = () => undefined
    socket.onclose = () => {
      if (this.#socket !== socket) return
      this.#socket = null
      if (!this.#stopped) this.#retryLater()
    }
  }

  #retryLater(): void {
    const delay = backoffDelay(this.#attempt, this.deps.random)
    this.#attempt += 1
    this.status = 'reconnecting'
    this.#clearTimer()
    this.#timer = this.deps.setTimeout(() => {
      this.#timer = null
      if (!this.#stopped) this.#open()
    }, delay)
  }

  #clearTimer(): void {
    if (this.#timer !== null) this.deps.clearTimeout(this.#timer)
    this.#timer = null
  }
}

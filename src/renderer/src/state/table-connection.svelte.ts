// The wire to one table: the reconnecting WebSocket client, the hello it says on every connection, and
// the session snapshot each server message becomes (session.ts decides; this carries out its effects:
// send, remember or forget the seat token, stop). Knows nothing of cards or screens.
import type { ClientMessage, ServerMessage } from '../../../protocol/messages'
import { PROTOCOL_VERSION } from '../../../protocol/vocabulary'
import type { TableKind } from '../../../protocol/vocabulary'
import { TableClient, wsUrlFor, type ClientDeps, type ConnectionStatus } from '../net/client'
import { forgetSeat, loadSeat, loadTabSeat, saveName, saveSeat } from '../net/storage'
import { INITIAL_SESSION, disconnected, reduce, type Effect, type Session } from './session'
import { Timers } from './timers'
import { knockMessage } from './door'

export interface JoinRequest {
  /** host:port of the table */
  address: string
  name: string
  pin?: string
  /** The table creator's secret (from a `#host=` link or the desktop app): lobby control. */
  hostKey?: string
  spectate?: boolean
  /** Join URLs to show in the lobby (the desktop host knows its LAN addresses). */
  joinUrls?: string[]
  /** A table this app runs (desktop): leaving a solo table stops it. */
  own?: TableKind
  /** Knock instead of a PIN: wait for the host to let this player in (state/door.ts). */
  knock?: boolean
  /** The table's name as the join form showed it: the form asks again under the same title after a refusal. */
  tableName?: string
  /** A table this app runs (desktop, browser mode): the token of the seat its owner plays there, from the
   *  app itself, for a window whose storage holds none (another browser on this machine; issue 51). */
  ownerToken?: string
}

/** Told after each server message has become the session (`before` is the one it replaced). */
export type OnMessage = (message: ServerMessage, before: Session) => void

/** How long an error banner stays before it goes by itself. */
const ERROR_SHOWN_MS = 4000

export class TableConnection {
  /** The latest snapshot from the host, replaced whole. */
  session = $state.raw<Session>(INITIAL_SESSION)
  status = $state<ConnectionStatus>('idle')
  /** When the next reconnect attempt happens (epoch ms), while reconnecting. */
  retryAt = $state<number | null>(null)

  readonly request: JoinRequest
  #client: TableClient | null
  #timers = new Timers()
  #onMessage: OnMessage

  constructor(request: JoinRequest, onMessage: OnMessage, deps?: ClientDeps) {
    this.request = request
    this.#onMessage = onMessage
    this.#client = new TableClient(
      {
        url: wsUrlFor(request.address, typeof location !== 'undefined' && location.protocol === 'https:'),
        hello: () => this.#hello(),
        onMessage: (message, reconnected) => this.#receive(message, reconnected),
        onStatus: (status, retryAt) => {
          if (status !== 'open' && this.status === 'open') this.session = disconnected(this.session)
          this.status = status
          this.retryAt = retryAt
        }
      },
      deps
    )
  }

  connect(): void {
    this.#client?.start()
  }

  send(message: ClientMessage): boolean {
    return this.#client?.send(message) ?? false
  }

  retryNow(): void {
    this.#client?.retryNow()
  }

  dismissError(): void {
    this.session = { ...this.session, error: null }
  }

  /** Close the connection without giving the seat up. */
  close(): void {
    this.#timers.clear()
    this.#client?.close()
    this.#client = null
  }

  /** Issue 51: the other window plays this seat now; it moves here with the token the hello proved. */
  moveSeatHere(): void {
    const seat = this.session.seatElsewhere
    if (seat !== null && this.#claim !== null) this.send({ type: 'moveSeatHere', seat, token: this.#claim })
  }

  /** The token of the hello, when this tab never held the seat itself (see #hello). */
  #claim: string | null = null

  #hello(): ClientMessage {
    const r = this.request
    const stored = loadSeat(r.address)
    if (r.knock && !stored) return knockMessage(r)
    const token = r.spectate ? undefined : (stored?.token ?? r.ownerToken)
    const ifFree = token !== undefined && loadTabSeat(r.address) === null && runsThisVersion(r)
    this.#claim = ifFree ? token : null
    return {
      type: 'hello',
      protocol: PROTOCOL_VERSION,
      name: r.name,
      ...(token !== undefined ? { token } : {}),
      ...(ifFree ? { ifFree: true } : {}),
      ...(r.pin ? { pin: r.pin } : {}),
      ...(r.hostKey ? { hostKey: r.hostKey } : {}),
      ...(r.spectate ? { spectate: true } : {})
    }
  }

  #receive(message: ServerMessage, reconnected: boolean): void {
    const before = this.session
    const { session, effects } = reduce(before, message, Date.now())
    this.session = session
    for (const effect of effects) this.#apply(effect)
    if (message.type === 'welcome' && reconnected) this.send({ type: 'sync' })
    if (session.error && session.error !== before.error) {
      const shown = session.error
      this.#timers.later('error', ERROR_SHOWN_MS, () => {
        if (this.session.error === shown) this.dismissError()
      })
    }
    this.#onMessage(message, before)
  }

  #apply(effect: Effect): void {
    const r = this.request
    switch (effect.type) {
      case 'send':
        this.send(effect.message)
        break
      case 'saveToken':
        saveSeat(r.address, { tableId: effect.tableId, token: effect.token, name: r.name })
        saveName(r.name)
        break
      case 'forgetToken':
        forgetSeat(r.address)
        break
      case 'stop':
        // The table is gone or refused us for good: no more reconnecting (the session says why).
        this.#client?.close()
        break
    }
  }
}

/**
 * Whether the table runs this very version of the app, so a hello may carry `ifFree` (older hosts refuse
 * fields they do not know): a table this app runs, or the host that served this page.
 * With it, a seat this tab never held (another window of this browser holds it, or the app named it) is
 * taken only when no other connection plays it; else this window watches and offers to move the seat here.
 */
function runsThisVersion(request: JoinRequest): boolean {
  return request.own !== undefined || (typeof location !== 'undefined' && location.host === request.address)
}

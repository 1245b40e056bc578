// One table as the renderer sees it: the connection, the latest server snapshot (replaced whole on
// every state message) and views derived from it. Components read the `$derived` fields and call the
// action methods; nothing else talks to the host.
import { splitTricks } from '../../../engine'
import type { Move, Rank } from '../../../engine/types'
import type { ClientMessage, LobbySettingsChange, ServerMessage } from '../../../protocol/messages'
import { PROTOCOL_VERSION } from '../../../protocol/vocabulary'
import type { BotLevel } from '../../../protocol/vocabulary'
import { TableClient, wsUrlFor, type ClientDeps, type ConnectionStatus } from '../net/client'
import {
  forgetSeat,
  loadSeat,
  loadSelection,
  rememberTable,
  saveName,
  saveSeat,
  saveSelection
} from '../net/storage'
import { arrangeHand } from '../lib/cards'
import { playableRanks } from '../lib/playable'
import { justCleared, lastPlays, shownTrick } from '../lib/trick-view'
import { currentHoldMs } from '../lib/motion'
import type { LoggedTrick } from '../../../engine'
import { describeEvent, seatNames } from '../lib/describe'
import {
  EMPTY_SELECTION,
  reconcileSelection,
  selectionFromRanks,
  selectionOptions,
  selectedRanks,
  selectionSize,
  toggleCard,
  type Selection
} from '../lib/selection'
import { INITIAL_SESSION, disconnected, reduce, type Effect, type Session } from './session'
import { prefs } from './prefs.svelte'
import { knockMessage } from './door'
import { t } from '../i18n'

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
  own?: 'solo' | 'hosted'
  /** Knock instead of a PIN: wait for the host to let this player in (state/door.ts). */
  knock?: boolean
}

export type Screen = 'connecting' | 'knocking' | 'join' | 'lobby' | 'playing' | 'roundOver' | 'matchOver' | 'closed'

/** A cleared trick to celebrate on screen (keyed by version so the same banner is not shown twice). */
export interface Feedback {
  key: number
  seat: number
  reason: 'eight' | 'set' | 'run' | 'pass'
}

export class TableStore {
  /** The latest snapshot from the host, replaced whole. */
  session = $state.raw<Session>(INITIAL_SESSION)
  /** The player's picked cards; survives state updates and reconnects (clamped to the hand). */
  selection = $state.raw<Selection>(EMPTY_SELECTION)
  status = $state<ConnectionStatus>('idle')
  /** When the next reconnect attempt happens (epoch ms), while reconnecting. */
  retryAt = $state<number | null>(null)
  /** The latest sentence for the aria-live region. */
  announcement = $state('')
  feedback = $state.raw<Feedback | null>(null)
  /** The trick that just cleared, kept on screen for a moment (lib/motion.ts holdMs). */
  held = $state.raw<LoggedTrick | null>(null)
  /** "Pass until this trick ends" is on for the trick with this key (see #trickKey); null when off. */
  autoPass = $state<string | null>(null)

  readonly view = $derived(this.session.view)
  readonly table = $derived(this.session.table)
  readonly seat = $derived(this.session.seat)
  readonly isHost = $derived(this.session.isHost)
  readonly players = $derived(this.view?.players ?? this.table?.seats.length ?? 0)
  readonly names = $derived(seatNames(this.table?.seats, this.players))
  readonly hand = $derived<Rank[]>(this.view?.hand ?? [])
  readonly groups = $derived(this.view ? arrangeHand(this.hand, this.view.options.points, prefs.handOrder) : [])
  readonly options = $derived(selectionOptions(this.view, this.selection))
  readonly selectedCount = $derived(selectionSize(this.selection))
  readonly isMyTurn = $derived(
    this.view !== null && this.view.phase === 'playing' && this.seat !== null && this.view.turn === this.seat
  )
  readonly hinted = $derived<Selection>(
    this.session.hint && this.session.hint.move.kind !== 'pass'
      ? selectionFromRanks(this.session.hint.move.cards)
      : EMPTY_SELECTION
  )
  readonly tricks = $derived(this.view ? splitTricks(this.view) : [])
  /** Ranks that are part of some legal play now; null when it is not our turn (nothing is dimmed). */
  readonly playable = $derived(this.isMyTurn ? playableRanks(this.options.legal, []) : null)
  /** With cards selected: the ranks that can join them in a legal play (the others are shown apart). */
  readonly combinable = $derived(
    this.isMyTurn && this.selection.length > 0 ? playableRanks(this.options.legal, selectedRanks(this.selection)) : null
  )
  /** Each seat's last play or pass of the trick in front of the seats (the held one after a clear). */
  readonly seatPlays = $derived(lastPlays(shownTrick(this.tricks, this.held)))
  /** "Pass until this trick ends" can be switched on: a trick is being played and we are in it. */
  readonly canAutoPass = $derived(
    this.view !== null &&
      this.view.phase === 'playing' &&
      this.view.meld !== null &&
      this.seat !== null &&
      this.view.passed[this.seat] !== true &&
      this.view.lastPlayer !== this.seat
  )
  readonly screen = $derived.by<Screen>(() => {
    const s = this.session
    if (s.knocking && s.joinError === null) return 'knocking' // waiting, or turned away (closed)
    if (s.closed !== null) return 'closed'
    if (s.joinError !== null) return 'join'
    if (s.table === null) return 'connecting'
    if (s.table.status === 'lobby' || s.view === null) return 'lobby'
    if (s.view.phase === 'matchOver') return 'matchOver'
    if (s.view.phase === 'roundOver') return 'roundOver'
    return 'playing'
  })

  #client: TableClient | null = null
  #savedSelection: { round: number; cards: string[] } | null = null
  #timers: Record<string, ReturnType<typeof setTimeout>> = {}
  readonly request: JoinRequest

  constructor(request: JoinRequest, deps?: ClientDeps) {
    this.request = request
    this.#savedSelection = loadSelection(request.address)
    this.#client = new TableClient(
      {
        url: wsUrlFor(request.address, typeof location !== 'undefined' && location.protocol === 'https:'),
        hello: () => this.#hello(),
        onMessage: (message, reconnected) => this.receive(message, reconnected),
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

  #hello(): ClientMessage {
    const r = this.request
    const stored = loadSeat(r.address)
    if (r.knock && !stored) return knockMessage(r)
    return {
      type: 'hello',
      protocol: PROTOCOL_VERSION,
      name: r.name,
      ...(stored && !r.spectate ? { token: stored.token } : {}),
      ...(r.pin ? { pin: r.pin } : {}),
      ...(r.hostKey ? { hostKey: r.hostKey } : {}),
      ...(r.spectate ? { spectate: true } : {})
    }
  }

  /** Feed one server message (the client calls this; tests may too). */
  receive(message: ServerMessage, reconnected = false): void {
    const before = this.session
    const { session, effects } = reduce(before, message, Date.now())
    this.session = session
    for (const effect of effects) this.#apply(effect)
    if (message.type === 'welcome' && reconnected) this.send({ type: 'sync' })
    if (session.error && session.error !== before.error) {
      const shown = session.error
      this.#later('error', 4000, () => {
        if (this.session.error === shown) this.session = { ...this.session, error: null }
      })
    }
    if (message.type === 'state' && session.version !== before.version) this.#onState(before, session)
    // Hint selects the suggested cards (the first copies: the hand's keys count copies the same way).
    if (message.type === 'hint' && session.hint !== before.hint && session.hint?.move.kind !== 'pass') {
      if (session.hint) this.#setSelection(selectionFromRanks(session.hint.move.cards))
    }
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
        this.#client?.close()
        break
    }
  }

  #onState(before: Session, after: Session): void {
    if (this.#savedSelection && after.view) {
      // After a reload: the cards picked before it, if this is still the same round.
      if (this.#savedSelection.round === after.view.round) {
        this.selection = this.#savedSelection.cards
      }
      this.#savedSelection = null
    }
    const newRound = before.view !== null && after.view !== null && before.view.round !== after.view.round
    const kept = newRound ? EMPTY_SELECTION : reconcileSelection(this.selection, after.view?.hand ?? null)
    if (kept !== this.selection) this.#setSelection(kept)
    if (after.table) {
      rememberTable({ address: this.request.address, name: after.table.name, tableId: after.table.id, at: Date.now() })
    }
    const events = after.events
    if (events.length > 0) {
      this.announcement = events.map((e) => describeEvent(this.names, e)).join('. ')
      for (const e of events) {
        if (e.type === 'trickCleared') {
          const shown: Feedback = { key: after.version, seat: e.seat, reason: e.reason }
          const held = after.view ? justCleared(splitTricks(after.view)) : null
          this.feedback = shown
          this.held = held
          this.#later('feedback', currentHoldMs(), () => {
            if (this.feedback === shown) this.feedback = null
            if (this.held === held) this.held = null
          })
        }
      }
      const last = events[events.length - 1]
      if (last) {
        const sound =
          last.type === 'matchEnded'
            ? 'win'
            : last.type === 'roundEnded'
              ? 'roundEnd'
              : last.type === 'trickCleared'
                ? last.reason === 'eight'
                  ? 'eight'
                  : 'clear'
                : last.type === 'passed'
                  ? 'pass'
                  : 'play'
        prefs.play(sound)
      }
    }
    this.#autoPassStep()
    const wasMyTurn = before.view?.turn === before.seat && before.view?.phase === 'playing'
    if (this.isMyTurn && !wasMyTurn) {
      prefs.turnCue()
      // Screen readers hear what happened, then that it is the player's turn.
      const turn = t('table.yourTurn')
      this.announcement = events.length === 0 ? turn : `${this.announcement}. ${turn}`
    }
  }

  send(message: ClientMessage): boolean {
    return this.#client?.send(message) ?? false
  }

  // ---------- the player's hand ----------

  #setSelection(selection: Selection): void {
    this.selection = selection
    saveSelection(this.request.address, this.view?.round ?? 0, selection)
  }

  toggle(rank: Rank, copy: number): void {
    this.#setSelection(toggleCard(this.selection, rank, copy))
    prefs.play('select')
  }

  clearSelection(): void {
    this.#setSelection(EMPTY_SELECTION)
  }

  play(move: Move): void {
    if (this.send({ type: 'move', version: this.session.version, move }) && move.kind !== 'pass') {
      this.#setSelection(EMPTY_SELECTION)
    }
  }

  pass(): void {
    this.play({ kind: 'pass' })
  }

  /** Switch "pass until this trick ends" on (passing at once if it is our turn) or off. */
  setAutoPass(on: boolean): void {
    this.autoPass = on && this.canAutoPass ? this.#trickKey() : null
    this.#autoPassStep()
  }

  /** Which trick this is: the round and how many tricks of it have ended. */
  #trickKey(): string {
    return `${this.view?.round ?? 0}:${this.tricks.filter((k) => k.end !== null).length}`
  }

  /** Auto-pass: pass on our turn in the same trick; off once the trick (or round) has ended. */
  #autoPassStep(): void {
    if (this.autoPass === null) return
    if (this.autoPass !== this.#trickKey() || this.view?.phase !== 'playing') {
      this.autoPass = null
      return
    }
    // After our pass we are out until the trick ends (R5.pass); the switch stays on, visibly, till then.
    if (this.isMyTurn && this.options.canPass) this.pass()
  }

  /** Solo tables: take back the last move (and the bots' replies since). */
  undo(): void {
    this.#setSelection(EMPTY_SELECTION)
    this.send({ type: 'undo', version: this.session.version })
  }

  askHint(): void {
    this.send({ type: 'hint', version: this.session.version })
  }

  ready(): void {
    this.send({ type: 'ready', version: this.session.version })
  }

  /** The host starts the rematch now; a player's Rematch is their ready (the rematch starts when all are). */
  rematch(): void {
    if (this.isHost) this.send({ type: 'rematch' })
    else this.ready()
  }

  /** Host: after the match, back to the lobby to change seats and settings. */
  backToLobby(): void {
    this.send({ type: 'backToLobby' })
  }

  /** Host: take a player off the table (a bot plays their seat in a match). */
  kick(seat: number): void {
    this.send({ type: 'kick', seat })
  }

  // ---------- lobby (host) ----------

  addBot(seat: number, level: BotLevel): void {
    this.send({ type: 'addBot', seat, level })
  }

  setBotLevel(seat: number, level: BotLevel): void {
    this.send({ type: 'setBotLevel', seat, level })
  }

  clearSeat(seat: number): void {
    this.send({ type: 'clearSeat', seat })
  }

  moveSeat(from: number, to: number): void {
    this.send({ type: 'moveSeat', from, to })
  }

  configure(settings: LobbySettingsChange): void {
    this.send({ type: 'configure', settings })
  }

  start(): void {
    this.send({ type: 'start' })
  }

  // ---------- connection ----------

  retryNow(): void {
    this.#client?.retryNow()
  }

  dismissError(): void {
    this.session = { ...this.session, error: null }
  }

  /** Leave the table and close the connection. The seat token is kept: the table holds the seat for the
   *  grace period (in a match a bot plays it meanwhile), so coming back from this browser reclaims it. */
  leave(): void {
    this.send({ type: 'leave' })
    this.dispose()
  }

  #later(name: string, ms: number, fn: () => void): void {
    const old = this.#timers[name]
    if (old !== undefined) clearTimeout(old)
    this.#timers[name] = setTimeout(() => {
      delete this.#timers[name]
      fn()
    }, ms)
  }

  /** Close the connection without giving the seat up. */
  dispose(): void {
    for (const id of Object.values(this.#timers)) clearTimeout(id)
    this.#timers = {}
    this.#client?.close()
    this.#client = null
  }
}

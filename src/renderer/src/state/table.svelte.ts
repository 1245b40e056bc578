// One table as the renderer sees it: the latest server snapshot (replaced whole on every state message)
// and the views derived from it. Components read the `$derived` fields and call the action methods;
// nothing else talks to the host. The parts, one idea each: the connection and session
// (table-connection), the picked cards (hand-selection), pass-until-the-trick-ends (auto-pass), what a
// new state says and sounds like (table-cues), and the one-message commands (table-commands).
import { splitTricks } from '../../../engine'
import type { Move, Rank } from '../../../engine/types'
import type { ClientMessage, ServerMessage } from '../../../protocol/messages'
import type { ClientDeps } from '../net/client'
import { rememberTable } from '../net/storage'
import { arrangeHand, handCards } from '../lib/cards'
import { arrangeCustom } from '../lib/hand-arrangement'
import { playableRanks } from '../lib/playable'
import { cardReasonText } from '../lib/card-reason'
import { lastPlays, shownTrick } from '../lib/trick-view'
import { seatNames } from '../lib/describe'
import {
  EMPTY_SELECTION,
  selectionFromRanks,
  selectionOptions,
  selectedRanks,
  selectionSize,
  type Selection
} from '../lib/selection'
import type { Session } from './session'
import { prefs } from './prefs.svelte'
import { handArrangement } from './hand-arrangement.svelte'
import { TableConnection, type JoinRequest } from './table-connection.svelte'
import { HandSelection } from './hand-selection.svelte'
import { AutoPass } from './auto-pass.svelte'
import { TableCues } from './table-cues.svelte'
import { Reactions } from './reactions.svelte'
import { KeptResults } from './kept-results.svelte'
import { TableCommands } from './table-commands'
import { canAutoPassIn, isTurnOf, screenOf } from './table-screen'
import type { ReceivedRecords } from '../records/received-record'
import type { CheckedRecord } from '../../../protocol/match-record'

export class TableStore extends TableCommands {
  readonly #connection: TableConnection
  readonly #picked: HandSelection
  readonly #autoPass: AutoPass = new AutoPass(this)
  readonly #cues = new TableCues()
  readonly #reactions = new Reactions()
  readonly #kept = new KeptResults()

  constructor(request: JoinRequest, deps?: ClientDeps) {
    super()
    this.request = request
    this.#connection = new TableConnection(request, (message, before) => this.#receive(message, before), deps)
    this.#picked = new HandSelection(request.address, () => this.view?.round ?? 0)
  }

  // ---------- the parts' state, read as one table ----------
  // (`$derived.by`: the parts are made in the constructor, after these fields.)

  readonly request: JoinRequest
  /** The latest snapshot from the host, replaced whole. */
  readonly session = $derived.by(() => this.#connection.session)
  readonly status = $derived.by(() => this.#connection.status)
  /** When the next reconnect attempt happens (epoch ms), while reconnecting. */
  readonly retryAt = $derived.by(() => this.#connection.retryAt)
  /** The player's picked cards; survives state updates and reconnects (clamped to the hand). */
  readonly selection = $derived.by(() => this.#picked.current)
  /** "Pass until this trick ends" is on for this trick (see auto-pass.svelte.ts); null when off. */
  readonly autoPass = $derived.by(() => this.#autoPass.trick)
  /** The latest sentence for the aria-live region. */
  readonly announcement = $derived.by(() => this.#cues.announcement)
  readonly feedback = $derived.by(() => this.#cues.feedback)
  /** The trick that just cleared, kept on screen for a moment. */
  readonly held = $derived.by(() => this.#cues.held)
  /** Quick reactions shown beside their seats just now (state/reactions.svelte.ts). */
  readonly reactions = $derived.by(() => this.#reactions.shown)
  /** The match end this player was still reading when the table moved on, until they continue. */
  readonly kept = $derived.by(() => this.#kept.current)

  // ---------- views of the snapshot ----------

  readonly view = $derived(this.session.view)
  readonly table = $derived(this.session.table)
  readonly seat = $derived(this.session.seat)
  readonly isHost = $derived(this.session.isHost)
  readonly players = $derived(this.view?.players ?? this.table?.seats.length ?? 0)
  readonly names = $derived(seatNames(this.table?.seats, this.players))
  readonly hand = $derived<Rank[]>(this.view?.hand ?? [])
  /** The player's own order for this deal (state/hand-arrangement), or null: the automatic order. */
  readonly #ownOrder = $derived(handArrangement.keysFor(this.table?.id, this.view?.round))
  readonly groups = $derived.by(() => {
    if (!this.view) return []
    const points = this.view.options.points
    const own = this.#ownOrder
    return own ? arrangeCustom(handCards(this.hand, points), own) : arrangeHand(this.hand, points, prefs.handOrder)
  })
  readonly options = $derived(selectionOptions(this.view, this.selection))
  readonly selectedCount = $derived(selectionSize(this.selection))
  /** Issue 51: the host paused the match; nobody may move until it goes on. */
  readonly paused = $derived(this.table?.paused === true)
  readonly isMyTurn = $derived(isTurnOf(this.view, this.seat) && !this.paused)
  readonly hinted = $derived<Selection>(
    this.session.hint && this.session.hint.move.kind !== 'pass'
      ? selectionFromRanks(this.session.hint.move.cards)
      : EMPTY_SELECTION
  )
  /** The round's tricks: split once per state, read by the log, the seats, the cues and auto-pass. */
  readonly tricks = $derived(this.view ? splitTricks(this.view) : [])
  /** Ranks that are part of some legal play now; null when it is not our turn (nothing is dimmed). */
  readonly playable = $derived(this.isMyTurn ? playableRanks(this.options.legal, []) : null)
  /** With cards selected: the ranks that can join them in a legal play (the others are shown apart). */
  readonly combinable = $derived(
    this.isMyTurn && this.selection.length > 0 ? playableRanks(this.options.legal, selectedRanks(this.selection)) : null
  )
  /** Why a dimmed card of `rank` cannot be played now, with the picked cards, in words (issue 51: the
   *  engine's refusal, lib/card-reason.ts); null when it can, and when it is not this seat's turn. */
  reasonFor(rank: Rank): string | null {
    return this.view && this.isMyTurn ? cardReasonText(this.view, rank, selectedRanks(this.selection)) : null
  }
  /** Each seat's last play or pass of the trick in front of the seats (the held one after a clear). */
  readonly seatPlays = $derived(lastPlays(shownTrick(this.tricks, this.held)))
  readonly canAutoPass = $derived(canAutoPassIn(this.view, this.seat))
  readonly screen = $derived(screenOf(this.session))
  /** Issue 26: the finished match's record, checked, once the table sent it (the match end's Review). */
  record = $state.raw<CheckedRecord | null>(null)
  /** The match records the table sent, checked in the review's worker (loaded with the first record). */
  #records: ReceivedRecords | null = null

  // ---------- after each server message ----------

  #receive(message: ServerMessage, before: Session): void {
    const after = this.session
    if (message.type === 'state' && after.version !== before.version) this.#onState(before, after)
    if (message.type === 'hint') this.#picked.showHint(before, after)
    if (message.type === 'reaction') this.#reactions.receive(message)
    if (message.type === 'matchRecord') void this.#takeRecord(message, after.seat)
  }

  /** The match's record: checked by the review's code, which loads only now (a phone's first screen
   *  never carries the record checker, issue 47). Records are handed over in the order they came. */
  async #takeRecord(message: Extract<ServerMessage, { type: 'matchRecord' }>, seat: number | null): Promise<void> {
    const { ReceivedRecords } = await import('../records/received-record')
    this.#records ??= new ReceivedRecords()
    this.#records.receive(message, seat, (checked) => (this.record = checked))
  }

  #onState(before: Session, after: Session): void {
    this.#picked.follow(before, after)
    // A new deal (the next round, or a rematch's first) starts from the automatic order again.
    const newDeal = before.view !== null && before.view.phase !== 'playing' && after.view?.phase === 'playing'
    if (newDeal) handArrangement.reset()
    else handArrangement.follow(after.table?.id, after.view?.round)
    this.#kept.follow(before, after)
    // A solo table listens on this computer only and closes when left: nothing to come back to.
    if (after.table && this.request.own !== 'solo') {
      rememberTable({ address: this.request.address, name: after.table.name, tableId: after.table.id, at: Date.now() })
    }
    this.#cues.follow({
      version: after.version,
      events: after.events,
      names: this.names,
      tricks: this.tricks,
      turnCame: this.isMyTurn && !isTurnOf(before.view, before.seat)
    })
    this.#autoPass.step()
  }

  // ---------- the player's actions ----------

  connect(): void {
    this.#connection.connect()
  }

  send(message: ClientMessage): boolean {
    return this.#connection.send(message)
  }

  toggle(rank: Rank, copy: number): void {
    this.#picked.toggle(rank, copy)
    prefs.play('select')
  }

  /** Moves a card of the hand to place `to`: the hand is in the player's own order until the next deal. */
  arrange(key: string, to: number): void {
    const table = this.table
    const view = this.view
    if (!table || !view) return
    handArrangement.move(table.id, view.round, this.groups.flatMap((g) => g.cards.map((c) => c.key)), key, to)
  }

  clearSelection(): void {
    this.#picked.clear()
  }

  play(move: Move): void {
    if (this.send({ type: 'move', version: this.session.version, move }) && move.kind !== 'pass') this.#picked.clear()
  }

  pass(): void {
    this.play({ kind: 'pass' })
  }

  /** Switch "pass until this trick ends" on (passing at once if it is our turn) or off. */
  setAutoPass(on: boolean): void {
    this.#autoPass.set(on)
  }

  /** Solo tables: take back the last move (and the bots' replies since). */
  undo(): void {
    this.#picked.clear()
    this.send({ type: 'undo', version: this.session.version })
  }

  override ready(): void {
    this.#kept.saidReady()
    super.ready()
  }

  /** Done reading the kept match end. */
  continueFromResults(): void {
    this.#kept.dismiss()
  }

  retryNow(): void {
    this.#connection.retryNow()
  }

  dismissError(): void {
    this.#connection.dismissError()
  }

  /** Issue 51: this player's seat, played in another window, moves to this one. */
  moveSeatHere(): void {
    this.#connection.moveSeatHere()
  }

  /** Leave the table and close the connection. The seat token is kept: the table holds the seat for the
   *  grace period (in a match a bot plays it meanwhile), so coming back from this browser reclaims it. */
  leave(): void {
    this.send({ type: 'leave' })
    this.dispose()
  }

  /** Close the connection without giving the seat up. */
  dispose(): void {
    this.#cues.stop()
    this.#reactions.stop()
    this.#connection.close()
  }
}

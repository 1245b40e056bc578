// The commands a player or the host sends that change nothing on this side: one message each. The
// store (table.svelte.ts) extends this with the connection they go through.
import type { ClientMessage, LobbySettingsChange } from '../../../protocol/messages'
import type { BotLevel, ReactionId } from '../../../protocol/vocabulary'
import type { Session } from './session'

export abstract class TableCommands {
  abstract readonly session: Session
  abstract send(message: ClientMessage): boolean

  askHint(): void {
    this.send({ type: 'hint', version: this.session.version })
  }

  /** A quick reaction to everyone at the table (shown beside this seat). */
  react(reaction: ReactionId): void {
    this.send({ type: 'react', reaction })
  }

  ready(): void {
    this.send({ type: 'ready', version: this.session.version })
  }

  /** A player's Rematch is their ready. The host's starts once every player is ready, or with `now` at
   *  once (the host was asked first, results/RematchQuestion.svelte); the table decides when it starts. */
  rematch(now = false): void {
    if (this.session.isHost) this.send(now ? { type: 'rematch', now } : { type: 'rematch' })
    else this.ready()
  }

  /** Host: take back a rematch that waits for the players. */
  cancelRematch(): void {
    this.send({ type: 'cancelRematch' })
  }

  /** Host: after the match, back to the lobby to change seats and settings. */
  backToLobby(): void {
    this.send({ type: 'backToLobby' })
  }

  /** Host: take a player off the table (a bot plays their seat in a match). */
  kick(seat: number): void {
    this.send({ type: 'kick', seat })
  }

  // ---------- during a match (host, issue 51) ----------

  /** Host: stop the match (timers keep their time left, nobody moves) until `resume`. */
  pause(): void {
    this.send({ type: 'pause' })
  }

  resume(): void {
    this.send({ type: 'resume' })
  }

  /** Host: the turn timer from the next turn on (0: none). */
  setTurnTimer(seconds: number): void {
    this.send({ type: 'setTurnTimer', seconds })
  }

  /** Host: end the match now, scored as it stands (asked first, lobby/EndMatchQuestion.svelte). */
  endMatch(): void {
    this.send({ type: 'endMatch' })
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

  // ---------- spectators and seats (state/seat-requests.ts) ----------

  /** A spectator in the lobby takes a free seat. */
  takeSeat(seat: number): void {
    this.send({ type: 'takeSeat', seat })
  }

  /** A spectator during a match asks the host for a seat a bot plays. */
  askSeat(seat: number): void {
    this.send({ type: 'askSeat', seat })
  }

  /** Host: answer a spectator's request (its id). */
  grantSeat(request: number): void {
    this.send({ type: 'grantSeat', request })
  }

  declineSeat(request: number): void {
    this.send({ type: 'declineSeat', request })
  }
}

// The door of one table: knocks (knock-list.ts) and the wrong-PIN signal (guessing-signal.ts), told to
// the hosts live, and the hosts' answers. The table shell (table.ts) owns it and hands it what it needs:
// a knocker hears only 'knocking' and then the answer (RULES.md R9: it sees nothing of the table before
// it is in); "let in" replays the knock as a hello with the table's right PIN through the same rules as
// any hello, so a let-in player is admitted exactly as one who typed the PIN (a seat, or watching).
import type { ClientMessage, ServerMessage } from '../../protocol/messages'
import type { Clock, TimerHandle } from '../clock'
import type { Hello } from './admission'
import { GuessingSignal } from './guessing-signal'
import { DEFAULT_KNOCK_LIMITS, KnockList } from './knock-list'
import type { KnockLimits, KnockRefusal } from './knock-list'
import type { CloseReason } from './room'
import type { Refusal, TableEvent } from './table-events'

export type DoorMessage = Extract<ClientMessage, { type: 'knock' | 'letIn' | 'turnAway' }>

export function isDoorMessage(message: ClientMessage): message is DoorMessage {
  return message.type === 'knock' || message.type === 'letIn' || message.type === 'turnAway'
}

/** What the door needs from its table. */
export interface DoorSide {
  clock: Clock
  send(member: number, message: ServerMessage): void
  dismiss(member: number, reason: CloseReason, message: string): void
  /** Member ids of the joined connections with host controls. */
  hosts(): number[]
  /** true: a host; false: joined, no host controls; undefined: no hello yet. */
  isHost(member: number): boolean | undefined
  pin(): string | null
  /** Runs a hello for `member` through the table's rules: null when admitted, else the refusal. */
  hello(member: number, hello: Hello): Refusal | null
  emit(event: TableEvent): void
}

const KNOCK_REFUSALS: Record<KnockRefusal, Refusal> = {
  'door-full': { code: 'door-full', message: 'Too many people are waiting at the door: try again later.' },
  'already-knocking': { code: 'knock-again-later', message: 'This connection is already waiting at the door.' },
  'address-knocking': { code: 'knock-again-later', message: 'Someone from your address is already waiting at the door.' },
  'turned-away': { code: 'knock-again-later', message: 'The host did not let you in: wait before knocking again.' }
}

const refusals = {
  noPin: { code: 'bad-message', message: 'This table needs no PIN: say hello to join.' },
  joined: { code: 'already-joined', message: 'This connection has already joined.' },
  waiting: { code: 'bad-message', message: 'You are waiting at the door: wait for the host to answer.' },
  helloFirst: { code: 'hello-first', message: 'Say hello before anything else.' },
  notHost: { code: 'not-host', message: 'Only the host can let people in.' },
  noKnock: { code: 'no-such-knock', message: 'Nobody is waiting at the door with this number.' }
} satisfies Record<string, Refusal>

const TURNED_AWAY = 'The host did not let you in.'

export class DoorKeeper {
  private readonly knocks: KnockList
  private readonly guesses = new GuessingSignal()
  private readonly addresses = new Map<number, string>()
  private refresh: TimerHandle | null = null

  constructor(
    private readonly side: DoorSide,
    limits: KnockLimits = DEFAULT_KNOCK_LIMITS
  ) {
    this.knocks = new KnockList(limits)
  }

  /** A new connection from `address`. */
  connected(member: number, address: string): void {
    this.addresses.set(member, address)
  }

  /** A connection closed: its knock ends. */
  disconnected(member: number): void {
    this.addresses.delete(member)
    const knock = this.knocks.remove(member)
    if (knock === undefined) return
    this.side.emit({ type: 'knock', name: knock.name, address: knock.address, outcome: 'gone' })
    this.tellHosts()
  }

  /** Where a connection comes from (the seat desk bounds requests per address too). */
  addressOf(member: number): string {
    return this.addresses.get(member) ?? `connection ${member}`
  }

  isKnocking(member: number): boolean {
    return this.knocks.has(member)
  }

  /** A knock, a let-in or a turn-away from `member`: null when done, else the refusal to send back. */
  receive(member: number, message: DoorMessage): Refusal | null {
    if (message.type === 'knock') return this.knock(member, message)
    const isHost = this.side.isHost(member)
    if (isHost === undefined) return refusals.helloFirst
    if (!isHost) return refusals.notHost
    return message.type === 'letIn' ? this.letIn(message.knock) : this.turnAway(message.knock)
  }

  /** A wrong PIN was checked (from the transport's PIN gate). */
  wrongPin(): void {
    this.guesses.note(this.side.clock.now())
    this.tellHosts()
  }

  /** A host just joined: what waits at the door, if anything. */
  greet(member: number): void {
    if (this.side.isHost(member) !== true) return
    const status = this.status()
    if (status.knocks.length > 0 || status.wrongPins > 0) this.side.send(member, status)
  }

  /** The table closes: no more refreshes. */
  close(): void {
    if (this.refresh !== null) this.side.clock.clearTimer(this.refresh)
    this.refresh = null
  }

  private knock(member: number, message: Extract<DoorMessage, { type: 'knock' }>): Refusal | null {
    if (this.side.isHost(member) !== undefined) return refusals.joined
    if (this.knocks.has(member)) return KNOCK_REFUSALS['already-knocking']
    if (this.side.pin() === null) return refusals.noPin
    const address = this.addressOf(member)
    const refused = this.knocks.add({
      id: member,
      address,
      name: message.name,
      protocol: message.protocol,
      spectate: message.spectate === true,
      since: this.side.clock.now()
    })
    if (refused !== null) return KNOCK_REFUSALS[refused]
    this.side.send(member, { type: 'knocking' })
    this.side.emit({ type: 'knock', name: message.name, address, outcome: 'waiting' })
    this.tellHosts()
    return null
  }

  private letIn(id: number): Refusal | null {
    const knock = this.knocks.remove(id)
    if (knock === undefined) return refusals.noKnock
    const pin = this.side.pin()
    const hello: Hello = {
      type: 'hello',
      protocol: knock.protocol,
      name: knock.name,
      ...(pin === null ? {} : { pin }),
      ...(knock.spectate ? { spectate: true } : {})
    }
    this.side.emit({ type: 'knock', name: knock.name, address: knock.address, outcome: 'let-in' })
    const refused = this.side.hello(id, hello)
    // Let in but not admitted (the table filled up meanwhile…): the knocker is told why, and its
    // connection, which never said hello, closes rather than wait for a deadline that already passed.
    if (refused !== null) {
      this.side.send(id, { type: 'error', code: refused.code, message: refused.message })
      this.side.dismiss(id, 'turned-away', refused.message)
    }
    this.tellHosts()
    return null
  }

  private turnAway(id: number): Refusal | null {
    const knock = this.knocks.turnAway(id, this.side.clock.now())
    if (knock === undefined) return refusals.noKnock
    this.side.emit({ type: 'knock', name: knock.name, address: knock.address, outcome: 'turned-away' })
    this.side.dismiss(id, 'turned-away', TURNED_AWAY)
    this.tellHosts()
    return null
  }

  /** Any message other than a door message from a knocking connection is refused (it is not in yet). */
  refuseWhileKnocking(member: number): Refusal | null {
    return this.knocks.has(member) ? refusals.waiting : null
  }

  private status(): Extract<ServerMessage, { type: 'door' }> {
    const now = this.side.clock.now()
    return {
      type: 'door',
      knocks: this.knocks.list().map((k) => ({ id: k.id, name: k.name, waitedMs: now - k.since })),
      wrongPins: this.guesses.count(now)
    }
  }

  /** Every host hears the door's news; when the wrong-PIN count will drop by itself, again then. */
  private tellHosts(): void {
    const status = this.status()
    for (const host of this.side.hosts()) this.side.send(host, status)
    if (this.refresh !== null) this.side.clock.clearTimer(this.refresh)
    this.refresh = null
    const dropAt = this.guesses.nextDropAt(this.side.clock.now())
    if (dropAt === null) return
    this.refresh = this.side.clock.setTimer(dropAt - this.side.clock.now(), () => {
      this.refresh = null
      this.tellHosts()
    })
  }
}

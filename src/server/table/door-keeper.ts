// The door of one table: knocks (knock-slots.ts) and the wrong-PIN signal (guessing-signal.ts), told to
// the hosts (paced: at most one door list per NEWS_GAP_MS, the last always sent), and the hosts' answers.
// The table shell (table.ts) owns it and hands it what it needs: a knocker hears only 'knocking' and then
// the answer (RULES.md R9: it sees nothing of the table before it is in); "let in" replays the knock as a
// hello with the table's right PIN through the same rules as any hello, so a let-in player is admitted
// exactly as one who typed the PIN (a seat, or watching).
//
// The right PIN during a guessing attack (issue 48 item 4): when the PIN limits refuse a try only because
// other addresses emptied the table's bucket, and the trying address has no wrong PIN of its own, its
// hello comes here (knockWithPin): the PIN is compared, and either way the sender hears 'knocking' (so
// the try tells a guesser nothing), but a right PIN marks the knock `knowsPin` and puts it at the head of
// the host's list. Why the door and not an instant admission: see pin-attempts.ts.
import { nameKey } from '../../protocol/display-names'
import type { DeviceInfo } from '../../protocol/device'
import type { KnockInfo } from '../../protocol/messages'
import type { ClientMessage, ServerMessage } from '../../protocol/messages'
import type { TimerHandle } from '../clock'
import type { Hello } from './admission'
import { GuessingSignal } from './guessing-signal'
import type { KnockRefusal } from './knock-list'
import { DEFAULT_DOOR_LIMITS, KnockSlots } from './knock-slots'
import type { DoorKnock, DoorLimits } from './knock-slots'
import { PacedNews } from './paced-news'
import { safeEqual } from './safe-equal'
import type { CloseReason } from './room'
import { messageFamily } from './message-family'
import type { TablePart } from './message-family'
import type { Refusal, TableEvent } from './table-events'

export const isDoorMessage = messageFamily(['knock', 'letIn', 'turnAway'])
export type DoorMessage = Extract<ClientMessage, { type: 'knock' | 'letIn' | 'turnAway' }>

/** What the door needs from its table. */
export interface DoorSide extends TablePart {
  dismiss(member: number, reason: CloseReason, message: string): void
  /** Sends a refusal as the table words it. */
  refuse(member: number, refusal: Refusal): void
  /** Member ids of the joined connections with host controls. */
  hosts(): number[]
  /** true: a host; false: joined, no host controls; undefined: no hello yet. */
  isHost(member: number): boolean | undefined
  pin(): string | null
  /** The names on the seats, for the look-alike mark. */
  seatNames(): string[]
  /** Runs a hello for `member` through the table's rules: null when admitted, else the refusal. */
  hello(member: number, hello: Hello): Refusal | null
  emit(event: TableEvent): void
}

const KNOCK_REFUSALS: Record<KnockRefusal, Refusal> = {
  'door-full': { code: 'door-full', message: 'Too many people are waiting at the door: try again later.' },
  'already-knocking': {
    code: 'knock-again-later',
    message: 'This connection is already waiting at the door.'
  },
  'address-knocking': {
    code: 'knock-again-later',
    message: 'Someone from your address is already waiting at the door.'
  },
  'turned-away': {
    code: 'knock-again-later',
    message: 'The host did not let you in: wait before knocking again.'
  }
}

const refusals = {
  noPin: { code: 'bad-message', message: 'This table needs no PIN: say hello to join.' },
  joined: { code: 'already-joined', message: 'This connection has already joined.' },
  waiting: { code: 'bad-message', message: 'You are waiting at the door: wait for the host to answer.' },
  helloFirst: { code: 'hello-first', message: 'Say hello before anything else.' },
  notHost: { code: 'not-host', message: 'Only the host can let people in.' },
  noKnock: { code: 'no-such-knock', message: 'Nobody is waiting at the door with this number.' }
} satisfies Record<string, Refusal>

const CLOSED: Refusal = { code: 'table-closed', message: 'The table is closed.' }
const TURNED_AWAY = 'The host did not let you in.'
const REPLACED = 'A newer knock from your address took the place of this one.'
const PUSHED_OUT = 'The door was full: a newer knock took the place of this one. Knock again.'

/** Door lists to the hosts: at most one per this gap (a few a second), the last one always. */
export const NEWS_GAP_MS = 250

/** What a knock is admitted as: from a knock message, or from a hello that waits at the door. */
type KnockRequest = Pick<Hello, 'name' | 'protocol' | 'spectate'>

/** Where a connection comes from: its remote address, and the device its User-Agent names (device.ts). */
export interface Caller {
  address: string
  device: DeviceInfo | null
}

export class DoorKeeper {
  private readonly knocks: KnockSlots
  private readonly guesses = new GuessingSignal()
  private readonly callers = new Map<number, Caller>()
  private readonly news: PacedNews
  private refresh: TimerHandle | null = null
  private closed = false

  constructor(
    private readonly side: DoorSide,
    limits: DoorLimits = DEFAULT_DOOR_LIMITS
  ) {
    this.knocks = new KnockSlots(limits)
    this.news = new PacedNews(side.clock, NEWS_GAP_MS, () => this.sendNews())
  }

  /** A new connection from `address`, with the device its User-Agent names (if any). */
  connected(member: number, address: string, device: DeviceInfo | null = null): void {
    this.callers.set(member, { address, device })
  }

  /** A connection closed: its knock ends. */
  disconnected(member: number): void {
    this.callers.delete(member)
    const knock = this.knocks.remove(member)
    if (knock === undefined) return
    this.emit(knock, 'gone')
    this.tellHosts()
  }

  /** Where a connection comes from (the seat desk bounds requests per address too). */
  addressOf(member: number): string {
    return this.callers.get(member)?.address ?? `connection ${member}`
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

  /**
   * A hello whose PIN the limits would refuse only because of other addresses' guessing (see the top):
   * it waits at the door instead, marked when its PIN is right (or is refused like a knock). Returns
   * whether the PIN was right, for the PIN limits.
   */
  knockWithPin(member: number, hello: Hello): boolean {
    const pin = this.side.pin()
    const right = !this.closed && pin !== null && hello.pin !== undefined && safeEqual(hello.pin, pin)
    const refusal = this.closed ? CLOSED : this.knock(member, hello, right)
    if (refusal !== null) this.side.refuse(member, refusal)
    return right
  }

  /** The table closes: no more refreshes. */
  close(): void {
    this.closed = true
    if (this.refresh !== null) this.side.clock.clearTimer(this.refresh)
    this.refresh = null
    this.news.stop()
  }

  private knock(member: number, message: KnockRequest, knowsPin = false): Refusal | null {
    if (this.side.isHost(member) !== undefined) return refusals.joined
    if (this.knocks.has(member)) return KNOCK_REFUSALS['already-knocking']
    if (this.side.pin() === null) return refusals.noPin
    const knock: DoorKnock = {
      id: member,
      address: this.addressOf(member),
      name: message.name,
      protocol: message.protocol,
      spectate: message.spectate === true,
      since: this.side.clock.now(),
      knowsPin,
      nameKey: nameKey(message.name),
      device: this.callers.get(member)?.device ?? null
    }
    const placed = this.knocks.add(knock)
    if (!placed.ok) return KNOCK_REFUSALS[placed.error.code]
    if (placed.value.replaced !== undefined) this.dropKnock(placed.value.replaced, REPLACED)
    if (placed.value.pushedOut !== undefined) this.dropKnock(placed.value.pushedOut, PUSHED_OUT)
    this.side.send(member, { type: 'knocking' })
    this.emit(knock, 'waiting')
    this.tellHosts()
    return null
  }

  /** A knock that lost its place: told why and closed (it may knock again). */
  private dropKnock(knock: DoorKnock, message: string): void {
    this.emit(knock, 'gone')
    this.side.dismiss(knock.id, 'replaced', message)
  }

  private emit(knock: DoorKnock, outcome: Extract<TableEvent, { type: 'knock' }>['outcome']): void {
    this.side.emit({ type: 'knock', name: knock.name, address: knock.address, device: knock.device, outcome })
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
    this.emit(knock, 'let-in')
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
    this.emit(knock, 'turned-away')
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
    const knocks = this.knocks.knocks()
    const seated = new Set(this.side.seatNames().map(nameKey))
    // How many knocks read as each name: two knocks that read alike are both marked.
    const knocking = new Map<string, number>()
    for (const k of knocks) knocking.set(k.nameKey, (knocking.get(k.nameKey) ?? 0) + 1)
    const info = (k: DoorKnock): KnockInfo => ({
      id: k.id,
      name: k.name,
      waitedMs: now - k.since,
      address: k.address,
      device: k.device,
      lookAlike: seated.has(k.nameKey) || (knocking.get(k.nameKey) ?? 0) > 1,
      knowsPin: k.knowsPin
    })
    return { type: 'door', knocks: knocks.map(info), wrongPins: this.guesses.count(now) }
  }

  /** Every host hears the door's news (paced); when the wrong-PIN count will drop by itself, again then. */
  private tellHosts(): void {
    this.news.changed()
  }

  private sendNews(): void {
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

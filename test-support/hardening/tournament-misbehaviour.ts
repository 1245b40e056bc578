// Misbehaving clients against a tournament while its stages play (issue 52, the tournament soak): on the
// tournament's channel and at its tables' doors, one after another — malformed JSON, unknown types, an old
// protocol, a flood past the rate limit, the director's commands without the key or with a wrong one, stale
// tokens (another table's, an earlier stage's, an earlier evening's), and requests to watch duplicate deals
// that other tables are still playing. Each must be refused with its code, and change nothing: the
// tournament's entrants, seating, tokens and tables are the same after it as before. Every frame they get
// goes through the audits. Paused by the soak around a stage's start and a kill, so no table closes under it.
import { randomBytes } from 'node:crypto'
import type { TableAddress } from '../../src/protocol/tournament-messages'
import { PROTOCOL_VERSION } from '../../src/protocol/vocabulary'
import type { TablePlace } from '../../src/server/tournament/insecure-seed'
import type { SecretsAudit } from '../wire/secrets-audit'
import { TestClient } from '../wire/test-client'
import type { AcrossAudit } from '../tournament/seeded-device'
import { TournamentClient } from '../tournament/tournament-client'

export interface MisbehaviourContext {
  channelUrl(): string
  /** The tables open now (the big screen's latest frame). */
  tables(): TableAddress[]
  /** Tokens of this evening or an earlier one that open nothing at `place` (null: the channel). */
  staleTokens(place: TablePlace | null): string[]
  /** The tournament's entrants, seating, tokens and tables as text: a refusal leaves it as it was. */
  structure(): string
  /** Whether outsiders may watch this table now (every table of its size finished the stage). */
  mayWatch(place: TablePlace): boolean
  tableAudit(place: TablePlace): SecretsAudit
  across: AcrossAudit
  error(what: string): void
}

const LABEL = 'intruder'
const WAIT_MS = 5000
/** Between two misbehaviours: the host keeps serving the evening meanwhile. */
const GAP_MS = 120

type Action = (ctx: Counting, pick: number) => Promise<void>

export class Misbehaviour {
  /** Misbehaviours tried and refused as they must be (every refusal with its code, nothing changed), by kind. */
  readonly refused = new Map<string, number>()
  /** The refusals they received, by code (a flood gets many). */
  readonly codes = new Map<string, number>()
  /** Watch requests answered because the stage had just finished everywhere (allowed, not refused). */
  watchesAllowed = 0
  private running = false
  private loop: Promise<void> = Promise.resolve()
  private turn = 0

  constructor(private readonly ctx: MisbehaviourContext) {}

  get total(): number {
    return [...this.refused.values()].reduce((a, b) => a + b, 0)
  }

  resume(): void {
    if (this.running) return
    this.running = true
    this.loop = this.run()
  }

  /** Stops after the misbehaviour in flight has been answered. */
  async pause(): Promise<void> {
    this.running = false
    await this.loop
  }

  private async run(): Promise<void> {
    const names = Object.keys(ACTIONS)
    while (this.running) {
      const name = names[this.turn % names.length] as string
      const pick = Math.floor(this.turn / names.length)
      this.turn++
      const before = this.ctx.structure()
      let refused = true
      try {
        await (ACTIONS[name] as Action)(this.ctxFor(), pick)
      } catch (error) {
        refused = false
        this.ctx.error(`${name}: ${(error as Error).message}`)
      }
      if (this.ctx.structure() !== before) {
        refused = false
        this.ctx.error(`${name} changed the tournament`)
      }
      if (refused) this.refused.set(name, (this.refused.get(name) ?? 0) + 1)
      await new Promise((r) => setTimeout(r, GAP_MS))
    }
  }

  /** The context, with each refusal counted by its code. */
  private ctxFor(): Counting {
    return {
      ...this.ctx,
      count: (code) => this.codes.set(code, (this.codes.get(code) ?? 0) + 1),
      allowed: () => this.watchesAllowed++
    }
  }
}

type Counting = MisbehaviourContext & { count(code: string): void; allowed(): void }

// ---------- on the tournament's channel ----------

async function channel(ctx: MisbehaviourContext): Promise<TournamentClient> {
  return TournamentClient.connect(ctx.channelUrl(), LABEL, (label, text) =>
    ctx.across.observeChannel(label, text)
  )
}

/** The next refusal, which must have one of `codes`; counted. */
async function refusal(c: TournamentClient, ctx: Counting, codes: string[]): Promise<void> {
  const reply = await c.next((m) => m.type === 'tournamentError' || m.type === 'tournamentWelcome', WAIT_MS)
  if (reply.type !== 'tournamentError' || !codes.includes(reply.code))
    throw new Error(`expected ${codes.join(' or ')}, got ${JSON.stringify(reply).slice(0, 160)}`)
  ctx.count(reply.code)
}

async function onChannel(
  ctx: MisbehaviourContext,
  act: (c: TournamentClient) => Promise<void>
): Promise<void> {
  const c = await channel(ctx)
  try {
    await act(c)
  } finally {
    c.close()
  }
}

async function follower(c: TournamentClient): Promise<void> {
  const welcome = await c.hello({})
  if (welcome.type !== 'tournamentWelcome')
    throw new Error(`a follower was refused: ${JSON.stringify(welcome)}`)
}

/** The stage being played, and one of its tables by `pick`. */
function someTable(ctx: MisbehaviourContext, pick: number): TableAddress {
  const tables = ctx.tables()
  const table = tables[pick % Math.max(1, tables.length)]
  if (table === undefined) throw new Error('no table is open')
  return table
}

const CHANNEL_ACTIONS: Record<string, Action> = {
  'channel-bad-json': (ctx) =>
    onChannel(ctx, async (c) => {
      c.ws.send('{"type":"tournamentHello","protocol":')
      await refusal(c, ctx, ['bad-json'])
    }),
  'channel-unknown-type': (ctx) =>
    onChannel(ctx, async (c) => {
      c.send({ type: 'teleport', to: 'the final table' })
      await refusal(c, ctx, ['bad-message'])
    }),
  'channel-old-protocol': (ctx) =>
    onChannel(ctx, async (c) => {
      c.send({ type: 'tournamentHello', protocol: 1 })
      await refusal(c, ctx, ['protocol-mismatch'])
    }),
  'channel-before-hello': (ctx) =>
    onChannel(ctx, async (c) => {
      c.send({ type: 'watch', stage: 1, table: 1 })
      await refusal(c, ctx, ['hello-first'])
    }),
  'channel-not-director': (ctx) =>
    onChannel(ctx, async (c) => {
      await follower(c)
      const commands = [
        { type: 'startStage' },
        { type: 'addBot', level: 'easy' },
        { type: 'withdraw', entrant: 1 },
        { type: 'scheduleStage', seconds: 5 }
      ]
      for (const command of commands) {
        c.send(command)
        await refusal(c, ctx, ['not-director'])
      }
    }),
  'channel-wrong-director-key': (ctx) =>
    onChannel(ctx, async (c) => {
      c.send({
        type: 'tournamentHello',
        protocol: PROTOCOL_VERSION,
        directorKey: randomBytes(16).toString('base64url')
      })
      await refusal(c, ctx, ['bad-token'])
    }),
  'channel-stale-token': (ctx, pick) =>
    onChannel(ctx, async (c) => {
      const tokens = ctx.staleTokens(null)
      c.send({ type: 'tournamentHello', protocol: PROTOCOL_VERSION, token: tokens[pick % tokens.length] })
      await refusal(c, ctx, ['bad-token'])
    }),
  'channel-watch-unfinished': (ctx, pick) =>
    onChannel(ctx, async (c) => {
      await follower(c)
      const table = someTable(ctx, pick)
      c.send({ type: 'watch', stage: table.stage, table: table.table })
      const reply = await c.next((m) => m.type === 'tournamentError' || m.type === 'watchTable', WAIT_MS)
      if (reply.type === 'watchTable' && ctx.mayWatch(table)) return ctx.allowed()
      if (reply.type !== 'tournamentError' || reply.code !== 'deal-unfinished')
        throw new Error(`a watch of a table still playing got ${JSON.stringify(reply).slice(0, 160)}`)
      ctx.count(reply.code)
    }),
  'channel-flood': (ctx) =>
    onChannel(ctx, async (c) => {
      await follower(c)
      const closed = new Promise<number>((resolve) => c.ws.once('close', (code) => resolve(code)))
      for (let i = 0; i < 60; i++) c.ws.send(i % 2 === 0 ? '{"type":"nope"}' : '{"type":')
      const code = await Promise.race([closed, new Promise<null>((r) => setTimeout(() => r(null), 15_000))])
      const codes = c.frames.flatMap((m) => (m.type === 'tournamentError' ? [m.code] : []))
      if (code !== 1008 || !codes.includes('rate-limited'))
        throw new Error(`a flood ended with ${String(code)} after ${codes.join(',')}`)
      const unexpected = codes.filter((x) => !['rate-limited', 'bad-message', 'bad-json'].includes(x))
      if (unexpected.length > 0) throw new Error(`a flood got ${unexpected.join(',')}`)
      for (const x of codes) ctx.count(x)
    })
}

// ---------- at a table's door ----------

async function atTable(
  ctx: MisbehaviourContext,
  pick: number,
  act: (c: TestClient, table: TableAddress) => Promise<void>
): Promise<void> {
  const table = someTable(ctx, pick)
  const place = { stage: table.stage, table: table.table }
  const c = await TestClient.connect(`ws://127.0.0.1:${table.port}/ws`, LABEL, {
    audit: ctx.tableAudit(place),
    history: true
  })
  c.ws.on('message', (data) => ctx.across.observeTable(LABEL, { ...place, seat: null }, data.toString()))
  try {
    await act(c, table)
  } finally {
    await c.terminate()
  }
}

async function tableRefusal(c: TestClient, ctx: Counting, codes: string[]): Promise<void> {
  const reply = await c.next((m) => m.type === 'error' || m.type === 'welcome', WAIT_MS)
  if (reply.type !== 'error' || !codes.includes(reply.code))
    throw new Error(`expected ${codes.join(' or ')}, got ${JSON.stringify(reply).slice(0, 160)}`)
  ctx.count(reply.code)
}

const TABLE_ACTIONS: Record<string, Action> = {
  'table-bad-json': (ctx, pick) =>
    atTable(ctx, pick, async (c) => {
      c.sendRaw('{"type":"hello","protocol":')
      await tableRefusal(c, ctx, ['bad-json'])
    }),
  'table-unknown-type': (ctx, pick) =>
    atTable(ctx, pick, async (c) => {
      c.send({ type: 'teleport' })
      await tableRefusal(c, ctx, ['bad-message'])
    }),
  'table-old-protocol': (ctx, pick) =>
    atTable(ctx, pick, async (c) => {
      c.send({ type: 'hello', protocol: 1, name: LABEL })
      await tableRefusal(c, ctx, ['protocol-mismatch'])
    }),
  'table-stale-token': (ctx, pick) =>
    atTable(ctx, pick, async (c, table) => {
      const tokens = ctx.staleTokens(table)
      c.send({ type: 'hello', protocol: PROTOCOL_VERSION, name: LABEL, token: tokens[pick % tokens.length] })
      await tableRefusal(c, ctx, ['bad-token'])
    }),
  'table-watch-unfinished': (ctx, pick) =>
    atTable(ctx, pick, async (c, table) => {
      const reply = await c.hello({ spectate: true }, WAIT_MS)
      if (reply.type === 'welcome' && ctx.mayWatch(table)) return ctx.allowed()
      if (reply.type !== 'error' || reply.code !== 'deal-unfinished')
        throw new Error(`watching a table still playing got ${JSON.stringify(reply).slice(0, 160)}`)
      ctx.count(reply.code)
    }),
  'table-flood': (ctx, pick) =>
    atTable(ctx, pick, async (c) => {
      for (let i = 0; i < 80; i++) c.sendRaw(i % 2 === 0 ? '{"type":"sync"' : '{"type":"nope"}')
      const code = await Promise.race([
        c.closed.then((x) => x.code),
        new Promise<null>((r) => setTimeout(() => r(null), 15_000))
      ])
      const codes = [...c.errors.keys()]
      if (code !== 1008 || !codes.includes('rate-limited'))
        throw new Error(`a flood ended with ${String(code)} after ${codes.join(',')}`)
      const unexpected = codes.filter((x) => !['rate-limited', 'bad-message', 'bad-json'].includes(x))
      if (unexpected.length > 0) throw new Error(`a flood got ${unexpected.join(',')}`)
      for (const [x, n] of c.errors) for (let i = 0; i < n; i++) ctx.count(x)
    })
}

/** Channel and table misbehaviours in turn. */
const ACTIONS: Record<string, Action> = Object.fromEntries(
  Object.keys(CHANNEL_ACTIONS).flatMap((name, i) => {
    const table = Object.keys(TABLE_ACTIONS)[i]
    return [
      [name, CHANNEL_ACTIONS[name] as Action],
      ...(table === undefined ? [] : [[table, TABLE_ACTIONS[table] as Action]])
    ]
  })
)

/** Every kind of misbehaviour, in the order they are tried. */
export const MISBEHAVIOURS: readonly string[] = Object.keys(ACTIONS)

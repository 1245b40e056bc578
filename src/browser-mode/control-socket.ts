// The browser mode's control socket: one WebSocket per page on CONTROL_PATH, opened only through the
// gate, carrying contract calls (each answered by id, in whatever order they finish) and the pushes.
// A message that is not a contract call closes the socket: the page is ours, so it is a bug or a probe.
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocket, WebSocketServer } from 'ws'
import { z } from 'zod'
import { ipcFail } from '../ipc/contract'
import type { LoopbackMessage } from '../ipc/loopback'
import type { ControlGate } from './control-gate'
import type { Dispatch } from './contract-dispatch'
import type { PushHub } from './push-hub'
import { refuseUpgrade } from './refusals'

/** Calls carry settings and table options: small. */
const MAX_MESSAGE_BYTES = 64 * 1024
const MAX_CALL_ID = 2 ** 31

const invokeSchema = z.strictObject({
  kind: z.literal('invoke'),
  id: z.int().min(0).max(MAX_CALL_ID),
  channel: z.string().max(100),
  args: z.array(z.unknown()).max(8)
})

export interface ControlSocketDeps {
  readonly gate: ControlGate
  readonly hub: PushHub
  readonly dispatch: Dispatch
  readonly log: (message: string, error: unknown) => void
}

export interface ControlSocket {
  isOpenPage(pageId: number): boolean
  close(): Promise<void>
}

export function attachControlSocket(server: Server, deps: ControlSocketDeps): ControlSocket {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES })
  const pages = new Map<number, WebSocket>()
  let nextPageId = 1

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node removes its own 'error' listener before 'upgrade': without this one, a peer that resets the
    // connection after a refusal would throw ECONNRESET and end the app.
    socket.on('error', () => socket.destroy())
    const verdict = deps.gate.checkUpgrade({
      url: req.url,
      host: req.headers.host,
      origin: req.headers.origin
    })
    if (!verdict.ok) return refuseUpgrade(socket, verdict.error.code)
    wss.handleUpgrade(req, socket, head, (ws) => welcome(ws))
  })

  function welcome(ws: WebSocket): void {
    const pageId = nextPageId++
    pages.set(pageId, ws)
    const send = (message: LoopbackMessage) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message))
    }
    const leave = deps.hub.add(send)
    ws.on('close', () => {
      pages.delete(pageId)
      leave()
    })
    ws.on('error', (error) => deps.log('browser mode: control socket', error))
    ws.on('message', (data, isBinary) => {
      const call = isBinary ? undefined : parseCall(String(data))
      if (!call) return ws.close(1008, 'not a contract call')
      deps
        .dispatch(pageId, call.channel, call.args)
        .catch((error: unknown) => {
          deps.log(`browser mode: ${call.channel} failed`, error)
          return ipcFail('internal', `${call.channel} failed`)
        })
        .then((result) => send({ kind: 'result', id: call.id, result }))
    })
  }

  return {
    isOpenPage: (pageId) => pages.has(pageId),
    close: () =>
      new Promise((resolve) => {
        for (const ws of pages.values()) ws.close(1001, 'the app closed')
        wss.close(() => resolve())
      })
  }
}

function parseCall(text: string): z.output<typeof invokeSchema> | undefined {
  try {
    const parsed = invokeSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

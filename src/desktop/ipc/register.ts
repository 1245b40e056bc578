// Registers one ipcMain handler per contract channel. Each call is checked in a fixed order:
// sender → arguments (zod) → handler → result (zod). A refusal is a typed IpcResult, never a throw,
// and nothing of a thrown error's details crosses to the renderer.
import { z } from 'zod'
import { INVOKE_CHANNELS, invokeContract, ipcFail } from '../../ipc/contract'
import type { InvokeArgs, InvokeChannel, InvokeResult, IpcResult } from '../../ipc/contract'
import type { IpcMainFacade } from './ports'
import type { SenderGuard } from './sender-guard'

export type InvokeHandler<C extends InvokeChannel> = (
  ...args: InvokeArgs<C>
) => IpcResult<InvokeResult<C>> | Promise<IpcResult<InvokeResult<C>>>

export type InvokeHandlers = { readonly [C in InvokeChannel]: InvokeHandler<C> }

type AnyHandler = (...args: unknown[]) => IpcResult<unknown> | Promise<IpcResult<unknown>>

export function registerIpcHandlers(
  ipcMain: IpcMainFacade,
  handlers: InvokeHandlers,
  guard: SenderGuard,
  log: (message: string, error: unknown) => void = console.error
): void {
  for (const channel of INVOKE_CHANNELS) {
    const spec: { args: z.ZodType<unknown[]>; result: z.ZodType } = invokeContract[channel]
    const handler = handlers[channel] as AnyHandler
    ipcMain.handle(channel, async (event, ...rawArgs): Promise<IpcResult<unknown>> => {
      const refused = guard(event)
      if (refused) return { ok: false, error: refused }
      const args = spec.args.safeParse(rawArgs)
      if (!args.success) return ipcFail('invalid-args', z.prettifyError(args.error))
      let result: IpcResult<unknown>
      try {
        result = await handler(...args.data)
      } catch (error) {
        log(`ipc ${channel} failed`, error)
        return ipcFail('internal', `${channel} failed`)
      }
      if (!result.ok) return result
      const value = spec.result.safeParse(result.value)
      if (!value.success) {
        log(`ipc ${channel} returned a value outside the contract`, value.error)
        return ipcFail('internal', `${channel} failed`)
      }
      return { ok: true, value: value.data }
    })
  }
}

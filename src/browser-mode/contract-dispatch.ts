// Contract calls from the browser mode's pages, through exactly what Electron's main uses: the
// handlers of src/desktop/ipc/handlers.ts registered by src/desktop/ipc/register.ts (sender check, zod
// arguments, handler, zod result), on an ipcMain that is a table of channels instead of Electron's.
import { ipcFail } from '../ipc/contract'
import type { IpcResult } from '../ipc/contract'
import type { IpcInvokeEvent, IpcMainFacade } from '../desktop/ipc/ports'
import { registerIpcHandlers } from '../desktop/ipc/register'
import type { InvokeHandlers } from '../desktop/ipc/register'

export type Dispatch = (
  pageId: number,
  channel: string,
  args: readonly unknown[]
) => Promise<IpcResult<unknown>>

type Listener = (event: IpcInvokeEvent, ...args: unknown[]) => unknown

export interface DispatchOptions {
  /** is this page's socket (opened with the key) still open? */
  readonly isOpenPage: (pageId: number) => boolean
  /** the page's URL as its sender frame shows it */
  readonly pageUrl: string
  readonly log: (message: string, error: unknown) => void
}

export function createContractDispatch(handlers: InvokeHandlers, options: DispatchOptions): Dispatch {
  const channels = new Map<string, Listener>()
  const ipcMain: IpcMainFacade = { handle: (channel, listener) => void channels.set(channel, listener) }
  // The gate admitted the socket; this only keeps a call from a page that has gone since.
  const guard = (event: IpcInvokeEvent) =>
    options.isOpenPage(event.sender.id) ? undefined : ipcFail('forbidden-sender', 'the page is gone').error
  registerIpcHandlers(ipcMain, handlers, guard, options.log)
  return async (pageId, channel, args) => {
    const listener = channels.get(channel)
    if (!listener) return ipcFail('not-available', `there is no channel ${channel}`)
    const event: IpcInvokeEvent = {
      sender: { id: pageId },
      senderFrame: { url: options.pageUrl, parent: null }
    }
    return (await listener(event, ...args)) as IpcResult<unknown>
  }
}

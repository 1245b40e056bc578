// Why: ipcMain answers any frame in any webContents; only the top frame of the app's own renderer, in a
// window the app created, may call in. Anything else gets a typed refusal and the handler never runs.
import { ipcFail } from '../../ipc/contract'
import type { IpcError } from '../../ipc/contract'
import type { IpcInvokeEvent } from './ports'
import { isAppRendererUrl } from '../renderer-location'
import type { RendererLocation } from '../renderer-location'

export type SenderGuard = (event: IpcInvokeEvent) => IpcError | undefined

export function createSenderGuard(
  location: RendererLocation,
  isOwnWebContents: (webContentsId: number) => boolean
): SenderGuard {
  return (event) => {
    const refuse = (message: string): IpcError => ipcFail('forbidden-sender', message).error
    const frame = event.senderFrame
    if (!frame) return refuse('the sending frame is gone')
    if (frame.parent !== null) return refuse('only the top frame may call')
    if (!isAppRendererUrl(location, frame.url)) return refuse('the sender is not the app renderer')
    if (!isOwnWebContents(event.sender.id)) return refuse('the sender is not an app window')
    return undefined
  }
}

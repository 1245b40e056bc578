// The sandboxed preload (built to out/preload/index.cjs). It may only require('electron'), so it imports
// nothing else at run time but ./api and ../ipc/channels (types come from ../ipc/contract).
import { contextBridge, ipcRenderer } from 'electron'
import type { IpcRendererEvent } from 'electron'
import { buildDesktopApi } from './api'

const api = buildDesktopApi(
  (channel, ...args) => ipcRenderer.invoke(channel, ...args),
  (channel, listener) => {
    // The IPC event (and its `sender`) stays here: the page gets the payload only.
    const forward = (_event: IpcRendererEvent, payload: unknown) => listener(payload)
    ipcRenderer.on(channel, forward)
    return () => {
      ipcRenderer.removeListener(channel, forward)
    }
  }
)

contextBridge.exposeInMainWorld('fiveThreeFive', api)

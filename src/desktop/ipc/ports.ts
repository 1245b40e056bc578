// What the desktop app's IPC handlers need from their host process, as plain interfaces: Electron's main
// process provides them (main/electron-facade.ts), and so does the browser mode (`npm run play`), which
// answers the same contract over HTTP without Electron. Both sit above this layer and share the handlers.

/** The parts of Electron's IpcMainInvokeEvent the sender check reads. */
export interface IpcInvokeEvent {
  readonly sender: { readonly id: number }
  /** null once the frame navigated away or was destroyed */
  readonly senderFrame: { readonly url: string; readonly parent: unknown } | null
}

export interface IpcMainFacade {
  handle(channel: string, listener: (event: IpcInvokeEvent, ...args: unknown[]) => unknown): void
}

export interface RuntimeInfo {
  readonly versions: { readonly electron: string; readonly chrome: string; readonly node: string }
  readonly platform: string
}

/** The app's name and version, as `app:info` reports them. */
export interface AppIdentity {
  getName(): string
  getVersion(): string
}

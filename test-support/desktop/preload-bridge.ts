// Installs the preload's API in a Chromium page the way Electron's preload does it: the real
// src/preload/api.ts (bundled with esbuild into an init script, so the same code runs), calls crossing
// to main's ipcMain handlers through a Playwright binding that carries the sender (webContents id and
// frame) like Electron's IpcMainInvokeEvent, and main's pushes delivered to the page's listeners.
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { Frame, Page } from '@playwright/test'
import type { IpcInvokeEvent } from '../../src/main/electron-facade'
import { DELIVER_GLOBAL, INVOKE_BINDING } from './bridge-names'

let script: Promise<string> | undefined

/** The init script: ./preload-page.ts and what it imports, as one browser IIFE (built once per process). */
export function preloadScript(): Promise<string> {
  script ??= build({
    entryPoints: [fileURLToPath(new URL('./preload-page.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    logLevel: 'silent'
  }).then((result) => {
    const output = result.outputFiles[0]
    if (!output) throw new Error('esbuild produced no preload script')
    return output.text
  })
  return script
}

export type InvokeMain = (channel: string, event: IpcInvokeEvent, args: unknown[]) => Promise<unknown>

function senderFrame(frame: Frame): IpcInvokeEvent['senderFrame'] {
  if (frame.isDetached()) return null
  return { url: frame.url(), parent: frame.parentFrame() }
}

/** Wires `page` to main: invoke → `invokeMain` with the sender, and returns the push function. */
export async function installPreload(
  page: Page,
  webContentsId: number,
  invokeMain: InvokeMain
): Promise<(channel: string, payload: unknown) => Promise<void>> {
  await page.exposeBinding(INVOKE_BINDING, ({ frame }, channel: unknown, args: unknown) => {
    const event: IpcInvokeEvent = { sender: { id: webContentsId }, senderFrame: senderFrame(frame) }
    return invokeMain(String(channel), event, Array.isArray(args) ? args : [])
  })
  await page.addInitScript(await preloadScript())
  return async (channel, payload) => {
    await page.evaluate(
      ([name, c, p]) => {
        const deliver = (globalThis as unknown as Record<string, unknown>)[name]
        // Before the page (and its preload) exists there is nobody to tell, as in Electron.
        if (typeof deliver === 'function') (deliver as (c: string, p: unknown) => void)(c, p)
      },
      [DELIVER_GLOBAL, channel, payload] as const
    )
  }
}

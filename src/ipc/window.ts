// `window.fiveThreeFive`: present in the Electron app (set by src/preload), absent in a plain browser
// that joined a table by URL. Always check before use.
import type { DesktopApi } from './contract'

declare global {
  interface Window {
    readonly fiveThreeFive?: DesktopApi
  }
}

export {}

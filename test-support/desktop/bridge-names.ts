// The hidden names the Chromium shell's preload stand-in uses in the page (see ./preload-page.ts).
export const INVOKE_BINDING = '__fiveThreeFiveShellInvoke'
export const DELIVER_GLOBAL = '__fiveThreeFiveShellDeliver'

// What `npm start` says when it cannot have Electron: one paragraph with what failed, how to fix it,
// and the way to play without Electron. Plain words wrapped for a terminal.

/** Where install.js downloads from: the mirror it will use (its own precedence), else GitHub. */
export function downloadSource(env: NodeJS.ProcessEnv): string {
  const mirror =
    env['npm_config_electron_mirror'] ||
    env['NPM_CONFIG_ELECTRON_MIRROR'] ||
    env['npm_package_config_electron_mirror'] ||
    env['ELECTRON_MIRROR']
  return mirror ? `the mirror ${mirror}` : 'GitHub (github.com/electron/electron/releases)'
}

const PLAY_INSTEAD = 'Or play without Electron, in your browser: npm run play'

export function downloadFailedMessage(version: string, source: string, reason: string): string {
  return wrap(
    `Five Three Five cannot open: Electron ${version} is not downloaded yet, and downloading it from ` +
      `${source} failed (${reason}). Electron downloads once, on the first start, and needs the ` +
      `internet for that. To fix it: check the connection and run npm start again; behind a proxy, ` +
      `set HTTPS_PROXY and ELECTRON_GET_USE_PROXY=1; to download from a mirror, set ELECTRON_MIRROR ` +
      `(or electron_mirror in .npmrc); or set ELECTRON_OVERRIDE_DIST_PATH to a folder with an unpacked ` +
      `Electron ${version}. The installer's own output: node node_modules/electron/install.js. ` +
      PLAY_INSTEAD
  )
}

export function missingExecutableMessage(variable: string, path: string): string {
  return wrap(
    `Five Three Five cannot open: ${variable} is set, but there is no Electron executable at ${path}. ` +
      `Point it at one, or unset it to use (and download once) node_modules/electron. ${PLAY_INSTEAD}`
  )
}

/** Breaks `text` into lines of at most `width` characters at spaces (longer words stay whole). */
export function wrap(text: string, width = 100): string {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else {
      line = line === '' ? word : `${line} ${word}`
    }
  }
  if (line !== '') lines.push(line)
  return lines.join('\n')
}

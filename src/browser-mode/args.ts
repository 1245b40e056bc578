// `npm run play -- [--port N] [--data DIR] [--no-open]`.
import { parseArgs } from 'node:util'

/** The page's address stays the same from one run to the next (the browser keeps its per-site
 *  preferences, like hand order, by address); when it is taken, any free port is used. */
export const DEFAULT_PLAY_PORT = 5359

export interface PlayArgs {
  readonly port: number
  /** false: the port was not asked for, so another one will do */
  readonly portChosen: boolean
  readonly data: string | undefined
  readonly open: boolean
  readonly help: boolean
}

export const PLAY_USAGE = `npm run play -- [options]
  --port N      the port on 127.0.0.1 (default ${DEFAULT_PLAY_PORT}, or any free one when that is taken; 0: any)
  --data DIR    settings, history and saves (default: the desktop app's user-data folder,
                or FIVE_THREE_FIVE_USER_DATA)
  --no-open     only print the address (also BROWSER=none); BROWSER=cmd opens it with cmd
  --help        this text`

export function parsePlayArgs(argv: readonly string[]): PlayArgs | { error: string } {
  let parsed
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        data: { type: 'string' },
        'no-open': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false }
      },
      strict: true,
      allowPositionals: false
    })
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
  const { values } = parsed
  const port = values.port === undefined ? DEFAULT_PLAY_PORT : Number(values.port)
  if (
    !Number.isInteger(port) ||
    port < 0 ||
    port > 65_535 ||
    (values.port !== undefined && !/^\d+$/.test(values.port))
  )
    return { error: `--port takes a port number, not ${values.port}` }
  return {
    port,
    portChosen: values.port !== undefined,
    data: values.data,
    open: !values['no-open'],
    help: values.help
  }
}

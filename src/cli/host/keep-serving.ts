// The headless host logs an error nobody caught and keeps serving: one bad callback (a socket, a timer,
// a library's event) must not end the table for everyone at it. Node's default would print the error and
// exit; with these listeners it prints the error and the table goes on (its journal has every change).
export interface ErrorEvents {
  on(event: 'uncaughtException' | 'unhandledRejection', listener: (error: unknown) => void): unknown
  off(event: 'uncaughtException' | 'unhandledRejection', listener: (error: unknown) => void): unknown
}

/** Starts logging uncaught errors and rejections to `err` instead of exiting; returns the function that stops. */
export function keepServing(source: ErrorEvents, err: (line: string) => void): () => void {
  const log = (error: unknown) => {
    const stamp = new Date().toTimeString().slice(0, 8)
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error)
    err(`[${stamp}] Unexpected error (the table keeps running): ${text}`)
  }
  source.on('uncaughtException', log)
  source.on('unhandledRejection', log)
  return () => {
    source.off('uncaughtException', log)
    source.off('unhandledRejection', log)
  }
}

/** A stream the host writes its log to (process.stdout, process.stderr). */
export interface OutputStream {
  on(event: 'error', listener: (error: Error) => void): unknown
}

/**
 * A log nobody reads any more (`npm run host | head`, a closed terminal) is dropped: without a listener
 * the write's EPIPE became an uncaught error, whose log line failed the same way, and a host told to
 * stop spun on that loop for ever instead of closing.
 */
export function dropLogWhenOutputCloses(...streams: OutputStream[]): void {
  for (const stream of streams) stream.on('error', () => undefined)
}

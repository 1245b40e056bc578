// What the shared scenario needs from a browser, whichever engine and driver runs it: Firefox through
// puppeteer-core over WebDriver BiDi (firefox.ts), WebKitGTK through plain W3C WebDriver (webkit.ts).

export interface SmokePage {
  goto(url: string): Promise<void>
  /** Evaluates a JavaScript expression (plain source: see in-page.ts) in the page; a promise is awaited. */
  evaluate<T>(expression: string): Promise<T>
  /** Replaces the text of the field matching `selector` by typing `text`. */
  type(selector: string, text: string): Promise<void>
  /** A real pointer click on the first element matching `selector`. */
  click(selector: string): Promise<void>
  /** Saves a PNG of the page (for a failure's report). */
  screenshot(path: string): Promise<void>
  /** Errors the driver itself saw (console errors, uncaught page errors); none where it cannot see them. */
  driverErrors(): string[]
}

export interface LaunchedEngine {
  /** The browser and its version, as the driver reports it. */
  label: string
  page: SmokePage
  /** What this engine's check cannot see (printed with its line). */
  blindSpot?: string
  /** Closes the browser and stops its driver, whatever state they are in. */
  close(): Promise<void>
}

/** Resolves or rejects with `promise`, or rejects after `ms` saying what timed out. */
export function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what}: no answer in ${ms} ms`)), ms)
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

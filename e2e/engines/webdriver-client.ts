// A minimal W3C WebDriver (classic, HTTP) client: just the commands the smoke test uses. Every call has a
// timeout, so a driver that hangs fails the run instead of stalling it.

/** The W3C key under which an element reference comes back. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf'
const CALL_TIMEOUT_MS = 15_000

export class WebDriverError extends Error {}

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
    readonly capabilities: Record<string, unknown>
  ) {}

  /** Opens a session on the driver at `base` (http://127.0.0.1:PORT) with these capabilities. */
  static async open(
    base: string,
    alwaysMatch: Record<string, unknown>,
    timeoutMs = 30_000
  ): Promise<WebDriverSession> {
    const value = await call<{ sessionId: string; capabilities: Record<string, unknown> }>(
      base,
      'POST',
      '/session',
      { capabilities: { alwaysMatch } },
      timeoutMs
    )
    return new WebDriverSession(base, value.sessionId, value.capabilities)
  }

  private command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return call<T>(this.base, method, `/session/${this.id}${path}`, body)
  }

  navigate(url: string): Promise<void> {
    return this.command('POST', '/url', { url })
  }

  setWindowRect(width: number, height: number): Promise<{ width: number; height: number }> {
    return this.command('POST', '/window/rect', { width, height })
  }

  /** Runs `body` (a function body: `return …`) in the page; a returned promise is awaited. */
  execute<T>(body: string, args: unknown[] = []): Promise<T> {
    return this.command('POST', '/execute/sync', { script: body, args })
  }

  async find(selector: string): Promise<string> {
    const found = await this.command<Record<string, string>>('POST', '/element', {
      using: 'css selector',
      value: selector
    })
    const id = found[ELEMENT]
    if (id === undefined) throw new WebDriverError(`no element reference for ${selector}`)
    return id
  }

  click(element: string): Promise<void> {
    return this.command('POST', `/element/${element}/click`, {})
  }

  clear(element: string): Promise<void> {
    return this.command('POST', `/element/${element}/clear`, {})
  }

  sendKeys(element: string, text: string): Promise<void> {
    return this.command('POST', `/element/${element}/value`, { text })
  }

  /** The viewport as a base64 PNG. */
  screenshot(): Promise<string> {
    return this.command('GET', '/screenshot')
  }

  end(): Promise<void> {
    return this.command('DELETE', '')
  }
}

/** The driver answers to /status (it is up and accepts a session). */
export async function driverReady(base: string): Promise<boolean> {
  try {
    return (await call<{ ready?: boolean }>(base, 'GET', '/status', undefined, 2_000)).ready === true
  } catch {
    return false
  }
}

async function call<T>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  timeoutMs = CALL_TIMEOUT_MS
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs)
  })
  const answer = (await response.json()) as { value: T & { error?: string; message?: string } }
  if (!response.ok) {
    const { error, message } = answer.value
    throw new WebDriverError(`${method} ${path}: ${error ?? response.status}: ${message ?? ''}`)
  }
  return answer.value
}

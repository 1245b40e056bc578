// Sitting down at a scenario table (`startHost({ scenario })`, src/scenarios): the match is already running,
// so nobody takes a seat by name; the page comes in with the seat's token, as a browser that held the seat
// does after a reload (renderer/src/net/storage.ts keeps it as `535.seat.<host:port>` in sessionStorage).
import type { Page } from '@playwright/test'
import type { RunningHost } from './host'

export interface SitOptions {
  /** The name to sit under (default: the scenario's name for the seat). */
  as?: string
  /** Open the host-control link (lobby control) instead of the join page. */
  hostControl?: boolean
}

/** Opens the table in `page` seated at `seat` (0-based) of a scenario host. */
export async function sitAt(page: Page, host: RunningHost, seat: number, options: SitOptions = {}): Promise<void> {
  const key = host.seats.find((s) => s.seat === seat)
  if (key === undefined) throw new Error(`seat ${seat} is not a human seat of this scenario`)
  const stored = JSON.stringify({ tableId: key.tableId, token: key.token, name: options.as ?? key.name })
  // Only on this host's pages, and once per tab: a later navigation (a reload, leaving the table) sees
  // what the app itself kept. (The script stays with the page when it moves on to another host.)
  const address = `127.0.0.1:${host.port}`
  await page.addInitScript(
    ({ address, value }) => {
      try {
        if (location.host !== address || sessionStorage.getItem('e2e.seated') !== null) return
        sessionStorage.setItem(`535.seat.${address}`, value)
        sessionStorage.setItem('e2e.seated', '1')
      } catch {
        // a frame without storage
      }
    },
    { address, value: stored }
  )
  await page.goto(options.hostControl === true ? host.hostControl : host.url)
}

// Issue 25: where "Show on a big screen" puts the party screen. With a second display (the TV next to the
// laptop) it gets a window of its own, full screen on the display the host's window is not on, so the
// host keeps playing in their window; with one display the host's window itself switches to it (and
// back again from the View menu), since a second window would only cover the first.
import type { Display, Rectangle } from '../window-placement'

export type PartyPlacement =
  { readonly kind: 'second-display'; readonly bounds: Rectangle } | { readonly kind: 'same-window' }

const contains = (area: Rectangle, x: number, y: number): boolean =>
  x >= area.x && x < area.x + area.width && y >= area.y && y < area.y + area.height

/** The display for the party screen: any other than the one under the middle of the host's window. */
export function placePartyScreen(
  displays: readonly Display[],
  hostWindow: Rectangle | undefined
): PartyPlacement {
  const middle = hostWindow && {
    x: hostWindow.x + hostWindow.width / 2,
    y: hostWindow.y + hostWindow.height / 2
  }
  const hostDisplay =
    (middle && displays.find((d) => contains(d.workArea, middle.x, middle.y))) ?? displays[0]
  const other = displays.find((d) => d !== hostDisplay)
  return other ? { kind: 'second-display', bounds: other.workArea } : { kind: 'same-window' }
}

/** The party screen of the table this app runs on `port`: its own join page, as a spectator's screen
 *  (`?screen=party`), served by the table's HTTP server on this computer. */
export function partyScreenUrl(port: number): string {
  return `http://127.0.0.1:${port}/?screen=party`
}

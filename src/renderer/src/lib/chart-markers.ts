// The marker shapes of the app's line charts (the match's totals, the tournament's running scores): each
// line has its own shape as well as its colour, so colour is never the only signal.

/** How many shapes there are before they repeat. */
export const MARKER_SHAPES = 6

/** SVG path of marker `index % 6` (circle, square, triangle, diamond, down triangle, cross) at (cx, cy). */
export function markerPath(index: number, cx: number, cy: number, r: number): string {
  switch (index % MARKER_SHAPES) {
    case 0:
      return `M${cx - r},${cy} a${r},${r} 0 1,0 ${2 * r},0 a${r},${r} 0 1,0 ${-2 * r},0`
    case 1:
      return `M${cx - r},${cy - r} h${2 * r} v${2 * r} h${-2 * r} z`
    case 2:
      return `M${cx},${cy - r * 1.2} L${cx + r * 1.1},${cy + r * 0.9} L${cx - r * 1.1},${cy + r * 0.9} z`
    case 3:
      return `M${cx},${cy - r * 1.3} L${cx + r * 1.3},${cy} L${cx},${cy + r * 1.3} L${cx - r * 1.3},${cy} z`
    case 4:
      return `M${cx},${cy + r * 1.2} L${cx + r * 1.1},${cy - r * 0.9} L${cx - r * 1.1},${cy - r * 0.9} z`
    default: {
      const a = r * 0.45
      return `M${cx - a},${cy - r} h${2 * a} v${r - a} h${r - a} v${2 * a} h${a - r} v${r - a} h${-2 * a} v${a - r} h${a - r} v${-2 * a} h${r - a} z`
    }
  }
}

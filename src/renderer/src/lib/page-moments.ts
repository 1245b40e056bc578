// Moments of a page's life that work can wait for, so it stays out of the first screen's way.

/** Runs `work` when the page is idle (or after a second where the browser cannot tell). */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 3000 })
  else setTimeout(work, 1000)
}

/** Resolves once the screen as it is now has been painted (the frame after the next). */
export function afterPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve()
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

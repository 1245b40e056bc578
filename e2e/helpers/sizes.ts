// The screens the table is checked at: a desktop window, and a phone held upright and sideways
// (issue 16: the whole table and hand fit 390×844 and 844×390).
import { test, type Page } from '@playwright/test'

export const TABLE_SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'portrait', width: 390, height: 844 },
  { name: 'landscape', width: 844, height: 390 }
] as const

export type TableSize = (typeof TABLE_SIZES)[number]

/**
 * Runs `check` at each size in turn, every page resized to it first, each size a step named after it (so a
 * failure says which size): one table or match checked at several sizes instead of replayed per size. The
 * pages stay at the last size. `first` is true at the first size only: an axe check belongs there
 * (helpers/axe.ts, `onceAcrossSizes`).
 */
export async function atEachSize(
  pages: Page | readonly Page[],
  sizes: readonly TableSize[],
  check: (size: TableSize, first: boolean) => Promise<void>
): Promise<void> {
  for (const [i, size] of sizes.entries()) {
    await test.step(size.name, async () => {
      for (const page of [pages].flat())
        await page.setViewportSize({ width: size.width, height: size.height })
      await check(size, i === 0)
    })
  }
}

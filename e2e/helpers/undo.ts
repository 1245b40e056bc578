// Undo as a player meets it (issue 23): with nothing to take back it is not offered at all.
import { expect, type Page } from '@playwright/test'
import { stateVersion } from './play'

/** No Undo on screen, and Ctrl+Z changes nothing and pops no error (there is nothing to take back). */
export async function expectNothingToUndo(page: Page): Promise<void> {
  await expect(page.getByTestId('undo')).toHaveCount(0)
  const version = await stateVersion(page)
  await page.keyboard.press('Control+z')
  await page.waitForTimeout(300)
  await expect(page.getByTestId('error-toast')).toHaveCount(0)
  expect(await stateVersion(page)).toBe(version)
}

// Typing a new value over a field the app prefilled (the Host form's table name, the player's name).
import type { Locator } from '@playwright/test'
import { expect } from '@playwright/test'

/**
 * Puts `text` in a prefilled text field, and checks that the field holds all of it. Playwright's fill()
 * selects the old text and inserts the new text in its place. In about one CI run in three, the tests'
 * Chromium cut that insertion short by exactly the old text's length: the Host form's default
 * "Player’s table" (14 characters, maxlength 24) left room for 10, and the field held "Lobby big "
 * and "Options ta". That matches Chromium's maxlength check when it does not count the selection as
 * replaced, which it counts only while it holds the field focused. Users type into a focused window,
 * and the app never shortens a name. Emptying the field first leaves the whole maxlength free either way.
 */
export async function replaceText(field: Locator, text: string): Promise<void> {
  await expect(async () => {
    await field.clear()
    await field.fill(text)
    await expect(field).toHaveValue(text, { timeout: 500 })
  }).toPass({ timeout: 10_000 })
}

// axe-core checks for the e2e specs: WCAG 2.1 A/AA rules, and only serious or critical findings fail.
//
// Once across sizes: axe reads a screen's roles, names, labels and colours, which resizing the window does
// not change, and a call costs 1.5 s on a loaded 2-core machine (152 calls were 17% of the e2e run,
// 2026-12-05). Where a journey shows one screen at several sizes (atEachSize), it runs axe at the first
// size only (`first`); e2e/phones.spec.ts checks the table at every size, so a size that hides a label or
// covers a control is still seen there, and the fit and overlap checks stay at every size.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

export async function expectNoSeriousA11yIssues(page: Page, screen: string): Promise<void> {
  // Legacy mode: one axe.run in the page, not a partial run per frame finished in a blank page of its own.
  // The app's screens have no frames, so the findings are the same (26 rules passed, the same violations,
  // at the eight-clears table), and a call took about a third less (2026-12-05, 5 calls each way, loaded
  // 2-core machine: 2.8–5.8 s against 4.3–9.3 s). Axe was about half of table-feel's and reactions' time.
  // Only the violations are collected (`resultTypes`): axe still runs every rule of the tags, but keeps
  // one node each for passes and the rest, not every node of the page. The same findings (checked on a
  // page with four known violations), and a call at a table took 540–640 ms instead of 700–870
  // (2026-12-06, 10 calls each way). `options` replaces what `withTags` sets, so the tags go in it too.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] })
    .analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
  expect(serious, `axe on ${screen}`).toEqual([])
}

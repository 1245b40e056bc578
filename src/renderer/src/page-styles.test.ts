import { describe, expect, it } from 'vitest'
import { enablePageStyles } from './page-styles'
import { PAGE_STYLE_ATTRIBUTE } from './page-style-attribute'

/** A stylesheet link as far as enablePageStyles uses one: events, and `disabled`. */
class FakeLink extends EventTarget {
  constructor(
    public disabled: boolean,
    readonly marked: boolean
  ) {
    super()
  }
}

/** A document whose querySelectorAll answers the page-style selector with the marked links. */
function page(links: FakeLink[]): Document {
  return {
    querySelectorAll: (selector: string) => {
      expect(selector).toContain(`[${PAGE_STYLE_ATTRIBUTE}]`)
      return links.filter((l) => l.marked)
    }
  } as unknown as Document
}

const settledYet = async (promise: Promise<void>): Promise<boolean> => {
  let settled = false
  void promise.then(() => (settled = true))
  await new Promise((resolve) => setTimeout(resolve, 0))
  return settled
}

describe("the page's stylesheets", () => {
  it('are enabled by the entry, which waits until each has loaded or failed', async () => {
    const [a, b] = [new FakeLink(true, true), new FakeLink(true, true)]
    const ready = enablePageStyles(page([a, b]))
    expect([a.disabled, b.disabled]).toEqual([false, false])
    expect(await settledYet(ready)).toBe(false)
    a.dispatchEvent(new Event('load'))
    expect(await settledYet(ready)).toBe(false)
    // a file that failed does not keep the app from starting
    b.dispatchEvent(new Event('error'))
    expect(await settledYet(ready)).toBe(true)
  })

  it('leaves other links alone and waits for nothing when there is nothing to enable', async () => {
    const other = new FakeLink(true, false)
    const already = new FakeLink(false, true)
    expect(await settledYet(enablePageStyles(page([other, already])))).toBe(true)
    expect(other.disabled).toBe(true)
  })
})

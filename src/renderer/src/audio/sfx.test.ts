import { describe, expect, it, vi } from 'vitest'
import { vibrate } from './sfx'

/** A navigator with a vibration motor, before or after the person first touched the page. */
function phone(hasBeenActive: boolean | undefined): Navigator & { vibrate: ReturnType<typeof vi.fn> } {
  const userActivation = hasBeenActive === undefined ? undefined : { hasBeenActive, isActive: false }
  return { vibrate: vi.fn(() => true), userActivation } as unknown as Navigator & {
    vibrate: ReturnType<typeof vi.fn>
  }
}

describe('vibrate', () => {
  it('buzzes once the person has touched the page', () => {
    const nav = phone(true)
    vibrate([90, 60, 90], nav)
    expect(nav.vibrate).toHaveBeenCalledWith([90, 60, 90])
  })

  it('stays still before any touch, so the browser logs no refused call', () => {
    const nav = phone(false)
    vibrate([90, 60, 90], nav)
    expect(nav.vibrate).not.toHaveBeenCalled()
  })

  it('tries on an engine that cannot tell, and a refusal there is swallowed', () => {
    const nav = phone(undefined)
    nav.vibrate.mockImplementation(() => {
      throw new Error('not allowed')
    })
    expect(() => vibrate([50], nav)).not.toThrow()
    expect(nav.vibrate).toHaveBeenCalledWith([50])
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => vi.unstubAllGlobals())

describe('zod as the page loads it (lib/zod-jitless.ts)', () => {
  it('builds and runs object schemas without ever asking for eval (the page forbids it)', async () => {
    const evalProbe = vi.fn(() => {
      throw new EvalError('refused by the page policy')
    })
    vi.stubGlobal('Function', evalProbe)
    const { z } = await import('./zod-jitless')
    const seat = z.object({ name: z.string().min(1), seat: z.number().int() })
    expect(seat.safeParse({ name: 'Ada', seat: 2 }).success).toBe(true)
    expect(seat.safeParse({ name: '', seat: 2 }).success).toBe(false)
    expect(evalProbe).not.toHaveBeenCalled()
  })
})

import { describe, expect, it } from 'vitest'
import { scoreText } from './score-text'

describe('a tournament score on the big screen', () => {
  it('signs a duplicate score (below 0 is better than the field), never "-0"', () => {
    expect(scoreText(7.5, 'lower', 'en')).toBe('+7.5')
    expect(scoreText(-1.5, 'lower', 'en')).toBe('-1.5')
    expect(scoreText(0, 'lower', 'en')).toBe('0')
    expect(scoreText(-0, 'lower', 'en')).toBe('0')
    expect(scoreText(-1e-9, 'lower', 'en')).toBe('0')
  })

  it('shows match points with two decimals at most, unsigned', () => {
    expect(scoreText(2.5 / 3, 'higher', 'en')).toBe('0.83')
    expect(scoreText(1, 'higher', 'en')).toBe('1')
  })

  it("writes the language's separators with Western digits", () => {
    expect(scoreText(-1.5, 'lower', 'de')).toBe('-1,5')
    expect(scoreText(1.25, 'higher', 'fr')).toBe('1,25')
    expect(scoreText(7.5, 'lower', 'ar')).toMatch(/^\D*\+?\D*7\D5$/)
    expect(scoreText(7.5, 'lower', 'ar')).not.toMatch(/[٠-٩]/)
  })
})

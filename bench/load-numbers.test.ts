import { describe, expect, it } from 'vitest'
import { bytesBefore, ratio, spread, type LoadedResource } from './load-numbers'

const at = (path: string, responseEnd: number, encodedBodySize: number): LoadedResource => ({
  name: `http://127.0.0.1:5350${path}`,
  responseEnd,
  encodedBodySize
})

describe('bytesBefore', () => {
  it('adds up every script and style file that had arrived by then, chunks included', () => {
    const resources = [
      at('/assets/index-a1.js', 100, 1000),
      at('/assets/home-b2.js', 150, 200),
      at('/assets/lazy-c3.mjs?v=1', 180, 30),
      at('/assets/index-d4.css', 120, 400),
      at('/assets/home-e5.css', 150, 50)
    ]
    expect(bytesBefore(resources, 200)).toEqual({
      htmlGzip: 0,
      jsGzip: 1230,
      cssGzip: 450,
      jsFiles: 3,
      cssFiles: 2
    })
  })

  it('leaves out what arrived after the moment, and counts what arrived at it', () => {
    const resources = [
      at('/assets/index.js', 300, 1000),
      at('/assets/table.js', 301, 500),
      at('/assets/index.css', 300, 70)
    ]
    expect(bytesBefore(resources, 300)).toEqual({
      htmlGzip: 0,
      jsGzip: 1000,
      cssGzip: 70,
      jsFiles: 1,
      cssFiles: 1
    })
  })

  it('counts the page itself apart (the join form and the first styles come inside it)', () => {
    const resources = [at('/', 40, 9000), at('/assets/index.js', 300, 1000)]
    expect(bytesBefore(resources, 300)).toEqual({
      htmlGzip: 9000,
      jsGzip: 1000,
      cssGzip: 0,
      jsFiles: 1,
      cssFiles: 0
    })
  })

  it('does not count images, fonts, or JSON', () => {
    const resources = [
      at('/favicon.svg', 10, 900),
      at('/assets/font.woff2', 10, 9000),
      at('/table-facts.json', 10, 40),
      at('/js/not-a-script', 10, 5)
    ]
    expect(bytesBefore(resources, 1000)).toEqual({
      htmlGzip: 0,
      jsGzip: 0,
      cssGzip: 0,
      jsFiles: 0,
      cssFiles: 0
    })
  })
})

describe('spread', () => {
  it('gives the median and the nearest-rank p90 of seven loads', () => {
    // Sorted: 100 110 120 130 140 150 400 → median the 4th, p90 the 7th (ceil(0.9 × 7)).
    expect(spread([400, 130, 100, 150, 120, 140, 110])).toEqual({ median: 130, p90: 400, n: 7 })
  })

  it('rounds to whole milliseconds and is null with no loads', () => {
    expect(spread([12.4, 12.6, 13.2])).toEqual({ median: 13, p90: 13, n: 3 })
    expect(spread([])).toBeNull()
  })
})

describe('ratio', () => {
  it('divides to two decimals, or is null without both numbers', () => {
    expect(ratio(450, 300)).toBe(1.5)
    expect(ratio(100, 300)).toBe(0.33)
    expect(ratio(undefined, 300)).toBeNull()
    expect(ratio(100, 0)).toBeNull()
  })
})

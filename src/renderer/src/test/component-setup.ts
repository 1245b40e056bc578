// vitest setup for component tests (vitest.config.ts › components), never part of the app: each test's
// components are unmounted after it, as a screen closing would.
import { cleanup, configure } from '@testing-library/svelte'
import { afterEach } from 'vitest'

afterEach(() => cleanup())

// A screen loaded when it opens (common/Lazy.svelte) is a dynamic import: on a loaded 2-core machine the
// first one took longer than the default second to arrive.
configure({ asyncUtilTimeout: 10_000 })

// happy-dom 21's selector engine never matches an <option> with `:checked`, and Svelte's `bind:value` on
// a <select> reads the chosen option that way: without this, a choice made in a test is lost.
const selectQuery = HTMLSelectElement.prototype.querySelector
HTMLSelectElement.prototype.querySelector = function (this: HTMLSelectElement, selectors: string) {
  if (selectors === ':checked') return this.selectedOptions[0] ?? null
  return selectQuery.call(this, selectors)
} as typeof selectQuery

// The tutorial in the page's language (issue 50: from e2e/tutorial.spec.ts, which walks it once in English
// and looks at its first lesson in Arabic): the lesson and its progress follow a language picked while it
// is open, and Arabic lays the page out right to left.
import { render, screen } from '@testing-library/svelte'
import { tick } from 'svelte'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ar } from '../i18n/ar'
import { de } from '../i18n/de'
import { en } from '../i18n/en'
import { locale } from '../i18n/locale.svelte'
import Tutorial from './Tutorial.svelte'

afterEach(async () => {
  await locale.set('en')
})

/** "Lektion {{n}} von {{total}}" up to the total: the first lesson's progress, whatever the count. */
const firstOf = (lesson: string) => lesson.slice(0, lesson.indexOf('{{total}}')).replace('{{n}}', '1')

describe('the tutorial speaks the chosen language', () => {
  test('German, then Arabic right to left, then English again, at the first lesson', async () => {
    render(Tutorial, { props: { desktop: false, onway: vi.fn(), onexit: vi.fn() } })
    const text = screen.getByTestId('tutorial-text')
    const progress = screen.getByTestId('tutorial-progress')
    expect(text.textContent).toContain(en.tutorial.lead)
    expect(progress.textContent).toContain(firstOf(en.tutorial.lesson))

    await locale.set('de')
    await tick()
    expect(text.textContent).toContain(de.tutorial.lead)
    expect(progress.textContent).toContain(firstOf(de.tutorial.lesson))
    expect(document.documentElement.dir).toBe('ltr')

    await locale.set('ar')
    await tick()
    expect(text.textContent).toContain(ar.tutorial.lead)
    expect(progress.textContent).toContain(firstOf(ar.tutorial.lesson))
    expect(document.documentElement.dir).toBe('rtl')
    expect(document.documentElement.lang).toBe('ar')

    await locale.set('en')
    await tick()
    expect(text.textContent).toContain(en.tutorial.lead)
    expect(document.documentElement.dir).toBe('ltr')
  })
})

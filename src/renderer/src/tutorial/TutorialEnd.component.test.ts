// The tutorial's closing moment: each button goes where it says. The desktop e2e walks the tutorial once and
// follows "Play solo" to its form (e2e/desktop/first-evening.spec.ts), the browser's follows "Join"
// (e2e/tutorial.spec.ts); here every button, also Host, which a second walk used to reach.
import { cleanup, fireEvent, render, screen } from '@testing-library/svelte'
import { afterEach, describe, expect, test, vi } from 'vitest'
import TutorialEnd from './TutorialEnd.svelte'
import { t } from '../i18n'

afterEach(() => cleanup())

function mountEnd(desktop: boolean) {
  const onway = vi.fn()
  const onagain = vi.fn()
  render(TutorialEnd, { props: { desktop, onway, onagain } })
  return { onway, onagain }
}

describe('the end of the tutorial', () => {
  test('in the app: solo play, hosting and joining each open their way, and Start again starts again', async () => {
    const { onway, onagain } = mountEnd(true)
    await fireEvent.click(screen.getByRole('button', { name: t('tutorial.playSolo') }))
    await fireEvent.click(screen.getByRole('button', { name: t('home.host') }))
    await fireEvent.click(screen.getByRole('button', { name: t('home.join') }))
    expect(onway.mock.calls).toEqual([['solo'], ['host'], ['join']])
    expect(onagain).not.toHaveBeenCalled()
    await fireEvent.click(screen.getByRole('button', { name: t('tutorial.again') }))
    expect(onagain).toHaveBeenCalledTimes(1)
  })

  test('in a browser: joining and starting again only (solo play and hosting need the app)', async () => {
    const { onway } = mountEnd(false)
    expect(screen.queryByTestId('tutorial-solo')).toBeNull()
    expect(screen.queryByTestId('tutorial-host')).toBeNull()
    await fireEvent.click(screen.getByRole('button', { name: t('home.join') }))
    expect(onway.mock.calls).toEqual([['join']])
  })
})

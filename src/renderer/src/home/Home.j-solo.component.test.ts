// Home reached from the tutorial's last page (issue 50: e2e/tutorial.spec.ts used to click its Join a
// table through to here): the end asks for the join way (TutorialEnd.component.test.ts), the app routes
// home with it (state/app.svelte.ts › goWay), and Home opens that way's panel at once.
import { render, screen, within } from '@testing-library/svelte'
import { describe, expect, test } from 'vitest'
import { t } from '../i18n'
import Home from './Home.svelte'

const way = (name: string) =>
  within(screen.getByRole('navigation', { name: t('home.waysToPlay') }))
    .getAllByRole('button')
    .find((b) => b.dataset['way'] === name)

describe('Home with a way asked for', () => {
  test('a route home with the join way opens the join panel at once; the other ways stay closed', () => {
    render(Home, { props: { way: 'join' } })
    expect(way('join')?.getAttribute('aria-expanded')).toBe('true')
    expect(way('host')?.getAttribute('aria-expanded')).not.toBe('true')
  })
})

// The tournament's three downloads (issue 52): each a link to its file on the tournament's own port,
// in the page's language. What the files hold: server/tournament/export-routes.test.ts.
import { cleanup, render, screen, within } from '@testing-library/svelte'
import { tick } from 'svelte'
import { afterEach, describe, expect, test } from 'vitest'
import { t } from '../i18n'
import { de } from '../i18n/de'
import { locale } from '../i18n/locale.svelte'
import TournamentExport from './TournamentExport.svelte'

afterEach(async () => {
  cleanup()
  await locale.set('en')
})

const links = () =>
  within(screen.getByRole('region', { name: t('tournamentExport.title') })).getAllByRole('link')

describe('the tournament’s exports', () => {
  test('link the standings and the records, each as CSV and JSON, at the tournament’s address, as downloads', () => {
    render(TournamentExport, { props: { address: '192.168.1.20:5360' } })
    expect(links().map((a) => [a.textContent?.trim(), a.getAttribute('href')])).toEqual([
      [t('tournamentExport.standingsCsv'), 'http://192.168.1.20:5360/tournament/standings.csv'],
      [t('tournamentExport.standingsJson'), 'http://192.168.1.20:5360/tournament/standings.json'],
      [t('tournamentExport.recordsCsv'), 'http://192.168.1.20:5360/tournament/records.csv'],
      [t('tournamentExport.records'), 'http://192.168.1.20:5360/tournament/records.json']
    ])
    for (const a of links()) expect(a.hasAttribute('download')).toBe(true)
  })

  test('keep an IPv6 address in its brackets', () => {
    render(TournamentExport, { props: { address: '[fe80::1]:5360' } })
    expect(screen.getByTestId('export-records').getAttribute('href')).toBe(
      'http://[fe80::1]:5360/tournament/records.json'
    )
  })

  test('speak the page’s language', async () => {
    render(TournamentExport, { props: { address: '127.0.0.1:5360' } })
    await locale.set('de')
    await tick()
    expect(screen.getByRole('heading').textContent).toBe(de.tournamentExport.title)
    expect(links().map((a) => a.textContent?.trim())).toEqual([
      de.tournamentExport.standingsCsv,
      de.tournamentExport.standingsJson,
      de.tournamentExport.recordsCsv,
      de.tournamentExport.records
    ])
  })
})

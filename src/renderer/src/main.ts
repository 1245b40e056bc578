import { mount } from 'svelte'
import App from './App.svelte'
import { isPartyScreen } from './party/party-url'
import { isTournamentScreen } from '../../protocol/tournament-urls'
import { locale } from './i18n'
import { app } from './state/app.svelte'
import { adoptJoinShell, findJoinShell } from './home/join-shell.svelte'
import { enablePageStyles } from './page-styles'
import './app.css'

const target = document.getElementById('app')
if (!target) throw new Error('index.html has no #app element')

// The first screen waits only for its own language's catalog. `?screen=party` (the table on a big
// screen, issue 25) loads its own chunk instead of the app's screens: a phone never downloads it.
async function start(host: HTMLElement): Promise<void> {
  // `?screen=tournament` (issue 52): the tournament's big screen, a chunk of its own as the party screen.
  const bigScreen = isTournamentScreen(location.search)
  const party = isPartyScreen(location.search) || bigScreen
  // The join form the table host sent inside the page (home/join-shell.svelte.ts): already on screen.
  const shell = party ? null : findJoinShell(document)
  // The app's first question to the table (is one here?) goes out while the catalog loads; a page
  // with the host's form in it needs no question.
  if (!party) void app.boot(shell?.facts ?? null)
  // The page's stylesheets, sent disabled so the form's first paint waits for none (page-styles.ts):
  // everything the app draws from here on has its rules.
  const [, , screen] = await Promise.all([
    locale.ready(),
    enablePageStyles(document),
    bigScreen
      ? import('./tournament/screen/TournamentScreen.svelte')
      : party
        ? import('./party/PartyScreen.svelte')
        : { default: App }
  ])
  mount(screen.default, { target: host })
  if (shell) adoptJoinShell(shell)
}

void start(target)

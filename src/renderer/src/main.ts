import { mount } from 'svelte'
import App from './App.svelte'
import PartyScreen from './party/PartyScreen.svelte'
import { isPartyScreen } from './party/party-url'
import './app.css'

const target = document.getElementById('app')
if (!target) throw new Error('index.html has no #app element')

// `?screen=party`: the table on a big screen (issue 25), instead of the app.
export default mount(isPartyScreen(location.search) ? PartyScreen : App, { target })

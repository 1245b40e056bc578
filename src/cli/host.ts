// Entry point of `npm run host -- …`: a table host without Electron (see src/cli/host/run-host.ts).
import { dropLogWhenOutputCloses, keepServing } from './host/keep-serving'
import { runHost } from './host/run-host'
import { isTournamentCommand } from './host/tournament-args'
import { runTournament } from './host/run-tournament'

// An error nobody caught is logged, and the table goes on serving (./host/keep-serving.ts).
keepServing(process, (line) => console.error(line))
dropLogWhenOutputCloses(process.stdout, process.stderr)
let stopping = false
const argv = process.argv.slice(2)
// `--tournament`: a tournament's host, many tables in this one process (issue 52).
const run = isTournamentCommand(argv) ? runTournament : runHost
const code = await run(argv, {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  onSignal(handler) {
    const onSignal = (signal: NodeJS.Signals) => {
      // A second signal while closing means "now".
      if (stopping) process.exit(1)
      stopping = true
      handler(signal)
    }
    process.on('SIGINT', onSignal)
    process.on('SIGTERM', onSignal)
  }
})
process.exit(code)

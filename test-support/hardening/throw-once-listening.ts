// Loaded into the headless host with `--import` (ChildHost's `imports`): once the host prints its
// `Listening on` line, an error is thrown from a timer and a promise is rejected with nobody to catch
// either — the stand-ins for a bug in a socket or timer callback of the table server.
const print = console.log.bind(console)
let armed = true
console.log = (...args: unknown[]) => {
  print(...args)
  if (!armed || !String(args[0]).startsWith('Listening on')) return
  armed = false
  setTimeout(() => {
    throw new Error('boom from a callback')
  }, 20)
  setTimeout(() => void Promise.reject(new Error('a promise nobody awaited')), 40)
}

// Entry point of `npm run rules:check -- PATH...` (see src/cli/rules-check/main.ts).
import { rulesCheck } from './rules-check/main'

const code = await rulesCheck(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line)
})
process.exitCode = code

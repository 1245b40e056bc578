// `npm start` (start.ts preview), `npm run dev` (start.ts dev), `npm run dist` (start.ts ensure, then the
// build): Electron's binary first, downloaded once if it is missing, then electron-vite. See ./start/.
import { runStart } from './start/run-start'

process.exitCode = await runStart(process.argv.slice(2), {
  projectDir: process.cwd(),
  env: process.env,
  out: (text) => console.log(text),
  err: (text) => console.error(text)
})

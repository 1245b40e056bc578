// zod for the page: every `import … from 'zod'` in the renderer build resolves here (the alias in
// electron.vite.config.ts). zod compiles fast parsers with `new Function` unless told not to; under the
// page's Content-Security-Policy (no 'unsafe-eval') that probe is refused, and Firefox and WebKit log the
// refusal as an error on every load. `jitless` is set before any schema is built: this module's body
// runs before the body of any module that imports it.
import { config } from 'zod/v4/core'

config({ jitless: true })

export * from 'zod/v4'
export { default } from 'zod/v4'

// Before the e2e run: the table host bundled once (test-support/hardening/bundled-host.ts). The specs
// start about fifty hosts from it.
import { BUNDLED_HOST, bundleHost } from '../test-support/hardening/bundled-host'

export { BUNDLED_HOST }
export default bundleHost

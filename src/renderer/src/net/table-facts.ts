// Before joining, the join form asks the table for its name and whether it needs a PIN (the server's
// table-facts route): it names the table instead of its address and shows the PIN field up front.
// The answer's checker (zod) loads beside the request, not with the first screen (issue 47).
import { TABLE_FACTS_PATH } from '../../../protocol/vocabulary'
import type { TableFacts } from '../../../protocol/table-facts'

/** The facts of the table at `address` (host:port), or null when it does not answer in time. */
export async function fetchTableFacts(address: string, secure: boolean, ms = 2500): Promise<TableFacts | null> {
  try {
    const url = `${secure ? 'https' : 'http'}://${address}${TABLE_FACTS_PATH}`
    const [answer, { parseTableFacts }] = await Promise.all([
      fetch(url, { signal: AbortSignal.timeout(ms), cache: 'no-store' }),
      import('../../../protocol/table-facts')
    ])
    return answer.ok ? parseTableFacts(await answer.json()) : null
  } catch {
    return null
  }
}

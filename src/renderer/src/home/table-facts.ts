// Before joining, the join form asks the table for its name and whether it needs a PIN (the server's
// table-facts route): it names the table instead of its address and shows the PIN field up front.
import { TABLE_FACTS_PATH, parseTableFacts } from '../../../protocol/table-facts'
import type { TableFacts } from '../../../protocol/table-facts'

/** The facts of the table at `address` (host:port), or null when it does not answer in time. */
export async function fetchTableFacts(address: string, secure: boolean, ms = 2500): Promise<TableFacts | null> {
  try {
    const url = `${secure ? 'https' : 'http'}://${address}${TABLE_FACTS_PATH}`
    const answer = await fetch(url, { signal: AbortSignal.timeout(ms), cache: 'no-store' })
    return answer.ok ? parseTableFacts(await answer.json()) : null
  } catch {
    return null
  }
}

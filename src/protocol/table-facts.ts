// What a join page may learn of a table before joining: its id, name, status and whether it needs a PIN.
// These are the facts mDNS already tells the whole LAN (discovery.ts), served over HTTP at
// TABLE_FACTS_PATH so the join page served by the table (or the app, for a typed address) can name the
// table and ask for the PIN up front, and Home can tell that a table a player left still runs (the id
// tells it from another table at the same address). Untrusted on the client: read only through
// `parseTableFacts`.
import { z } from 'zod'
import { NAME_MAX_LENGTH, TABLE_STATUSES } from './vocabulary'

export const TABLE_FACTS_PATH = '/table.json'

const tableFactsSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().min(1).max(NAME_MAX_LENGTH),
  status: z.enum(TABLE_STATUSES),
  pinRequired: z.boolean()
})
export type TableFacts = z.infer<typeof tableFactsSchema>

/** The answer's JSON → the facts, or null when it is not a table's answer. */
export function parseTableFacts(data: unknown): TableFacts | null {
  const parsed = tableFactsSchema.safeParse(data)
  if (!parsed.success) return null
  const { id, name, status, pinRequired } = parsed.data
  return { id, name, status, pinRequired }
}

// What a join page may learn of a table before joining: its id, name, status and whether it needs a PIN.
// These are the facts mDNS already tells the whole LAN (discovery.ts), served over HTTP at
// TABLE_FACTS_PATH so the join page served by the table (or the app, for a typed address) can name the
// table and ask for the PIN up front, and Home can tell that a table a player left still runs (the id
// tells it from another table at the same address). Untrusted on the client: read only through
// `parseTableFacts`. Written with zod's tree-shakable form (zod/mini): the join page checks these facts
// on a phone's first screen, where classic zod would add about 25 KB (gzipped) to the download.
import * as z from 'zod/mini'
import { NAME_MAX_LENGTH, TABLE_STATUSES } from './vocabulary'

const tableFactsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: z.string().check(z.minLength(1), z.maxLength(NAME_MAX_LENGTH)),
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

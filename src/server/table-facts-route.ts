// GET TABLE_FACTS_PATH: the table's name and whether it needs a PIN (protocol/table-facts.ts), for a join
// page before it joins. mDNS tells the same to the whole LAN, so nothing here is secret; any origin may
// read it (the desktop app asks from file://), and it is never cached (the host may set a PIN any time).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { TABLE_FACTS_PATH } from '../protocol/vocabulary'
import type { TableFacts } from '../protocol/table-facts'
import { SECURITY_HEADERS } from './security-headers'

/** Answers the request when it asks for the table's facts (true), else leaves it to the next handler. */
export function answerTableFacts(req: IncomingMessage, res: ServerResponse, facts: TableFacts): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (new URL(req.url ?? '/', 'http://host').pathname !== TABLE_FACTS_PATH) return false
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'access-control-allow-origin': '*'
  })
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify(facts))
  return true
}

// What a LAN table's own save does not say but resuming it needs: the port it listened on (the other
// players' apps and browsers keep their seat tokens per address, so the table must come back at the
// same one) and which seat the host's window took. One small file beside the LAN saves, rewritten when
// either changes; an unreadable one only means resuming falls back to the usual port.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { MAX_SEATS } from '../../engine'
import { writeFileAtomic } from '../../server/persistence/atomic-write'

export const HOSTED_MEMO_FILE = 'hosted-table.json'

const memoSchema = z.object({
  savePath: z.string().min(1),
  port: z.int().min(1).max(65_535),
  hostSeat: z.int().min(0).lt(MAX_SEATS).nullable()
})
export type HostedTableMemo = z.output<typeof memoSchema>

export interface HostedTableMemos {
  read(): Promise<HostedTableMemo | undefined>
  write(memo: HostedTableMemo): Promise<void>
}

export function hostedTableMemos(dataDir: string): HostedTableMemos {
  const path = join(dataDir, HOSTED_MEMO_FILE)
  return {
    async read() {
      try {
        const parsed = memoSchema.safeParse(JSON.parse(await readFile(path, 'utf8')))
        return parsed.success ? parsed.data : undefined
      } catch {
        return undefined
      }
    },
    write: (memo) => writeFileAtomic(path, `${JSON.stringify(memoSchema.parse(memo))}\n`)
  }
}

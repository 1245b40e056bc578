// One JSON document in the user-data folder (settings, match history, window state), read through a zod
// schema and replaced atomically (temp file + rename, see src/server/persistence/atomic-write.ts).
// A file that is not valid JSON, fails the schema or was written by a newer app is never fatal and never
// overwritten: it is renamed to `<name>.corrupt-<timestamp>.json`, a notice says so, and the caller
// gets its defaults.
import { mkdirSync } from 'node:fs'
import { mkdir, readFile, rename } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { z } from 'zod'
import { writeFileAtomic, writeFileAtomicSync } from '../../server/persistence/atomic-write'
import type { ReportNotice } from '../notices'
import { ok, refuse } from '../../engine/result'
import type { Refusal, Result } from '../../engine/result'

export interface JsonFileOptions<T> {
  readonly path: string
  /** validates the whole document, `format` included; missing fields may default */
  readonly schema: z.ZodType<T>
  /** the document's format number; a larger one was written by a newer app */
  readonly format: number
  /** what the user calls this file, for notices: "settings", "match history" */
  readonly label: string
  readonly report: ReportNotice
  readonly now?: () => Date
}

export interface JsonFile<T> {
  readonly path: string
  /** The document, or undefined when there is none (or it was unreadable and set aside). */
  read(): Promise<T | undefined>
  /** Replaces the document atomically. Writes run one after another, in call order. */
  write(value: T): Promise<void>
  /**
   * The same, synchronously: for state saved as a window closes, when the process may end before an
   * asynchronous write finishes. Small documents only.
   */
  writeSync(value: T): void
}

/** `settings.json` → `settings.corrupt-2026-11-29T20-55-48-123Z.json` (no colons: Windows). */
export function corruptName(path: string, at: Date): string {
  const name = basename(path).replace(/\.json$/, '')
  const stamp = at.toISOString().replace(/:/g, '-').replace(/\./g, '-')
  return join(dirname(path), `${name}.corrupt-${stamp}.json`)
}

/** Why a text is not a usable document: not JSON, from a newer app, or not the document's shape. */
export type DocumentProblem = 'not-json' | 'newer' | 'bad-shape'

/** Why the text is not a usable document, or the document. */
export function parseDocument<T>(
  text: string,
  schema: z.ZodType<T>,
  format: number
): Result<T, Refusal<DocumentProblem>> {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    return refuse('not-json', `it is not valid JSON (${(error as Error).message})`)
  }
  const head = z.looseObject({ format: z.number() }).safeParse(data)
  if (head.success && head.data.format > format) {
    return refuse('newer', `it was written by a newer version of the app (format ${head.data.format})`)
  }
  const parsed = schema.safeParse(data)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'the document'
    return refuse('bad-shape', `${where}: ${issue?.message ?? 'invalid'}`)
  }
  return ok(parsed.data)
}

export function jsonFile<T>(options: JsonFileOptions<T>): JsonFile<T> {
  const { path, label, report } = options
  const now = options.now ?? (() => new Date())
  let writing: Promise<void> = Promise.resolve()

  async function setAside(why: string): Promise<void> {
    const aside = corruptName(path, now())
    try {
      await rename(path, aside)
    } catch (error) {
      report({
        kind: 'corrupt-file',
        message: `The ${label} file could not be read (${why}) nor set aside (${(error as Error).message}); defaults are used.`,
        file: path
      })
      return
    }
    report({
      kind: 'corrupt-file',
      message: `The ${label} file could not be read (${why}). It was set aside and defaults are used.`,
      file: aside
    })
  }

  return {
    path,
    async read() {
      let text: string
      try {
        text = await readFile(path, 'utf8')
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        report({
          kind: 'corrupt-file',
          message: `The ${label} file could not be read (${(error as Error).message}); defaults are used.`,
          file: path
        })
        return undefined
      }
      const parsed = parseDocument(text, options.schema, options.format)
      if (parsed.ok) return parsed.value
      await setAside(parsed.error.message)
      return undefined
    },
    write(value) {
      const run = async (): Promise<void> => {
        const text = `${JSON.stringify(value, null, 2)}\n`
        await mkdir(dirname(path), { recursive: true })
        await writeFileAtomic(path, text)
      }
      const result = writing.then(run, run)
      writing = result.catch(() => undefined)
      return result
    },
    writeSync(value) {
      mkdirSync(dirname(path), { recursive: true })
      writeFileAtomicSync(path, `${JSON.stringify(value, null, 2)}\n`, { fsync: true })
    }
  }
}

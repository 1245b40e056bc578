// `npm run rules:check -- PATH...`: runs rules-case files (RULES.md) against the engine and prints every
// failure. The file system and output are the only I/O here; the case logic is src/engine/cases.ts.
import { readFile, readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { runCaseFile } from '../../engine/cases'
import type { CaseFailure } from '../../engine/cases'

export interface Output {
  out: (line: string) => void
  err: (line: string) => void
}

const show = (v: unknown): string => JSON.stringify(v) ?? String(v)

export function formatFailure(f: CaseFailure): string[] {
  const where = f.step === null ? '' : ` › step ${f.step}`
  return [
    `FAIL ${f.file} › ${f.caseName}${where}`,
    ...f.diffs.map((d) => `  ${d.field}: expected ${show(d.expected)}, actual ${show(d.actual)}`)
  ]
}

/** Files named on the command line, and every *.json directly inside named folders (sorted). */
async function expand(path: string): Promise<string[]> {
  const info = await stat(path)
  if (!info.isDirectory()) return [path]
  const names = (await readdir(path)).filter((n) => n.endsWith('.json')).sort()
  if (names.length === 0) throw new Error('no *.json rules-case files in this folder')
  return names.map((n) => join(path, n))
}

/** Returns the exit code: 0 when every case passed and every file was usable, else 1 (2 for usage). */
export async function rulesCheck(args: readonly string[], io: Output): Promise<number> {
  const paths = args.filter((a) => a !== '--')
  if (paths.length === 0) {
    io.err('usage: npm run rules:check -- PATH...   (rules-case files, or folders of them)')
    return 2
  }
  let passed = 0
  let failed = 0
  let broken = 0
  for (const path of paths) {
    let files: string[]
    try {
      files = await expand(path)
    } catch (e) {
      io.err(
        `ERROR ${path}: ${e instanceof Error && 'code' in e && e.code === 'ENOENT' ? 'no such file or folder' : String(e instanceof Error ? e.message : e)}`
      )
      broken++
      continue
    }
    for (const file of files) {
      let data: unknown
      try {
        data = JSON.parse(await readFile(file, 'utf8'))
      } catch (e) {
        io.err(`ERROR ${file}: cannot read it as JSON (${e instanceof Error ? e.message : String(e)})`)
        broken++
        continue
      }
      const report = runCaseFile(file, data)
      if (report.error !== null) {
        io.err(`ERROR ${file}: ${report.error}`)
        broken++
        continue
      }
      passed += report.passed
      failed += report.failed
      for (const f of report.failures) for (const line of formatFailure(f)) io.out(line)
    }
  }
  io.out(`${passed} passed, ${failed} failed`)
  return failed > 0 || broken > 0 ? 1 : 0
}

// `npm run rules:check -- PATH...`: runs rules-case files (RULES.md) against the engine and prints every
// failure. The file system and output are the only I/O here; the case logic is src/engine/cases.ts.
import { readFile, readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { runCaseFile } from '../../engine/cases'
import type { CaseFailure, CaseFileReport } from '../../engine/cases'
import { ok, refuse } from '../../engine/result'
import type { Refusal, Result } from '../../engine/result'

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

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e))

/** Files named on the command line, and every *.json directly inside named folders (sorted); or why not. */
async function expand(path: string): Promise<Result<string[], Refusal>> {
  try {
    const info = await stat(path)
    if (!info.isDirectory()) return ok([path])
    const names = (await readdir(path)).filter((n) => n.endsWith('.json')).sort()
    if (names.length === 0) return refuse('no-cases', 'no *.json rules-case files in this folder')
    return ok(names.map((n) => join(path, n)))
  } catch (e) {
    const missing = e instanceof Error && (e as NodeJS.ErrnoException).code === 'ENOENT'
    return refuse('unreadable', missing ? 'no such file or folder' : errorText(e))
  }
}

/** One rules-case file run against the engine, or why it could not be (not JSON, not rules cases). */
async function checkFile(file: string): Promise<Result<CaseFileReport, Refusal>> {
  let data: unknown
  try {
    data = JSON.parse(await readFile(file, 'utf8'))
  } catch (e) {
    return refuse('not-json', `cannot read it as JSON (${errorText(e)})`)
  }
  const report = runCaseFile(file, data)
  return report.error === null ? ok(report) : refuse('not-cases', report.error)
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
    const files = await expand(path)
    if (!files.ok) {
      io.err(`ERROR ${path}: ${files.error.message}`)
      broken++
      continue
    }
    for (const file of files.value) {
      const report = await checkFile(file)
      if (!report.ok) {
        io.err(`ERROR ${file}: ${report.error.message}`)
        broken++
        continue
      }
      passed += report.value.passed
      failed += report.value.failed
      for (const f of report.value.failures) for (const line of formatFailure(f)) io.out(line)
    }
  }
  io.out(`${passed} passed, ${failed} failed`)
  return failed > 0 || broken > 0 ? 1 : 0
}

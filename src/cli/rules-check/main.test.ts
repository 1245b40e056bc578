import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rulesCheck } from './main'

const ROOT = resolve(__dirname, '../../..')
// the project's copy of the rules cases (rules/cases, checked against ../shared by .ci/run)
const CASES = resolve(ROOT, 'rules/cases')

const good = {
  format: 'fivethreefive-rules-cases/1',
  cases: [
    {
      kind: 'deal',
      name: 'deal for 4 players',
      players: 4,
      expect: { copies: 4, deckSize: 52, handSize: 12, undealt: 4 }
    }
  ]
}
const bad = {
  format: 'fivethreefive-rules-cases/1',
  cases: [
    {
      name: 'a lead that is not a meld',
      players: 2,
      hands: [[2, 5], [7]],
      leader: 0,
      steps: [{ seat: 0, move: { kind: 'lead', cards: [2, 5] }, expect: { meld: [2, 5] } }]
    }
  ]
}

async function run(args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = []
  const err: string[] = []
  const code = await rulesCheck(args, { out: (l) => out.push(l), err: (l) => err.push(l) })
  return { code, out, err }
}

let dir = ''
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rules-check-'))
  await writeFile(join(dir, 'good.json'), JSON.stringify(good))
  await writeFile(join(dir, 'bad.json'), JSON.stringify(bad))
  await writeFile(join(dir, 'broken.txt'), '{')
  await writeFile(join(dir, 'broken.json.txt'), 'not json')
  await writeFile(join(dir, 'format.jsonx'), JSON.stringify({ format: 'other/9', cases: [] }))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('rules-check', () => {
  it('passes the project cases and ends with the count line', async () => {
    const r = await run([CASES])
    expect(r.code).toBe(0)
    expect(r.out.at(-1)).toMatch(/^\d+ passed, 0 failed$/)
  })

  it('a failing case prints its file, name, step and the difference, and exits 1', async () => {
    const r = await run([join(dir, 'bad.json'), join(dir, 'good.json')])
    expect(r.code).toBe(1)
    expect(r.out).toEqual([
      `FAIL ${join(dir, 'bad.json')} › a lead that is not a meld › step 0`,
      expect.stringMatching(/^ {2}move: expected "accepted", actual "refused \(not-a-meld: .*\)"$/),
      '1 passed, 1 failed'
    ])
  })

  it('a folder runs every *.json inside', async () => {
    const r = await run([dir])
    expect(r.code).toBe(1)
    expect(r.out.at(-1)).toBe('1 passed, 1 failed')
  })

  it('an unknown format exits 1 with a clear error', async () => {
    const r = await run([join(dir, 'format.jsonx')])
    expect(r.code).toBe(1)
    expect(r.err.join('\n')).toMatch(/unknown format "other\/9"/)
    expect(r.out.at(-1)).toBe('0 passed, 0 failed')
  })

  it('invalid JSON and missing paths exit 1', async () => {
    expect((await run([join(dir, 'broken.txt')])).code).toBe(1)
    const missing = await run([join(dir, 'nope.json')])
    expect(missing.code).toBe(1)
    expect(missing.err.join('\n')).toMatch(/no such file or folder/)
  })

  it('no paths is a usage error', async () => {
    expect((await run([])).code).toBe(2)
  })

  it('the npm script exits non-zero on a failing file (real process)', async () => {
    const exec = promisify(execFile)
    const tsx = join(ROOT, 'node_modules/.bin/tsx')
    const err = await exec(tsx, ['src/cli/rules-check.ts', join(dir, 'bad.json')], { cwd: ROOT }).then(
      () => null,
      (e: { code: number; stdout: string }) => e
    )
    expect(err?.code).toBe(1)
    expect(err?.stdout).toContain('FAIL')
    expect(err?.stdout.trim().split('\n').at(-1)).toBe('0 passed, 1 failed')
  })
})

import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { corruptName, jsonFile, parseDocument } from './json-file'

let dir: string

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ftf-json-'))
})

afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const schema = z.object({ format: z.literal(1), n: z.int() })

describe('jsonFile', () => {
  it('names a set-aside file after the original and the time, without colons', () => {
    expect(corruptName('/u/settings.json', new Date('2026-01-02T03:04:05.678Z'))).toBe(
      '/u/settings.corrupt-2026-01-02T03-04-05-678Z.json'
    )
  })

  it('tells why a document is unusable', () => {
    expect(parseDocument('{"format":1,"n":2}', schema, 1)).toEqual({ ok: true, value: { format: 1, n: 2 } })
    expect(parseDocument('nope', schema, 1)).toMatchObject({
      ok: false,
      error: { code: 'not-json', message: expect.stringContaining('not valid JSON') }
    })
    expect(parseDocument('{"format":1,"n":"2"}', schema, 1)).toMatchObject({
      ok: false,
      error: { code: 'bad-shape', message: expect.stringMatching(/^n: /) }
    })
    expect(parseDocument('{"format":3}', schema, 1)).toMatchObject({
      ok: false,
      error: { code: 'newer', message: expect.stringContaining('newer') }
    })
  })

  it('writes in call order, creating the folder, asynchronously or at once', async () => {
    const file = jsonFile({
      path: join(dir, 'a', 'b.json'),
      schema,
      format: 1,
      label: 'test',
      report: () => undefined
    })
    await expect(file.read()).resolves.toBeUndefined()
    await Promise.all([1, 2, 3].map((n) => file.write({ format: 1, n })))
    await expect(file.read()).resolves.toEqual({ format: 1, n: 3 })
    file.writeSync({ format: 1, n: 4 })
    expect(JSON.parse(await readFile(join(dir, 'a', 'b.json'), 'utf8'))).toEqual({ format: 1, n: 4 })
    expect(await readdir(join(dir, 'a'))).toEqual(['b.json'])
  })

  it('a failed write does not stop later ones', async () => {
    const file = jsonFile({
      path: join(dir, 'c.json'),
      schema,
      format: 1,
      label: 'test',
      report: () => undefined
    })
    const bad = file.write({ format: 1, n: 1n } as never)
    await expect(bad).rejects.toThrow()
    await file.write({ format: 1, n: 2 })
    await expect(file.read()).resolves.toEqual({ format: 1, n: 2 })
  })
})

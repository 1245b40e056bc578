// Every language has exactly the keys of the English catalog (plurals in its own CLDR categories), the
// same {{placeholders}}, and every key is used by the renderer while every key it uses exists. Key
// usage is found statically: the renderer only ever calls `t('literal.key', …)`.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ERROR_CODES } from '../../../engine/types'
import { PROTOCOL_ERROR_CODES } from '../../../protocol/messages'
import { PLURAL_CATEGORIES, type PluralCategory } from './catalog'
import { LOCALES, type Locale } from '../../../protocol/locales'
import { loadCatalog } from './resources'

type Flat = Map<string, string>

function flatten(tree: unknown, prefix = '', out: Flat = new Map()): Flat {
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else if (typeof value === 'object' && value !== null) flatten(value, path, out)
    else throw new Error(`${path} is neither a string nor a group`)
  }
  return out
}

const PLURAL = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`)

function pluralBase(key: string): { base: string; category: PluralCategory } | null {
  const m = PLURAL.exec(key)
  return m ? { base: m[1] as string, category: m[2] as PluralCategory } : null
}

function categories(locale: Locale): PluralCategory[] {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories as PluralCategory[]
}

const catalogs = Object.fromEntries(
  await Promise.all(LOCALES.map(async (locale) => [locale, await loadCatalog(locale)] as const))
) as Record<Locale, unknown>

const en = flatten(catalogs.en)
/** Plural bases of the English catalog (keys with `_one`/`_other`). */
const enPlurals = new Set([...en.keys()].map((k) => pluralBase(k)?.base).filter((b): b is string => !!b))
/** Every key `t` accepts: plain keys and plural bases. */
const enKeys = new Set([...[...en.keys()].filter((k) => !pluralBase(k)), ...enPlurals])

function placeholders(text: string): Set<string> {
  return new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1] as string))
}

describe.each(LOCALES)('catalog %s', (locale) => {
  const flat = flatten(catalogs[locale])
  const wanted = categories(locale)

  it('has every key of the English catalog and no other', () => {
    const expected = new Set<string>()
    for (const key of enKeys) {
      if (enPlurals.has(key)) for (const c of wanted) expected.add(`${key}_${c}`)
      else expected.add(key)
    }
    const missing = [...expected].filter((k) => !flat.has(k))
    const extra = [...flat.keys()].filter((k) => !expected.has(k))
    expect({ missing, extra }).toEqual({ missing: [], extra: [] })
  })

  it('has no empty text', () => {
    expect([...flat].filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([])
  })

  it('uses the placeholders of the English text', () => {
    const wrong: string[] = []
    for (const [key, text] of flat) {
      const plural = pluralBase(key)
      const enText = plural ? en.get(`${plural.base}_other`) : en.get(key)
      if (enText === undefined) continue
      const want = placeholders(enText)
      const got = placeholders(text)
      // A plural form may spell its number out ("one card", Arabic "بطاقتان"): only count may be left out.
      const ok =
        [...got].every((p) => want.has(p)) && [...want].every((p) => got.has(p) || (plural && p === 'count'))
      if (!ok) wrong.push(`${key}: {${[...got].join(',')}} vs English {${[...want].join(',')}}`)
    }
    expect(wrong).toEqual([])
  })
})

describe('message keys in the renderer', () => {
  const root = join(__dirname, '..', '..')
  const files: string[] = []
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (/\.(ts|svelte)$/.test(name) && !/\.test(-util)?\.ts$/.test(name)) files.push(path)
    }
  }
  walk(root)
  const catalogFiles = new Set(LOCALES.map((l) => join(__dirname, `${l}.ts`)))
  const used = new Map<string, string>()
  const dynamic: string[] = []
  for (const file of files) {
    if (catalogFiles.has(file)) continue
    // Comments may mention `t('…')`; blank them out (keeping line numbers) before looking for calls.
    const source = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
      .replace(/(^|\s)\/\/.*$/gm, '$1')
      .replace(/function t\(/g, 'function _(')
    for (const m of source.matchAll(/(?<![\w$.])t\(\s*(?:'([^'\n]*)'|"([^"\n]*)"|`([^`$\n]*)`)?/g)) {
      const key = m[1] ?? m[2] ?? m[3]
      const where = `${relative(root, file)}:${source.slice(0, m.index).split('\n').length}`
      if (key === undefined) dynamic.push(where)
      else used.set(key, where)
    }
  }

  it('are always literal, so this test can find them', () => {
    expect(dynamic).toEqual([])
  })

  it('all exist in the catalogs', () => {
    expect([...used].filter(([k]) => !enKeys.has(k)).map(([k, where]) => `${k} (${where})`)).toEqual([])
  })

  it('cover every key of the catalogs (no unused text)', () => {
    expect([...enKeys].filter((k) => !used.has(k))).toEqual([])
  })

  it('include a text for every error code a player can see', () => {
    const codes = [...PROTOCOL_ERROR_CODES, ...ERROR_CODES]
    expect(codes.filter((c) => !enKeys.has(`error.${c}`))).toEqual([])
  })
})

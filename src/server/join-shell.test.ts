import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { JOIN_SHELL_FILE, JOIN_SHELL_ID, SHELL_PLACEHOLDERS, type JoinShells } from '../protocol/join-shell'
import { LOCALES, LOCALE_INFO } from '../protocol/locales'
import {
  JoinShellForms,
  escapeHtml,
  pageWithJoinForm,
  preferredLanguages,
  staticWithJoinForm
} from './join-shell'

const INDEX =
  '<!doctype html>\n<html lang="en">\n<head></head>\n<body><div id="app"></div><script type="module" src="./a.js"></script></body></html>'

/** Forms as the build writes them: each language's own words around the placeholders. */
function builtForms(): JoinShells {
  const form = (language: string, pin: boolean) =>
    `<!--[--><form><h1>${language}: ${SHELL_PLACEHOLDERS.table}</h1><p>${SHELL_PLACEHOLDERS.address}</p>` +
    `<input data-testid="join-name"/>${pin ? '<input data-testid="join-pin"/>' : ''}</form><!--]-->`
  return Object.fromEntries(
    LOCALES.map((l) => [l, { dir: LOCALE_INFO[l].dir, open: form(l, false), pin: form(l, true) }])
  ) as JoinShells
}

const phone = {
  url: '/',
  acceptLanguage: 'en-US,en;q=0.9',
  host: '192.168.1.20:5350',
  tableName: 'Kitchen',
  pinRequired: false
}

describe('the join form in the page', () => {
  it('reads Accept-Language best first, dropping refused and wildcard tags', () => {
    expect(preferredLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.95, *;q=0.5')).toEqual([
      'fr-CH',
      'de',
      'fr',
      'en'
    ])
    expect(preferredLanguages('de;q=0, ar')).toEqual(['ar'])
    expect(preferredLanguages(undefined)).toEqual([])
  })

  it("is in the phone's language, with the page's lang and direction to match", () => {
    const german = pageWithJoinForm(INDEX, builtForms(), { ...phone, acceptLanguage: 'de-AT,en;q=0.5' })
    expect(german).toContain('<h1>de: Kitchen</h1>')
    expect(german).toContain('<html lang="de" dir="ltr">')
    const arabic = pageWithJoinForm(INDEX, builtForms(), { ...phone, acceptLanguage: 'ar-EG' })
    expect(arabic).toContain('<html lang="ar" dir="rtl">')
    expect(arabic).toContain(`data-locale="ar"`)
    // a language the app does not speak, or none: English, as the page itself would pick
    expect(pageWithJoinForm(INDEX, builtForms(), { ...phone, acceptLanguage: 'ja' })).toContain(
      '<h1>en: Kitchen</h1>'
    )
  })

  it('names the table and the address the phone used, and asks for the PIN only when the table needs one', () => {
    const open = pageWithJoinForm(INDEX, builtForms(), phone) ?? ''
    expect(open).toContain('<p>192.168.1.20:5350</p>')
    expect(open).not.toContain('join-pin')
    expect(open).toContain(
      `<div id="app"><div id="${JOIN_SHELL_ID}" data-locale="en" data-table="Kitchen" data-pin="0">`
    )
    const pin = pageWithJoinForm(INDEX, builtForms(), { ...phone, pinRequired: true }) ?? ''
    expect(pin).toContain('join-pin')
    expect(pin).toContain('data-pin="1"')
    for (const placeholder of Object.values(SHELL_PLACEHOLDERS)) expect(open).not.toContain(placeholder)
  })

  it('keeps a hostile table name text: no markup, no attribute break-out, no replacement patterns', () => {
    const tableName = `"><script>alert(1)</script> $& $' $\``
    const page = pageWithJoinForm(INDEX, builtForms(), { ...phone, tableName }) ?? ''
    expect(page).not.toContain('<script>alert')
    expect(page).toContain(`<h1>en: ${escapeHtml(tableName)}</h1>`)
    expect(page).toContain(`data-table="${escapeHtml(tableName)}"`)
    expect(escapeHtml(tableName)).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $&#39; $`')
  })

  it('sends no form to the party screen, nor without a Host header to name', () => {
    expect(pageWithJoinForm(INDEX, builtForms(), { ...phone, url: '/?screen=party' })).toBeNull()
    expect(pageWithJoinForm(INDEX, builtForms(), { ...phone, host: undefined })).toBeNull()
    expect(pageWithJoinForm('<html><body></body></html>', builtForms(), phone)).toBeNull()
  })
})

describe('a table host serving its page', () => {
  let dir: string
  let server: Server | null = null
  let table: { name: string; pinRequired: boolean } | null

  afterEach(async () => {
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()))
    server = null
    await rm(dir, { recursive: true, force: true })
  })

  async function start(): Promise<number> {
    dir = await mkdtemp(join(tmpdir(), 'join-shell-'))
    await writeFile(join(dir, 'index.html'), INDEX)
    await writeFile(join(dir, 'a.js'), 'export {}')
    const handler = staticWithJoinForm(dir, () => table)
    server = createServer((req, res) => void handler(req, res))
    await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done))
    return (server.address() as AddressInfo).port
  }

  function get(port: number, path: string, headers: Record<string, string> = {}) {
    return new Promise<{ body: string; headers: Record<string, unknown> }>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const raw = Buffer.concat(chunks)
          const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw
          resolve({ body: body.toString('utf8'), headers: res.headers })
        })
      })
        .on('error', reject)
        .end()
    })
  }

  it('puts the form in index.html once the table is open and the build wrote the forms', async () => {
    table = null
    const port = await start()
    expect((await get(port, '/')).body).toBe(INDEX) // no table open yet
    table = { name: 'Kitchen', pinRequired: false }
    expect((await get(port, '/')).body).toBe(INDEX) // no forms built
    await writeFile(join(dir, JOIN_SHELL_FILE), JSON.stringify(builtForms()))
    const page = await get(port, '/', { 'accept-language': 'fr', 'accept-encoding': 'gzip' })
    expect(page.body).toContain('<h1>fr: Kitchen</h1>')
    expect(page.body).toContain(`<p>127.0.0.1:${port}</p>`)
    expect(page.headers['content-encoding']).toBe('gzip')
    expect(page.headers['cache-control']).toBe('no-cache')
    expect(page.headers.vary).toContain('accept-language')
    // an unknown path falls back to the same page; the app's files are as built
    expect((await get(port, '/some/where')).body).toContain('<h1>en: Kitchen</h1>')
    expect((await get(port, '/a.js')).body).toBe('export {}')
    // the host sets a PIN: the next page asks for it
    table = { name: 'Kitchen', pinRequired: true }
    expect((await get(port, '/')).body).toContain('join-pin')
  })

  it('serves the page as built when the forms file is damaged or missing a language, and picks up a rebuild', async () => {
    table = { name: 'Kitchen', pinRequired: false }
    const port = await start()
    const { de: _dropped, ...partial } = builtForms()
    await writeFile(join(dir, JOIN_SHELL_FILE), JSON.stringify(partial))
    expect((await get(port, '/')).body).toBe(INDEX)
    await writeFile(join(dir, JOIN_SHELL_FILE), '{"en": ')
    expect((await get(port, '/')).body).toBe(INDEX)
    const forms = new JoinShellForms(dir)
    expect(await forms.current()).toBeNull()
    await writeFile(join(dir, JOIN_SHELL_FILE), JSON.stringify(builtForms()))
    expect(await forms.current()).not.toBeNull()
    expect((await get(port, '/')).body).toContain('<h1>en: Kitchen</h1>')
  })
})

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FakeSession } from '../../../test-support/main/fake-electron'
import { CONTENT_SECURITY_POLICY, applyContentSecurityPolicy, withContentSecurityPolicy } from './csp'

type Policy = Map<string, string[]>

/** A serialized policy (CSP3 §2.2.1): directives split on ';', names case-insensitive, first one wins. */
function parsePolicy(text: string): Policy {
  const policy: Policy = new Map()
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (!name) continue
    const key = name.toLowerCase()
    if (!policy.has(key)) policy.set(key, sources)
  }
  return policy
}

/** The sources that govern `name`: the directive itself, else default-src (CSP3 fallback). */
function effective(policy: Policy, name: string): string[] {
  return policy.get(name) ?? policy.get('default-src') ?? []
}

/** The policy the packaged app really runs under: file:// responses never reach onHeadersReceived. */
function metaPolicy(): string {
  const html = readFileSync(new URL('../../renderer/index.html', import.meta.url), 'utf8')
  const metas = [...html.matchAll(/<meta\b[^>]*>/gis)].map((m) => m[0])
  const csp = metas.filter((tag) => /http-equiv\s*=\s*["']Content-Security-Policy["']/i.test(tag))
  expect(csp, 'exactly one CSP meta tag in index.html').toHaveLength(1)
  const content = /content\s*=\s*"([^"]*)"/i.exec(csp[0]!)?.[1]
  if (content === undefined) throw new Error('the CSP meta tag has no content')
  return content
}

// Directives a meta tag cannot carry (CSP3 §4.1.4): the browser ignores them there.
const HEADER_ONLY = ['frame-ancestors', 'report-uri', 'sandbox']

const sent = parsePolicy(CONTENT_SECURITY_POLICY)

describe.each([
  ['the header main adds', () => sent],
  ['the meta tag in index.html', () => parsePolicy(metaPolicy())]
])('Content-Security-Policy: %s', (_where, policy) => {
  it('runs only the app’s own scripts: no inline script, no eval, no other origin', () => {
    const script = effective(policy(), 'script-src')
    expect(script).toEqual(["'self'"])
    expect(effective(policy(), 'default-src')).toEqual(["'self'"])
  })

  it('loads nothing from anywhere but the app, except connections to tables on the LAN', () => {
    for (const [name, sources] of policy()) {
      expect(
        sources.some((s) => s === '*' || s.includes('*')),
        name
      ).toBe(false)
      expect(
        sources.filter((s) => /unsafe-eval|unsafe-hashes|strict-dynamic/.test(s)),
        name
      ).toEqual([])
      if (name !== 'connect-src') {
        expect(
          sources.filter((s) => /^(https?|wss?):/.test(s)),
          name
        ).toEqual([])
      }
    }
    // A table is joined at ws://<any LAN host>:<port>/ws, and its info read over http.
    expect(effective(policy(), 'connect-src')).toEqual(expect.arrayContaining(["'self'", 'ws:', 'http:']))
  })

  it('runs workers only from the app’s own files (the match review’s analysis)', () => {
    expect(policy().get('worker-src')).toEqual(["'self'"])
  })

  it('allows no plugins, no <base> rewrite and no form posts', () => {
    for (const name of ['object-src', 'base-uri', 'form-action']) {
      expect(policy().get(name), name).toEqual(["'none'"])
    }
  })
})

describe('Content-Security-Policy', () => {
  it('forbids framing the app (a header-only directive)', () => {
    expect(sent.get('frame-ancestors')).toEqual(["'none'"])
  })

  it('is the same in index.html as in the header, but for what a meta tag cannot say', () => {
    const meta = parsePolicy(metaPolicy())
    const header = new Map([...sent].filter(([name]) => !HEADER_ONLY.includes(name)))
    expect(meta).toEqual(header)
    for (const name of HEADER_ONLY) expect(meta.has(name), `${name} is ignored in a meta tag`).toBe(false)
  })

  it('is added to every response', () => {
    const session = new FakeSession()
    applyContentSecurityPolicy(session)
    for (const url of ['http://localhost:5173/', 'http://192.168.1.20:5350/state', 'devtools://x']) {
      expect(session.respond(url)?.['Content-Security-Policy']).toEqual([CONTENT_SECURITY_POLICY])
      expect(session.respond(url, { 'Content-Type': ['text/html'] })).toEqual({
        'Content-Type': ['text/html'],
        'Content-Security-Policy': [CONTENT_SECURITY_POLICY]
      })
    }
  })

  it('keeps a server policy beside ours, so the result is never looser', () => {
    const headers = withContentSecurityPolicy({
      'content-security-policy': ["default-src *; script-src 'unsafe-eval'"]
    })
    expect(headers).toEqual({
      'Content-Security-Policy': ["default-src *; script-src 'unsafe-eval'", CONTENT_SECURITY_POLICY]
    })
  })
})

import { describe, expect, it } from 'vitest'
import { FakeSession } from '../../../test-support/main/fake-electron'
import {
  CONTENT_SECURITY_POLICY,
  CSP_DIRECTIVES,
  applyContentSecurityPolicy,
  withContentSecurityPolicy
} from './csp'

function directive(name: string): string[] | undefined {
  return CSP_DIRECTIVES.find(([key]) => key === name)?.slice(1)
}

describe('Content-Security-Policy', () => {
  it('is the agreed strict policy', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "connect-src 'self' ws: http:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'"
    )
  })

  it('never allows eval, inline script or wildcards', () => {
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|wasm-unsafe-eval|unsafe-hashes/)
    expect(CONTENT_SECURITY_POLICY).not.toContain('*')
    expect(directive('script-src')).toEqual(["'self'"])
    expect(directive('default-src')).toEqual(["'self'"])
    for (const name of ['object-src', 'base-uri', 'frame-ancestors', 'form-action']) {
      expect(directive(name)).toEqual(["'none'"])
    }
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

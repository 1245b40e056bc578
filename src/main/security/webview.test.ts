import { describe, expect, it } from 'vitest'
import { FakeWebContents } from '../../../test-support/main/fake-electron'
import { blockWebviews } from './webview'

describe('blockWebviews', () => {
  it('prevents attaching a <webview>', () => {
    const contents = new FakeWebContents()
    expect(contents.attachWebview()).toBe(false)
    blockWebviews(contents)
    expect(contents.attachWebview()).toBe(true)
  })
})

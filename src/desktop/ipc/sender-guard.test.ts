import { describe, expect, it } from 'vitest'
import { devServerLocation, fileLocation } from '../renderer-location'
import { ipcEventFrom } from '../../../test-support/main/fake-electron'
import { createSenderGuard } from './sender-guard'

const ours = { id: 1 }
const foreign = { id: 2 }
const indexUrl = 'file:///app/out/renderer/index.html'
const guard = createSenderGuard(fileLocation('/app/out/renderer/index.html'), (id) => id === ours.id)

describe('the IPC sender check', () => {
  it('accepts the top frame of our renderer in our window', () => {
    expect(guard(ipcEventFrom(ours, indexUrl))).toBeUndefined()
    expect(guard(ipcEventFrom(ours, `${indexUrl}#/lobby`))).toBeUndefined()
  })

  it.each([
    ['a foreign page in our window', ipcEventFrom(ours, 'https://example.com/')],
    ['a LAN table page in our window', ipcEventFrom(ours, 'http://192.168.1.20:5350/')],
    ['another local file', ipcEventFrom(ours, 'file:///home/me/evil.html')],
    ['our renderer in a window we did not create', ipcEventFrom(foreign, indexUrl)],
    ['a subframe', ipcEventFrom(ours, indexUrl, { url: indexUrl })],
    ['a destroyed frame', { sender: ours, senderFrame: null }]
  ])('refuses %s', (_name, event) => {
    expect(guard(event)?.code).toBe('forbidden-sender')
  })

  it('accepts the dev server origin in development only', () => {
    const dev = createSenderGuard(devServerLocation('http://localhost:5173'), (id) => id === ours.id)
    expect(dev(ipcEventFrom(ours, 'http://localhost:5173/'))).toBeUndefined()
    expect(dev(ipcEventFrom(ours, indexUrl))?.code).toBe('forbidden-sender')
    expect(guard(ipcEventFrom(ours, 'http://localhost:5173/'))?.code).toBe('forbidden-sender')
  })
})

import { describe, expect, it } from 'vitest'
import { DEFAULT_PLAY_PORT, parsePlayArgs } from './args'

describe('npm run play arguments', () => {
  it('default to the usual port (another when taken), the user-data folder, and opening the browser', () => {
    expect(parsePlayArgs([])).toEqual({
      port: DEFAULT_PLAY_PORT,
      portChosen: false,
      data: undefined,
      open: true,
      help: false
    })
  })

  it('take a port, a data folder and --no-open', () => {
    expect(parsePlayArgs(['--port', '0', '--data', '/tmp/ftf', '--no-open'])).toEqual({
      port: 0,
      portChosen: true,
      data: '/tmp/ftf',
      open: false,
      help: false
    })
  })

  it.each([
    [['--port', 'eighty']],
    [['--port', '70000']],
    [['--port', '-1']],
    [['--seats', '4']],
    [['extra']]
  ])('refuse %j', (argv) => {
    expect(parsePlayArgs(argv)).toEqual({ error: expect.any(String) })
  })
})

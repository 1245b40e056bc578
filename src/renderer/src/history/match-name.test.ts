import { beforeAll, describe, expect, it } from 'vitest'
import { locale } from '../i18n'
import { matchName } from './match-name'

beforeAll(() => locale.ready())

const player = (name: string, bot: boolean) => ({ name, points: 0, bot, winner: false, me: !bot })

describe('what the history calls a match (issue 51)', () => {
  it('calls a solo match a match against its bots, not after the player', () => {
    const entry = { kind: 'solo' as const, tableName: 'Anna', players: [player('Anna', false), player('Bot 2', true)] }
    expect(matchName(entry)).toBe('Solo against 1 bot')
  })

  it('keeps a LAN table’s name', () => {
    const entry = { kind: 'hosted' as const, tableName: 'Friday table', players: [player('Anna', false)] }
    expect(matchName(entry)).toBe('Friday table')
  })
})

import { describe, expect, it } from 'vitest'
import { avatarOf } from './seats'

describe('avatarOf', () => {
  it('gives bots a bot icon whatever their name', () => {
    expect(avatarOf('Bot 3', true)).toEqual({ kind: 'bot' })
    expect(avatarOf('Bob', true)).toEqual({ kind: 'bot' })
  })
  it('gives people their initials, so a person named Bob is not a bot', () => {
    expect(avatarOf('Bob', false)).toEqual({ kind: 'initials', text: 'B' })
    expect(avatarOf('  bob   marleyson smith ', false)).toEqual({ kind: 'initials', text: 'BM' })
    expect(avatarOf('Élodie', false)).toEqual({ kind: 'initials', text: 'É' })
    expect(avatarOf('سارة أحمد', false)).toEqual({ kind: 'initials', text: 'سأ' })
    expect(avatarOf('   ', false)).toEqual({ kind: 'initials', text: '?' })
  })
})

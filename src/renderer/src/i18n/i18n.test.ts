import { describe, expect, it } from 'vitest'
import { ERROR_CODES } from '../../../engine/types'
import { PROTOCOL_ERROR_CODES } from '../../../protocol/messages'
import { errorText, hasKey, t } from './index'

describe('t', () => {
  it('interpolates {{params}}', () => {
    expect(t('table.turnOf', { name: 'Ada' })).toBe('Ada’s turn')
  })

  it('picks the plural form by count', () => {
    expect(t('table.cards', { count: 1 })).toBe('1 card')
    expect(t('table.cards', { count: 3 })).toBe('3 cards')
    expect(t('card.points', { count: 5 })).toBe('5 points')
  })

  it('has a message for every error code the host can send', () => {
    for (const code of [...PROTOCOL_ERROR_CODES, ...ERROR_CODES]) expect(hasKey(`error.${code}`), code).toBe(true)
    expect(errorText('wrong-pin', 'x')).toBe('Wrong PIN.')
    expect(errorText('made-up', 'raw text')).toContain('raw text')
  })
})

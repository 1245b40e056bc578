// The LAN list's game labels: one per thing the TXT said, in every language, the target's number in it.
import { afterEach, describe, expect, it } from 'vitest'
import { PLAIN_GAME, decodeGame } from '../../../protocol/discovery'
import { LOCALES } from '../../../protocol/locales'
import { locale } from '../i18n/locale.svelte'
import { lanGameLabels } from './lan-game'

afterEach(() => locale.set('en'))

describe('lanGameLabels', () => {
  it('says nothing for plain play, and one label per option in the order the host sets them up', () => {
    expect(lanGameLabels(PLAIN_GAME)).toEqual([])
    expect(lanGameLabels(decodeGame('bigger-overwrites,two-hands'))).toEqual(['2 hands', 'bigger overwrites'])
    expect(lanGameLabels(decodeGame('16-cards,to-40'))).toEqual(['to 40 points', '16 cards each'])
  })

  it.each(LOCALES)('%s: four distinct labels, the target with its number', async (language) => {
    await locale.set(language)
    expect(locale.current).toBe(language)
    const labels = lanGameLabels({ twoHands: true, target: 35, sixteenCards: true, biggerOverwrites: true })
    expect(new Set(labels).size).toBe(4)
    expect(labels[1]).toContain('35')
    expect(labels.every((l) => l.trim() !== '')).toBe(true)
  })
})

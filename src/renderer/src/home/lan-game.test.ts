// The LAN list's game labels: one per thing the TXT said, in every language, the target's number in it.
// A tournament's line: where the evening is, with its stage n of m, and its format.
import { afterEach, describe, expect, it } from 'vitest'
import { PLAIN_GAME, decodeGame } from '../../../protocol/discovery'
import { LOCALES } from '../../../protocol/locales'
import { TOURNAMENT_AD_STATUSES, TOURNAMENT_FORMATS } from '../../../protocol/vocabulary'
import { en } from '../i18n/en'
import { locale } from '../i18n/locale.svelte'
import { lanGameLabels, lanTournamentFormat, lanTournamentStatus } from './lan-game'

const friday = { name: 'Friday', format: 'duplicate', stage: 1, stages: 3, status: 'open' } as const

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

describe('a tournament in the LAN list', () => {
  it('says it is a tournament, its stage n of m, and whether registration is open', () => {
    const at = (text: string, stage: number) =>
      text.replace('{{stage}}', String(stage)).replace('{{stages}}', '3')
    expect(lanTournamentStatus(friday)).toBe(at(en.home.tournamentOpen, 1))
    expect(lanTournamentStatus({ ...friday, stage: 2, status: 'running' })).toBe(
      at(en.home.tournamentRunning, 2)
    )
    expect(lanTournamentStatus({ ...friday, stage: 3, status: 'finished' })).toBe(
      at(en.home.tournamentFinished, 3)
    )
    expect(lanTournamentFormat(friday)).toBe(en.home.tournamentDuplicate)
    expect(lanTournamentFormat({ ...friday, format: 'swiss' })).toBe(en.home.tournamentSwiss)
  })

  it.each(LOCALES)(
    '%s: a distinct line per status with both numbers, a distinct name per format',
    async (language) => {
      await locale.set(language)
      const lines = TOURNAMENT_AD_STATUSES.map((status) =>
        lanTournamentStatus({ ...friday, stage: 4, stages: 7, status })
      )
      expect(new Set(lines).size).toBe(TOURNAMENT_AD_STATUSES.length)
      for (const line of lines) expect(line).toMatch(/4[^]*7/)
      const formats = TOURNAMENT_FORMATS.map((format) => lanTournamentFormat({ ...friday, format }))
      expect(new Set(formats).size).toBe(TOURNAMENT_FORMATS.length)
      expect(formats.every((f) => f.trim() !== '')).toBe(true)
    }
  )
})

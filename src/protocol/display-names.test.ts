// Names that must be refused (issue 22 item 7: they passed before), names in every language of the app
// that must still pass, and how names are told apart at one table (TR39 skeletons).
import { describe, expect, it } from 'vitest'
import { NAME_MAX_LENGTH } from './vocabulary'
import { distinctName, looksLikeBot, nameKey, nameProblem, playerNameProblem } from './display-names'

describe('names that passed but should not (issue 22)', () => {
  it.each([
    ['\u0299\u1d0f\u1d1b 1', 'ʙᴏᴛ 1: Latin small capitals'],
    ['\u0184ot 1', 'Ƅot 1: Latin tone six'],
    ['\u13f4OT 1', 'ᏴOT 1: Cherokee'],
    ['\u042c\u043e\u0442 1', 'Ьот 1: Cyrillic'],
    ['B\u022ft 1', 'Bȯt 1: o with dot above'],
    ['Bo\u0163 1', 'Boţ 1: t with cedilla'],
    ['Bo\u0163 1'.normalize('NFD'), 'Boţ 1, decomposed']
  ])('%j reads as a bot\u2019s name (%s)', (name) => {
    expect(looksLikeBot(name)).toBe(true)
    expect(playerNameProblem(name)).toBe('bot')
  })

  it.each([
    ['\u15f7ot 1', 'ᗷot 1: Canadian Syllabics (issue 48)'],
    ['\u1e9eot 1', 'ẞot 1: capital sharp s (issue 48)'],
    ['\u1e9eOT', 'ẞOT: capital sharp s, upper case'],
    ['\u00dfot 2', 'ßot 2: small sharp s'],
    ['\u03b2ot 1', 'βot 1: Greek beta'],
    ['\u16d2ot 1', 'ᛒot 1: Runic'],
    ['\u13f0ot 1', 'Ᏸot 1: Cherokee'],
    ['\u0412ot 1', 'Вot 1: Cyrillic Ve'],
    ['\u044cot 1', 'ьot 1: Cyrillic soft sign'],
    ['B0t 1', 'B0t 1: zero for o'],
    ['Bo\u0288 1', 'Boʈ 1: t with a retroflex hook']
  ])('%j reads as a bot\u2019s name (%s)', (name) => {
    expect(looksLikeBot(name)).toBe(true)
    expect(playerNameProblem(name)).toBe('bot')
  })

  it.each([
    ['Ann\u2028Bob', 'line-break'],
    ['Ann\u2029', 'line-break'],
    ['A\u200bnn', 'zero-width'],
    ['Ann\u200b', 'zero-width'],
    ['A\u2060nn', 'zero-width'],
    ['An\ufeffn', 'zero-width'],
    ['A\u00adnn', 'zero-width'],
    ['A\u200dnn', 'zero-width'],
    ['A\u3164nn', 'zero-width'],
    ['Ann\ud800', 'surrogate'],
    ['\udc00Ann', 'surrogate'],
    ['Ann\udc00\ud800', 'surrogate']
  ])('%j is refused as %s, with its own message', (name, problem) => {
    expect(nameProblem(name)).toBe(problem)
    expect(playerNameProblem(name)).toBe(problem)
  })

  it('refuses a long name by its length alone, before looking at its characters', () => {
    expect(nameProblem('\ufdfa'.repeat(5400))).toBe('length')
    expect(nameProblem('A'.repeat(NAME_MAX_LENGTH + 1))).toBe('length')
    expect(nameProblem('A'.repeat(NAME_MAX_LENGTH))).toBeNull()
  })

  it('keeps refusing what it refused before', () => {
    for (const name of ['Bot', 'bot 2', 'BOT-3', 'b0t', 'B o t', 'Bot1'])
      expect(playerNameProblem(name), name).toBe('bot')
    expect(nameProblem('Ann\u202egnp.exe')).toBe('bidi')
    expect(nameProblem('Ann\u0085')).toBe('control')
    expect(nameProblem('\u200b\u200b')).toBe('invisible')
    expect(nameProblem('\u3164')).toBe('invisible')
  })
})

describe('names that pass', () => {
  it.each([
    // English, Portuguese (Brazil and Portugal), German, French, Arabic — the app's six languages
    [
      'en',
      ['Ann', 'Bob', "O'Neil", 'Anne-Marie', 'Dr. Who', 'Kate 2', 'Botticelli', 'Bottle', 'Both', 'Abbot', 'Botond', 'Bo', 'Tobo']
    ],
    ['pt', ['João', 'Conceição', 'Antônio', 'Inês', 'Gonçalo', 'José María', 'Ângela Luís']],
    ['de', ['Jürgen Groß', 'Müller', 'Björn', 'Käthe', 'Ölaf-Günther', 'Boß', 'ẞOTTLE']],
    ['fr', ['François', 'Hélène', 'Zoë', 'Chloé', 'Jean-Loïc', 'Benoît', 'Œdipe']],
    ['ar', ['محمد', 'فاطمة الزهراء', 'عبد الله', 'أحمد', 'إيمان', 'مُحَمَّد', 'ليلى ٢']],
    [
      'other',
      ['Łukasz', 'Søren', 'Đorđe', 'İlker', 'Ñandú', '李小龙', 'Юлия', 'Νίκος', 'देवनागरी', '葛\u{e0100}飾']
    ],
    // Joiners where a script or an emoji needs them: Persian ZWNJ, an emoji ZWJ sequence, a tag flag
    [
      'joiners',
      [
        'می\u200cخواهم',
        '\u{1f469}\u200d\u{1f4bb} Ann',
        'Ann \u{1f3f4}\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}',
        'क्\u200dष'
      ]
    ]
  ])('%s', (_, names) => {
    for (const name of names) expect(playerNameProblem(name), name).toBeNull()
  })
})

describe('names at one table', () => {
  it('reads look-alikes and case as one name (TR39 skeleton, lower case, small capitals)', () => {
    for (const same of ['Ann', 'ANN', 'ann', '\u0410nn', 'A\u0578\u0578', '\u1d00\u0274\u0274'])
      expect(nameKey(same), same).toBe(nameKey('Ann'))
    expect(nameKey('Pau1')).toBe(nameKey('Paul'))
  })

  it('reads the bot look-alikes only when looking for a bot: "Groß" and "Grob" are two names', () => {
    expect(nameKey('Gro\u00df')).not.toBe(nameKey('Grob'))
    expect(nameKey('\u03b2eta')).not.toBe(nameKey('beta'))
  })

  it('keeps names apart that only accents or letters tell apart', () => {
    expect(nameKey('Zoe')).not.toBe(nameKey('Zoë'))
    expect(nameKey('Ann')).not.toBe(nameKey('Anna'))
    expect(nameKey('João')).not.toBe(nameKey('Joao'))
  })

  it('numbers a second Ann, also one spelt with Cyrillic, and the third', () => {
    expect(distinctName('Ann', [])).toBe('Ann')
    expect(distinctName('Ann', ['Bob'])).toBe('Ann')
    expect(distinctName('Ann', ['Ann'])).toBe('Ann 2')
    expect(distinctName('\u0410nn', ['Ann'])).toBe('\u0410nn 2')
    expect(distinctName('ann', ['Ann', 'Ann 2'])).toBe('ann 3')
  })

  it('lets a returning "Ann 2" keep that name, unless someone else has it now', () => {
    expect(distinctName('Ann', ['Ann'], 'Ann 2')).toBe('Ann 2')
    expect(distinctName('Ann', ['Ann', 'Ann 2'], 'Ann 2')).toBe('Ann 3')
    expect(distinctName('Ann', ['Ann'], 'Bob 2')).toBe('Ann 2')
  })

  it('shortens a long name to fit its number, never inside a character', () => {
    const long = 'A'.repeat(NAME_MAX_LENGTH)
    expect(distinctName(long, [long])).toBe(`${'A'.repeat(NAME_MAX_LENGTH - 2)} 2`)
    const emoji = `${'A'.repeat(NAME_MAX_LENGTH - 3)}\u{1f600}x`
    const renamed = distinctName(emoji, [emoji])
    expect(renamed).toBe(`${'A'.repeat(NAME_MAX_LENGTH - 3)} 2`)
    expect(renamed.length).toBeLessThanOrEqual(NAME_MAX_LENGTH)
    expect(nameProblem(renamed)).toBeNull()
  })
})

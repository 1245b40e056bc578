// What a name shown to everyone may contain. Names travel from one player to every screen and to the
// host's log, so text that reorders, hides or breaks lines, or that passes a person off as one of the
// table's bots, is refused with a reason (never silently changed: the player sees why and retypes).
// Names are compared by their confusable skeleton (Unicode TR39), so "Bot 1" spelt with Cyrillic, Cherokee
// or small capitals is still a bot's name, and "Ann" and "Аnn" (Cyrillic А) are the same name at a table.
// Every check starts with the length: no normalisation or regex ever runs on more than NAME_MAX_LENGTH
// characters, however long the text a client sent (issue 22: 16 KiB of U+FDFA cost 9 ms a hello).
// zod-free, so the renderer's forms could check a name before sending it; messages.ts enforces it.
import unhomoglyph from 'unhomoglyph'
import { allBotNames } from './bot-names'
import { NAME_MAX_LENGTH } from './vocabulary'

/** Why a name cannot be used, or null when it can. */
export type NameProblem =
  'length' | 'surrogate' | 'control' | 'line-break' | 'bidi' | 'zero-width' | 'invisible' | 'bot'

/** Half of a UTF-16 surrogate pair on its own (JSON's "\ud800"): not a character at all. */
const LONE_SURROGATE = /\p{Cs}/u
/** C0 and C1 control characters and DEL: they break logs and layouts. */
const CONTROL = /\p{Cc}/u
/** LINE SEPARATOR and PARAGRAPH SEPARATOR: line breaks that are not control characters (they split log lines). */
const LINE_BREAK = /[\p{Zl}\p{Zp}]/u
/** Explicit bidirectional formatting (embeddings, overrides, isolates, marks): they reorder the text around them. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u
/**
 * Characters that take no room: "A\u200bnn" shows as "Ann" but is another name. Zero-width space and
 * joiners, word joiner and invisible operators, BOM, soft hyphen, combining grapheme joiner, Mongolian
 * vowel separator, Khmer inherent vowels, deprecated format characters, Hangul fillers (U+3164, U+FFA0:
 * shown as blank, never needed in a modern name), shorthand format controls and tag characters. The
 * joiners and tags a script or an emoji needs are let through first (see below); variation selectors
 * (emoji presentation, ideographic variants of a name's kanji) are not on the list.
 * (Code point ranges, not a regex class: several of these combine with the character before them.)
 */
const ZERO_WIDTH: readonly (readonly [number, number])[] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x17b4, 0x17b5],
  [0x180e, 0x180e],
  [0x200b, 0x200d],
  [0x2060, 0x2064],
  [0x206a, 0x206f],
  [0x3164, 0x3164],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0x1bca0, 0x1bca3],
  [0xe0000, 0xe007f]
]
const isZeroWidth = (c: string): boolean => {
  const code = c.codePointAt(0) ?? 0
  return ZERO_WIDTH.some(([from, to]) => code >= from && code <= to)
}
/** ZERO WIDTH JOINER between two emoji (👩‍💻, 👨‍👩‍👧), after an optional presentation selector or skin tone. */
const EMOJI_JOINER =
  /(?<=\p{Extended_Pictographic}[\ufe0f\p{Emoji_Modifier}]?)\u200d(?=\p{Extended_Pictographic})/gu
/** A subdivision flag (🏴 + tag letters + CANCEL TAG, e.g. Scotland's). */
const TAG_FLAG = /\u{1f3f4}[\u{e0030}-\u{e0039}\u{e0061}-\u{e007a}]+\u{e007f}/gu
/**
 * ZERO WIDTH (NON-)JOINER inside a word of a script that joins its letters or stacks its consonants
 * (Persian "می‌خواهم", Indic half forms): written between two letters or marks of that script.
 */
const SCRIPT_JOINER =
  /(?<=[\p{sc=Arabic}\p{sc=Syriac}\p{sc=Nko}\p{sc=Mongolian}\p{sc=Devanagari}\p{sc=Bengali}\p{sc=Gurmukhi}\p{sc=Gujarati}\p{sc=Oriya}\p{sc=Tamil}\p{sc=Telugu}\p{sc=Kannada}\p{sc=Malayalam}\p{sc=Sinhala}])[\u200c\u200d](?=[\p{sc=Arabic}\p{sc=Syriac}\p{sc=Nko}\p{sc=Mongolian}\p{sc=Devanagari}\p{sc=Bengali}\p{sc=Gurmukhi}\p{sc=Gujarati}\p{sc=Oriya}\p{sc=Tamil}\p{sc=Telugu}\p{sc=Kannada}\p{sc=Malayalam}\p{sc=Sinhala}])/gu
/** Characters that draw nothing although Unicode calls some of them letters or symbols. */
const BLANK = /[\p{Cf}\p{Z}\p{M}\s\u115f\u1160\u3164\uffa0\u2800]/gu

/**
 * Latin small capitals, and the Cyrillic lower-case letters drawn as small capitals, as the Latin letters
 * they read as. TR39 skeletons keep case (they map "ᏴOT" to "BOT", not to "bot"), its data has no entry for
 * ʙ, ᴛ, ɢ… (they are not confusable with any one letter of the same case) and maps т to ᴛ; so to read
 * "ʙᴏᴛ" or "Ьот" as "bot" the names are folded to lower case and through this table as well.
 */
const SMALL_CAPITALS: Record<string, string> = {
  '\u1d00': 'a',
  '\u0299': 'b',
  '\u1d04': 'c',
  '\u1d05': 'd',
  '\u1d07': 'e',
  '\ua730': 'f',
  '\u0262': 'g',
  '\u029c': 'h',
  '\u026a': 'i',
  '\u1d0a': 'j',
  '\u1d0b': 'k',
  '\u029f': 'l',
  '\u1d0d': 'm',
  '\u0274': 'n',
  '\u1d0f': 'o',
  '\u1d18': 'p',
  '\ua7af': 'q',
  '\u0280': 'r',
  '\ua731': 's',
  '\u1d1b': 't',
  '\u1d1c': 'u',
  '\u1d20': 'v',
  '\u1d21': 'w',
  '\u028f': 'y',
  '\u1d22': 'z',
  '\u0432': 'b', // в
  '\u043a': 'k', // к
  '\u043c': 'm', // м
  '\u043d': 'h', // н
  '\u0442': 't' // т
}

/**
 * Letters drawn like the b, o or t of "bot" that TR39 does not map to them, because they are confusable
 * with no single letter of the same case: the sharp s in both cases (ẞ, ß), Greek beta, Cherokee and
 * Runic B, small-capital b with a bar, the degree sign as an o and hooked t's. Only the
 * bot check reads through this table (`loose` folds): for telling two names apart "Groß" stays "Groß".
 */
const BOT_LETTERS: Record<string, string> = {
  '\u00df': 'b', // ß, and ẞ folded to lower case
  '\u03b2': 'b', // β
  '\u03d0': 'b', // ϐ
  '\u13f0': 'b', // Ᏸ
  '\u13f8': 'b', // ᏸ
  '\u16d2': 'b', // ᛒ
  '\u1d03': 'b', // ᴃ
  '\u1d6c': 'b', // ᵬ
  '\u0185': 'b', // ƅ
  '\u044c': 'b', // ь
  '\ua7b5': 'b', // ꞵ
  '\ua797': 'b', // ꞗ
  '\u0e3f': 'b', // ฿
  '\u00b0': 'o', // °
  '\u01ab': 't', // ƫ
  '\u0288': 't', // ʈ
  '\u0373': 't' // ͳ
}

/**
 * TR39 skeleton: NFD, every character to its prototype in Unicode's confusables.txt (the `unhomoglyph`
 * package holds that table), NFD again. "Аnn" (Cyrillic А) and "Ann" have the same skeleton.
 */
export function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD')
}

/** Skeleton, lower case and small capitals, twice (т → ᴛ by TR39, → t by the table); `loose` also drops
 *  marks and blanks ("Bȯt", "B o t") and reads the bot look-alikes ("ẞot"). */
function fold(text: string, loose: boolean): string {
  let folded = text.normalize('NFKC')
  for (let pass = 0; pass < 2; pass++) {
    const lower = skeleton(folded).toLowerCase()
    folded = [...(loose ? lower.replace(BLANK, '') : lower)]
      .map((c) => SMALL_CAPITALS[c] ?? (loose ? BOT_LETTERS[c] : undefined) ?? c)
      .join('')
  }
  return folded
}

/**
 * What two names are compared by: equal keys read as the same name ("Ann", "ANN", "Аnn" in Cyrillic,
 * "ᴀɴɴ"). Accents stay: "Zoe" and "Zoë" are two names.
 */
export function nameKey(name: string): string {
  return fold(name.slice(0, NAME_MAX_LENGTH), false)
}

/** Every bot's shown name in every language (bot-names.ts), folded as the bot check reads a name. */
let botNameKeys: ReadonlySet<string> | null = null

/** The name of a bot in some language ("Sprocket", "Zahnrad"), however it is spelt or spaced. Lower case
 *  first: the skeleton reads a capital I as an l ("TINKER" as "tlnker"). */
export function isBotName(name: string): boolean {
  botNameKeys ??= new Set(allBotNames().map((n) => fold(n.toLowerCase(), true)))
  return botNameKeys.has(fold(name.slice(0, NAME_MAX_LENGTH).toLowerCase(), true))
}

/** The names the host gives its bots ("Bot 3", see src/server/table/seat.ts) and anything read as one. */
export function looksLikeBot(name: string): boolean {
  // "Bot", "bot 2", "BOT-3", "b0t", "ʙᴏᴛ 1", "Ьот", "Bȯt" — but not "Botticelli" or "Bottle". Some start of
  // the name folds to "bot" and the character after it is no letter. It is the original character that is
  // looked at: the skeleton reads the "1" of "Bot 1" as "l", a letter.
  const chars = [...name.slice(0, NAME_MAX_LENGTH)]
  for (let end = 1; end <= chars.length; end++) {
    const next = chars[end] ?? ''
    if (fold(chars.slice(0, end).join(''), true) === 'bot' && !/\p{L}/u.test(next)) return true
  }
  return false
}

export function nameProblem(name: string): NameProblem | null {
  // Length first, before any regex or normalisation (bounded work per message).
  if (name.length > NAME_MAX_LENGTH) return 'length'
  if (LONE_SURROGATE.test(name)) return 'surrogate'
  if (CONTROL.test(name)) return 'control'
  if (LINE_BREAK.test(name)) return 'line-break'
  if (BIDI.test(name)) return 'bidi'
  if (name.replace(BLANK, '').length === 0) return 'invisible'
  const needed = name.replace(TAG_FLAG, '').replace(EMOJI_JOINER, '').replace(SCRIPT_JOINER, '')
  if ([...needed].some(isZeroWidth)) return 'zero-width'
  return null
}

/** A player's name: the rules of every shown name, and it must not pass for a bot's. */
export function playerNameProblem(name: string): NameProblem | null {
  return nameProblem(name) ?? (looksLikeBot(name) || isBotName(name) ? 'bot' : null)
}

export const NAME_PROBLEM_TEXT: Record<NameProblem, string> = {
  length: `a name may have at most ${NAME_MAX_LENGTH} characters`,
  surrogate: 'a name may not contain half of a character (a lone UTF-16 surrogate)',
  control: 'a name may not contain control characters',
  'line-break': 'a name may not contain line or paragraph separators',
  bidi: 'a name may not contain text-direction controls',
  'zero-width': 'a name may not contain zero-width or other invisible characters between its letters',
  invisible: 'a name needs at least one visible character',
  bot: 'a name may not look like a bot\u2019s ("Bot 2", "Sprocket")'
}

/**
 * The name a newcomer gets at a table where `taken` are the names already there: `wanted` itself, or,
 * when it reads as one of them (same `nameKey`), "Ann 2", "Ann 3"… (shortened to fit NAME_MAX_LENGTH).
 * `current` is the name the player had on a seat they come back to: a returning "Ann 2" stays "Ann 2".
 */
export function distinctName(
  wanted: string,
  taken: readonly string[],
  current: string | null = null
): string {
  const keys = new Set(taken.map(nameKey))
  if (!keys.has(nameKey(wanted))) return wanted
  const kept = current === null ? undefined : / \d+$/u.exec(current)?.[0]
  if (kept !== undefined && current === numbered(wanted, kept) && !keys.has(nameKey(current))) return current
  for (let n = 2; ; n++) {
    const candidate = numbered(wanted, ` ${n}`)
    if (!keys.has(nameKey(candidate))) return candidate
  }
}

/** "Ann 2": the wanted name and the suffix (" 2"), the name shortened so that both fit. */
function numbered(wanted: string, suffix: string): string {
  return `${shorten(wanted, NAME_MAX_LENGTH - suffix.length)}${suffix}`
}

/** At most `length` UTF-16 units, cut between graphemes (never inside a surrogate pair or an emoji). */
function shorten(text: string, length: number): string {
  if (text.length <= length) return text
  let out = ''
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) {
    if (out.length + segment.length > length) break
    out += segment
  }
  return out.trimEnd()
}

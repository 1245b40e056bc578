// What a name shown to everyone may contain. Names travel from one player to every screen and to the
// host's log, so text that reorders or hides characters, or that passes a person off as one of the
// table's bots, is refused with a reason (never silently changed: the player sees why and retypes).
// zod-free, so the renderer's forms can check a name before sending it; messages.ts enforces it.

/** Why a name cannot be used, or null when it can. */
export type NameProblem = 'control' | 'bidi' | 'invisible' | 'bot'

/** C0 and C1 control characters and DEL: they break logs and layouts. */
const CONTROL = /\p{Cc}/u
/** Explicit bidirectional formatting (embeddings, overrides, isolates, marks): they reorder the text around them. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u
/** Characters that draw nothing although Unicode calls some of them letters or symbols. */
const BLANK = /[\p{Cf}\p{Z}\p{M}\s\u115f\u1160\u3164\uffa0\u2800]/gu
/** Latin-looking letters from other scripts, and the digit 0, that could spell "bot". */
const LOOKALIKES: Record<string, string> = {
  '\u0412': 'b',
  '\u0392': 'b',
  '\u03b2': 'b',
  '\u0185': 'b',
  '\u13cf': 'b',
  '\u041e': 'o',
  '\u043e': 'o',
  '\u039f': 'o',
  '\u03bf': 'o',
  '0': 'o',
  '\u0585': 'o',
  '\u0422': 't',
  '\u0442': 't',
  '\u03a4': 't',
  '\u03c4': 't',
  '\u13a2': 't'
}

/** The names the host gives its bots ("Bot 3", see src/server/table/seat.ts) and anything read as one. */
export function looksLikeBot(name: string): boolean {
  const folded = [...name.normalize('NFKC').replace(BLANK, '')]
    .map((c) => LOOKALIKES[c] ?? c)
    .join('')
    .toLowerCase()
  // "Bot", "bot 2", "BOT-3", "b0t" — but not "Botticelli" or "Bottle".
  return /^bot(?![\p{L}])/u.test(folded)
}

export function nameProblem(name: string): NameProblem | null {
  if (CONTROL.test(name)) return 'control'
  if (BIDI.test(name)) return 'bidi'
  if (name.replace(BLANK, '').length === 0) return 'invisible'
  return null
}

/** A player's name: the rules of every shown name, and it must not pass for a bot's. */
export function playerNameProblem(name: string): NameProblem | null {
  return nameProblem(name) ?? (looksLikeBot(name) ? 'bot' : null)
}

export const NAME_PROBLEM_TEXT: Record<NameProblem, string> = {
  control: 'a name may not contain control characters',
  bidi: 'a name may not contain text-direction controls',
  invisible: 'a name needs at least one visible character',
  bot: 'a name may not look like a bot\u2019s ("Bot 2")'
}

// How a tournament score reads on the big screen (issue 52). Duplicate scores are means (docs/tournament.md
// › Duplicate scoring), so they come with fractions; they are signed, since below 0 is better than average
// and above 0 worse. Swiss match points are 0 to 1 a stage, in halves and thirds. Two decimals at most, in
// the language's own separators, Western digits everywhere (the app's rule, protocol/locales.ts).
import { LOCALE_INFO, locale } from '../../i18n'
import type { Locale } from '../../i18n'

export type Better = 'higher' | 'lower'

const formats = new Map<string, Intl.NumberFormat>()

function formatFor(lng: Locale, signed: boolean): Intl.NumberFormat {
  const key = `${lng}:${signed}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_INFO[lng].numberLocale, {
      maximumFractionDigits: 2,
      signDisplay: signed ? 'exceptZero' : 'auto'
    })
    formats.set(key, format)
  }
  return format
}

/** A score as shown: duplicate (lower is better) signed, "+7.5", "−1.5", "0"; Swiss points "1.67". */
export function scoreText(value: number, better: Better, lng: Locale = locale.current): string {
  // A millionth's rounding left by the standings never shows as "-0".
  const x = Math.abs(value) < 5e-7 ? 0 : value
  return formatFor(lng, better === 'lower').format(x)
}

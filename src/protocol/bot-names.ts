// The names a bot goes by, per language and level (issue 51). The host names each bot "Bot n" after its
// seat (it has no language); every screen shows the bot at seat n-1 under this list's name for its level,
// in that screen's language, so a screenshot of a table shows the same names every time, and no two bots
// at a table share one (a level's names are all different, the levels' lists share none).
// The lists live here, not in the renderer's catalogs, because the host reads them too: no player may
// take a bot's name in any language (display-names.ts › playerNameProblem). They are made-up machine
// words, not people's names, so refusing them costs a player nothing.
import type { Locale } from './locales'
import type { BotLevel } from './vocabulary'
import { currentLevelName } from './vocabulary'

/** One name per seat of the largest table (MAX_SEATS). */
type SixNames = readonly [string, string, string, string, string, string]

export const BOT_NAMES: Record<Locale, Record<BotLevel, SixNames>> = {
  en: {
    easy: ['Bleep', 'Wobble', 'Sprocket', 'Doodad', 'Tinker', 'Widget'],
    medium: ['Gizmo', 'Ratchet', 'Dynamo', 'Piston', 'Gadget', 'Flywheel'],
    hard: ['Titanium', 'Cobalt', 'Vector', 'Circuit', 'Turbine', 'Quartz']
  },
  'pt-BR': {
    easy: ['Bipe', 'Parafuso', 'Treco', 'Rabisco', 'Geringonça', 'Bugiganga'],
    medium: ['Engrenagem', 'Manivela', 'Dínamo', 'Pistão', 'Alavanca', 'Catraca'],
    hard: ['Titânio', 'Cobalto', 'Vetor', 'Circuito', 'Turbina', 'Quartzo']
  },
  'pt-PT': {
    easy: ['Bipe', 'Parafuso', 'Coiso', 'Rabisco', 'Geringonça', 'Bugiganga'],
    medium: ['Engrenagem', 'Manivela', 'Dínamo', 'Pistão', 'Alavanca', 'Roldana'],
    hard: ['Titânio', 'Cobalto', 'Vetor', 'Circuito', 'Turbina', 'Quartzo']
  },
  de: {
    easy: ['Piepser', 'Wackel', 'Schräubchen', 'Krimskrams', 'Bastler', 'Dingsda'],
    medium: ['Zahnrad', 'Kurbel', 'Dynamo', 'Kolben', 'Ratsche', 'Tüftler'],
    hard: ['Titan', 'Kobalt', 'Vektor', 'Schaltkreis', 'Turbine', 'Quarz']
  },
  fr: {
    easy: ['Bip', 'Boulon', 'Bidule', 'Gribouille', 'Trucmuche', 'Zigzag'],
    medium: ['Rouage', 'Manivelle', 'Dynamo', 'Piston', 'Engrenage', 'Gadget'],
    hard: ['Titane', 'Cobalt', 'Vecteur', 'Circuit', 'Turbine', 'Quartz']
  },
  ar: {
    easy: ['بيب', 'صامولة', 'برغي', 'زنبرك', 'مسمار', 'بكرة'],
    medium: ['ترس', 'مكبس', 'دينامو', 'رافعة', 'محرك', 'مغناطيس'],
    hard: ['تيتانيوم', 'كوبالت', 'متجه', 'ترانزستور', 'توربين', 'كوارتز']
  }
}

/** The name of the `level` bot at `seat` (0-based) in `locale`: the same seat and level, the same name. */
export function botName(locale: Locale, level: BotLevel, seat: number): string {
  // An older host may still send a legacy level (issue 53): the bot goes by its current level's names.
  const names = BOT_NAMES[locale][currentLevelName(level) as BotLevel]
  return names[((seat % names.length) + names.length) % names.length] ?? names[0]
}

/** Every bot name in every language, for the name check. */
export function allBotNames(): string[] {
  return Object.values(BOT_NAMES).flatMap((levels) => Object.values(levels).flat())
}

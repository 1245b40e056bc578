// A reaction id (protocol/vocabulary.ts REACTIONS) in the player's language: each client shows its own
// words, so a reaction never carries text of its own.
import type { ReactionId } from '../../../protocol/vocabulary'
import { REACTIONS } from '../../../protocol/vocabulary'
import { t } from '../i18n'

export function reactionName(id: ReactionId): string {
  switch (id) {
    case 'nice':
      return t('reaction.nice')
    case 'ouch':
      return t('reaction.ouch')
    case 'well-played':
      return t('reaction.wellPlayed')
    case 'oops':
      return t('reaction.oops')
    case 'so-close':
      return t('reaction.soClose')
    case 'hurry':
      return t('reaction.hurry')
  }
}

/** A reaction from the wire is shown only when it is one of the list (the host is trusted, not blindly). */
export function isReaction(value: unknown): value is ReactionId {
  return (REACTIONS as readonly unknown[]).includes(value)
}

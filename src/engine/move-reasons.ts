// Why a move is a good one, as a short code: a bot's hint sends one, the renderer translates it. The
// codes name the considerations the medium bot weighs and that the hard search's playouts reward:
// going out, the Rule of 8s, trick-ending adds, melds nobody can answer, dumping points when someone
// is close to going out, and keeping the hand's plan tidy. Game words, so they live at the bottom:
// the bots choose them (bots/reasons.ts), the protocol carries them, the renderer names them.
export const MOVE_REASONS = [
  'go-out', // these cards empty the hand: the round ends with no penalty (R7)
  'only-move', // nothing else is legal
  'seize-lead-with-8', // an 8 after the lead clears the trick and wins the lead (R6.eight)
  'end-trick', // an add that fills the set or makes a run of five clears the trick (R6)
  'unbeatable', // nobody can answer the resulting meld with the cards still out
  'shed-high', // someone is close to going out: get rid of expensive cards
  'keep-meld', // the play fits the hand's plan: it breaks up no meld kept for later
  'lead-low', // lead the weak part of the hand, keep the strong melds and the 8s
  'pass-save-cards' // passing keeps good cards for a later trick
] as const
export type MoveReason = (typeof MOVE_REASONS)[number]

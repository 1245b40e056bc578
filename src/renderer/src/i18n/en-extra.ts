// English strings for language settings, keyboard play, the play choice, screen-reader announcements
// and the in-app rules reference (RULES.md R1–R9 with the default decisions D1–D6).
export const enExtra = {
  settings: {
    title: 'Settings',
    language: 'Language',
    system: 'System language ({{language}})'
  },
  keys: {
    title: 'Keyboard shortcuts',
    open: 'Keyboard shortcuts',
    close: 'Close',
    typing: 'Shortcuts pause while you type in a text field.',
    arrows: 'Move between cards',
    homeEnd: 'First or last card',
    space: 'Select or let go of a card',
    enter: 'Play the selected cards',
    escape: 'Clear the selection or close a window',
    pass: 'Pass',
    hint: 'Suggest a move',
    log: 'Open or close the log',
    rules: 'Open the rules',
    help: 'Show this help',
    keySpace: 'Space',
    keyEnter: 'Enter',
    keyEscape: 'Esc',
    keyHome: 'Home',
    keyEnd: 'End'
  },
  choice: {
    title: 'Overwrite or add?',
    cancel: 'Cancel'
  },
  rules: {
    open: 'Rules',
    title: 'How to play Five Three Five',
    close: 'Close',
    intro:
      'A climbing card game for 2 to 6 players. Be the first to get rid of your cards: the cards left in your hand cost points.',
    cardsTitle: 'Cards',
    cards:
      'The ranks are 1–5, 7–9 and 11–15: there are no 6s and no 10s. The weather on a card shows its group: rain 1–5, cloud 7–9, sun 11–15. Each rank comes 4 times with 2–4 players and 5 times with 5–6 players. Cards have no suits.',
    dealTitle: 'Deal',
    deal: 'Everyone gets 12 cards, 13 with three players and 10 with six. The cards left over stay face down and out of play for the whole round.',
    meldsTitle: 'Melds',
    single: 'Single: one card.',
    set: 'Set: two or more cards of the same rank.',
    run: 'Run: two or more consecutive ranks of the same weather. 5 and 7, or 9 and 11, are not consecutive.',
    strength:
      'A meld is only compared with a meld of the same type and size. For singles and sets the higher rank is stronger; for runs the lower run is stronger: 1-2-3 beats 11-12-13.',
    turnTitle: 'Your turn',
    turn: 'Play one, two or three cards from your hand that form a meld by themselves, or pass.',
    lead: 'Lead: when the table is empty, play any meld. The leader may not pass.',
    overwrite:
      'Overwrite: play a stronger meld of the same type and size; it replaces the central meld. A meld of four or more cards can no longer be overwritten.',
    add: 'Add: join cards to the central meld so that it becomes a longer meld of its type (a single may become a set or a run). When the same cards could overwrite or add, you choose.',
    pass: 'Pass: you sit out until the trick ends.',
    trickTitle: 'End of a trick',
    trick: 'The trick ends when:',
    eight: 'Rule of 8s: a play with an 8 ends it at once, unless that play opened the trick;',
    fullSet: 'an add completes a set with every copy of its rank;',
    fullRun: 'an add makes a run of five cards;',
    allPassed: 'everyone but one player has passed.',
    trickWinner: 'Whoever made the last play clears the table and leads the next trick.',
    roundTitle: 'End of a round',
    round:
      'The round ends the moment someone plays their last card. Everyone else adds penalty points for the cards in their hand: rain 1 point, 7 and 9 2 points, sun 3 points, 8 5 points.',
    matchTitle: 'End of the match',
    match:
      'When a round leaves someone with {{target}} points or more, the match is over. The lowest total wins; a tie shares the win.',
    leader: 'The first leader is drawn at random. Each new round is led by the seat after the previous round’s first leader.',
    secret:
      'You see your own hand, every card played, how many cards each player holds, passes and scores. The other hands stay secret until the round ends; then all are shown.'
  }
} as const

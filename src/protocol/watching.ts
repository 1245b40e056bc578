// Issue 25: who may watch a table that has a PIN. The host's lobby setting "Allow watching without the
// PIN" lets a spectator (a party screen on the TV) in without it; watching never takes a seat or gets a
// hand (RULES.md R9). Until the host chooses, the setting follows the PIN: on at a table without one
// (anyone may come in anyway), off once a PIN is set (a PIN says the host wants to know who looks on).
// The host's explicit choice stays, whatever the PIN does later.

/** Whether a spectator may watch without the PIN: the host's `choice`, else the default for the PIN. */
export function watchesWithoutPin(choice: boolean | undefined, pinSet: boolean): boolean {
  return choice ?? !pinSet
}

// Which setups a bench:bots run plays. A variant given with --variants always plays: before, a run with
// `--only hardVsMedium --variants '{"v":…}'` silently left the variant out and measured only the
// baseline. A name in --only that is no setup is an error, not an empty run.

/**
 * `known` in its own order (the setups, then the variants), kept when `only` is absent, names it, or
 * it is one of `variants`.
 */
export function chosenSetups(
  known: readonly string[],
  only: readonly string[] | undefined,
  variants: readonly string[]
): string[] {
  const unknown = (only ?? []).filter((n) => !known.includes(n))
  if (unknown.length > 0)
    throw new Error(`--only: no setup named ${unknown.join(', ')}; the setups are ${known.join(', ')}`)
  return known.filter((n) => only === undefined || only.includes(n) || variants.includes(n))
}

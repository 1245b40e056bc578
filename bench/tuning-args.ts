// The search tunings bench:bots takes on its command line (--tuning, --oracle-tuning, --variants),
// checked against the search's own fields. Before, a misspelt key ("ownPas") was ignored and the run
// measured the default under the variant's name; now it is an error naming the fields there are.
// Also every number bench:bots takes (countArg), so a typo is an error rather than a silent NaN.
import { z } from 'zod'
import type { SearchTuning } from '../src/bots/search'
import { DEFAULT_TUNING } from '../src/bots/search'

/** What a variant may set besides tuning fields: its work bound and iteration floor. */
const variantExtras = z.object({
  work: z.number().positive().optional(),
  minIterations: z.number().int().nonnegative().optional()
})
export type VariantSpec = Partial<SearchTuning> & z.infer<typeof variantExtras>

// One entry per field of DEFAULT_TUNING, typed like its default, so a new field is accepted as soon
// as the search has it.
const tuningFields = Object.fromEntries(
  Object.entries(DEFAULT_TUNING).map(([key, value]) => [
    key,
    (key === 'rollout'
      ? z.union([z.literal(1), z.literal(2), z.literal(3)])
      : typeof value === 'boolean'
        ? z.boolean()
        : z.number().finite()
    ).optional()
  ])
)
const tuningSchema = z.strictObject(tuningFields)
const variantSchema = z.strictObject({ ...tuningFields, ...variantExtras.shape })

function parsed<T>(flag: string, text: string | undefined, schema: z.ZodType<T>, empty: T): T {
  if (text === undefined) return empty
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (e) {
    throw new Error(`--${flag}: not JSON (${(e as Error).message})`, { cause: e })
  }
  const result = schema.safeParse(json)
  if (result.success) return result.data
  const where = result.error.issues.map((i) => `${i.path.join('.') || '(top)'}: ${i.message}`)
  throw new Error(`--${flag}: ${where.join('; ')}. Tuning fields: ${Object.keys(DEFAULT_TUNING).join(', ')}`)
}

/** `--tuning` or `--oracle-tuning`: a partial search tuning; absent is none. */
export function tuningArg(flag: string, text: string | undefined): Partial<SearchTuning> {
  return parsed(flag, text, tuningSchema as z.ZodType<Partial<SearchTuning>>, {})
}

/** `--variants '{"name": {…}}'`: each a partial tuning plus work and minIterations. */
export function variantsArg(text: string | undefined): Record<string, VariantSpec> {
  const schema = z.record(z.string(), variantSchema) as z.ZodType<Record<string, VariantSpec>>
  return parsed('variants', text, schema, {})
}

/**
 * A count such as `--matches N` or `--first N`: a whole number ≥ `least` (0 unless given); absent is the
 * fallback. A typo is an error rather than `NaN`, which would play no match or search nothing, silently.
 * `--first 400` plays matches 400… — deals no tuning was chosen on, to confirm a finding (docs/bots.md).
 */
export function countArg(flag: string, text: string | undefined, fallback: number, least = 0): number {
  if (text === undefined) return fallback
  const n = Number(text)
  if (text.trim() === '' || !Number.isInteger(n) || n < least)
    throw new Error(`--${flag}: a whole number ≥ ${least}, not "${text}"`)
  return n
}

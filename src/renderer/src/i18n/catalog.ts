// The shape every language's catalog must have: the English catalog's keys, any string as value, and
// for each plural key (`name_one`/`name_other` in English) the `name_<category>` forms of that
// language's plural rules (Intl.PluralRules categories: zero, one, two, few, many, other). The unit
// test in catalogs.test.ts checks each language has exactly its own categories.

export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number]

type PluralKey = `${string}_${PluralCategory}`

/** A nested object of strings, as in en.ts. */
export interface CatalogTree {
  readonly [key: string]: string | CatalogTree
}

/** The translation of a catalog tree `T`: same non-plural keys, plurals in any of the categories. */
export type Catalog<T> = {
  -readonly [K in keyof T as K extends PluralKey ? never : K]: T[K] extends string ? string : Catalog<T[K]>
} & {
  -readonly [K in keyof T as K extends `${infer B}_other` ? `${B}_other` : never]: string
} & {
  -readonly [
    K in keyof T as K extends `${infer B}_other` ? `${B}_${Exclude<PluralCategory, 'other'>}` : never
  ]?: string
}

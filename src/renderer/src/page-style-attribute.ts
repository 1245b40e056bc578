// The mark of the page's own stylesheets, sent disabled so that no engine holds the join form's first
// paint for them (build/inline-first-css.ts writes it, page-styles.ts enables what carries it).
export const PAGE_STYLE_ATTRIBUTE = 'data-page-style'

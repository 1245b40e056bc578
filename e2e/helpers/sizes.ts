// The screens the table is checked at: a desktop window, and a phone held upright and sideways
// (issue 16: the whole table and hand fit 390×844 and 844×390).
export const TABLE_SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'portrait', width: 390, height: 844 },
  { name: 'landscape', width: 844, height: 390 }
] as const

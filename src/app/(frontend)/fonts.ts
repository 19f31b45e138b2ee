import localFont from 'next/font/local'

/**
 * Self-hosted fonts (no font CDN): Noto Sans for English and Noto Sans
 * Devanagari for Hindi, from the @fontsource packages. Latin text swaps to the
 * web font over a fallback sized to match it; Devanagari uses `optional`, so a
 * late font never reflows the page (Android phones already have a Noto
 * Devanagari of their own to show meanwhile).
 */

export const latin = localFont({
  src: [
    { path: '../../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-latin',
  display: 'swap',
  adjustFontFallback: 'Arial',
})

export const devanagari = localFont({
  src: [
    { path: '../../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-devanagari',
  display: 'optional',
  // Not preloaded: it would compete with the page's own text and images on a slow link.
  preload: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF' }],
  adjustFontFallback: false,
})

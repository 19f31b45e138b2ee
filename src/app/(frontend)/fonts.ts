import localFont from 'next/font/local'

/**
 * Self-hosted fonts (no font CDN): Noto Sans for English and Noto Sans
 * Devanagari for Hindi, from the @fontsource packages. Latin text swaps to the
 * web font over a fallback sized to match it, so nothing moves when it arrives.
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
  // One weight only (bold is synthesised): the Hindi tagline is on every page, so the file is
  // preloaded, and 'block' keeps Hindi text hidden for the moment it takes rather than showing
  // empty boxes on devices without a Devanagari font, then reflowing (layout shift).
  src: [{ path: '../../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2', weight: '400', style: 'normal' }],
  variable: '--font-devanagari',
  display: 'block',
  preload: true,
  declarations: [{ prop: 'unicode-range', value: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF' }],
  adjustFontFallback: false,
})

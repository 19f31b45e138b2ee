import type { Locator } from '@playwright/test'

/**
 * The check of the Hindi browser tests (issue 13) that no English is left on a
 * Hindi screen. Shared by hindi-account and hindi-admin.
 */

/** What may stay in Latin letters on a Hindi page: codes and names CHOs use as they are, and e-mail addresses. */
export const ALLOWED_LATIN = /\b(EHRMS|CHO|PDF|OTP|QR|CMS)\b|[\w.+-]+@[\w.-]+/g

export type EnglishLeftOptions = {
  /**
   * Texts people typed or the office stored (members' names, grievance subjects, news titles): they are
   * shown as they were written, in any language. Each is removed whole before the check, so a word of
   * the interface is never excused by appearing inside one of them.
   */
  data?: string[]
  /** Further words that rightly stay in Latin letters on this screen (e.g. 'JPEG', 'Razorpay'). */
  allow?: string[]
}

/** The words of `scope` (as a reader sees it: innerText) that are still English, after what is allowed. */
export async function englishLeft(scope: Locator, { data = [], allow = [] }: EnglishLeftOptions = {}): Promise<string[]> {
  let text = await scope.innerText()
  // Longest first, so a text that contains another is removed whole.
  for (const typed of [...new Set(data)].filter((d) => d.trim()).sort((a, b) => b.length - a.length)) text = text.split(typed).join(' ')
  const allowed = new Set(allow)
  return (text.replace(ALLOWED_LATIN, ' ').match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !allowed.has(word))
}

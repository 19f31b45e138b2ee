import { describe, expect, it } from 'vitest'

import { contentLocale, UNKNOWN_LOCALE_MESSAGE } from '../../../src/platform/http/content-language'
import { requestLocale } from '../../../src/platform/http/request-language'

/** One query parameter names the language across the API: `lang`; `locale` stays as its alias. */
const req = (query: string, acceptLanguage?: string) =>
  new Request(`http://localhost/api/x${query}`, { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} })

describe('the language a request asks for', () => {
  it('is lang= when given, whatever Accept-Language says', () => {
    expect(requestLocale(req('?lang=hi', 'en'))).toBe('hi')
    expect(requestLocale(req('?lang=en', 'hi'))).toBe('en')
  })

  it('takes locale= as the alias of lang=, and lang= wins when both are there', () => {
    expect(requestLocale(req('?locale=hi'))).toBe('hi')
    expect(requestLocale(req('?lang=en&locale=hi'))).toBe('en')
    expect(contentLocale(req('?locale=hi'))).toBe('hi')
  })

  it('falls back to Accept-Language when neither names a known language', () => {
    expect(requestLocale(req('', 'hi-IN,hi;q=0.9'))).toBe('hi')
    expect(requestLocale(req('?lang=fr', 'hi'))).toBe('hi')
    expect(requestLocale(req(''))).toBe('en')
  })

  it('is refused for content with a clear 400 when it names an unknown language', () => {
    expect(() => contentLocale(req('?lang=fr'))).toThrow(UNKNOWN_LOCALE_MESSAGE.en)
    expect(() => contentLocale(req('?locale=fr'))).toThrow(expect.objectContaining({ status: 400 }))
  })
})

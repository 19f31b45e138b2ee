import { describe, expect, it } from 'vitest'

import { previewTarget, previewUrl } from '../../../src/platform/http/preview-targets'
import { contentSecurityPolicy } from '../../../src/platform/http/security-headers'

/** The content desk's live preview: where the CMS frame goes, and what it may open. */
describe('previewUrl', () => {
  it('shows a news item on its page, in the language being edited', () => {
    expect(previewUrl({ collection: 'news', id: 7, locale: 'hi' })).toBe('/preview?path=%2Fmedia%2Fnews%2F7&locale=hi')
  })

  it('shows each page text on its page, English for an unknown locale', () => {
    expect(previewUrl({ global: 'about-page', locale: 'en' })).toBe('/preview?path=%2Fabout&locale=en')
    expect(previewUrl({ global: 'leaders', locale: 'xx' })).toBe('/preview?path=%2Fteam&locale=en')
    expect(previewUrl({ global: 'site-settings' })).toBe('/preview?path=%2F&locale=en')
  })
})

describe('previewTarget', () => {
  it('opens a page of the site in the language asked', () => {
    expect(previewTarget('/media/news/7', 'hi')).toBe('/hi/media/news/7')
    expect(previewTarget('/about', 'en')).toBe('/about')
    expect(previewTarget('/', 'hi')).toBe('/hi')
  })

  it.each(['//evil.example/x', 'https://evil.example', '/\\evil.example', 'about', '/a?b=c', '/a b', null, ''])('refuses %s', (path) => {
    expect(previewTarget(path as string | null, 'en')).toBeNull()
  })
})

describe('the page policy in preview', () => {
  it('lets only the site itself frame a page, and only in preview', () => {
    expect(contentSecurityPolicy('n', { dev: false, https: true })).toContain("frame-ancestors 'none'")
    expect(contentSecurityPolicy('n', { dev: false, https: true, framedBySite: true })).toContain("frame-ancestors 'self'")
  })
})

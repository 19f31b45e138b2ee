import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

import { copyrightThisYear } from '../../../src/features/content/ui/layout/copyright'
import { SiteFooter } from '../../../src/features/content/ui/layout/SiteFooter'
import { LocaleProvider } from '../../../src/platform/i18n/LocaleProvider'
import { setClockForTests } from '../../../src/platform/clock'
import type { SiteSetting } from '../../../src/payload-types'
import { siteSettings } from '../../../src/runtime/seed/content'
import { siteSettingsHi } from '../../../src/runtime/seed/content-hi'

/** The footer's copyright line shows the present year in India, whatever year the CMS line was written in. */
describe('the footer copyright', () => {
  afterEach(() => setClockForTests(null))

  const footer = (copyright: string, lang: 'en' | 'hi' = 'en') =>
    renderToStaticMarkup(
      createElement(LocaleProvider, {
        lang,
        children: createElement(SiteFooter, { site: { ...siteSettings, copyright } as unknown as SiteSetting, lang }),
      }),
    )

  it('renders the seeded line with the year of the clock, in English and Hindi', () => {
    setClockForTests('2026-03-01T06:00:00.000Z')
    expect(footer(siteSettings.copyright)).toContain('© 2026 UP Community Health Officers Association. All rights reserved.')
    expect(footer(siteSettingsHi.copyright, 'hi')).toContain('© 2026 उत्तर प्रदेश सामुदायिक स्वास्थ्य अधिकारी संघ। सर्वाधिकार सुरक्षित।')
  })

  it('turns the year at midnight in India, not in UTC', () => {
    setClockForTests('2026-12-31T18:29:00.000Z') // 23:59 on 31 December in India
    expect(footer(siteSettings.copyright)).toContain('© 2026 ')
    setClockForTests('2026-12-31T18:30:00.000Z') // 00:00 on 1 January in India
    expect(footer(siteSettings.copyright)).toContain('© 2027 ')
  })

  it('changes only the year after ©, the last of a range; a line without one stays as written', () => {
    expect(copyrightThisYear('© 2025 UPCHO. All rights reserved.', '2027')).toBe('© 2027 UPCHO. All rights reserved.')
    expect(copyrightThisYear('©2024–2025 UPCHO, est. 2019', '2027')).toBe('©2024–2027 UPCHO, est. 2019')
    expect(copyrightThisYear('UPCHO, est. 2019', '2027')).toBe('UPCHO, est. 2019')
  })
})

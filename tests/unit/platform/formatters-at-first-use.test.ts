import { afterEach, describe, expect, it, vi } from 'vitest'

/**
 * The date and money modules are in the scripts of every page (the header's badge imports the
 * membership rules). A formatter built at import runs during hydration, and the first one with a time zone
 * loads ICU's zone data: a profile of `/` on a 4× slower CPU showed it as a 75 ms task. So they are built at
 * first use; this counts the formatters each module builds when it is imported, then when it is used.
 */
const MODULES = {
  membership: () => import('../../../src/features/membership/rules/membership'),
  'membership-display': () => import('../../../src/features/membership/rules/membership-display'),
  'media format': () => import('../../../src/features/content/ui/media/format'),
  'home dates': () => import('../../../src/features/content/ui/home/dates'),
  money: () => import('../../../src/platform/i18n/money'),
  'work status': () => import('../../../src/features/office/ui/work-status'),
}

function countFormatters() {
  const built = { count: 0 }
  for (const name of ['DateTimeFormat', 'NumberFormat'] as const) {
    const Real = Intl[name] as unknown as new (...args: unknown[]) => object
    vi.spyOn(Intl, name).mockImplementation(function (this: unknown, ...args: unknown[]) {
      built.count++
      return new Real(...args)
    } as never)
  }
  return built
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.resetModules()
})

describe('formatters are built at first use, not at import', () => {
  it.each(Object.entries(MODULES))('%s builds none when imported', async (_name, load) => {
    vi.resetModules()
    const built = countFormatters()
    await load()
    expect(built.count).toBe(0)
  })

  it('each is built once and then reused', async () => {
    vi.resetModules()
    const built = countFormatters()
    const { indiaDay, membershipYear } = await MODULES.membership()
    const { formatDate } = await MODULES['media format']()
    const { formatMoney } = await MODULES.money()
    const { formatDayTime } = await MODULES['work status']()
    const day = new Date('2026-11-27T20:00:00Z')
    expect([indiaDay(day), indiaDay(day)]).toEqual(['2026-11-28', '2026-11-28'])
    expect([membershipYear(new Date('2026-12-31T19:00:00Z')), membershipYear(day)]).toEqual(['2027', '2026'])
    expect(formatDate('2026-11-27T20:00:00Z', 'en')).toBe('28 Nov 2026')
    expect(formatDate('2026-11-27T20:00:00Z', 'en')).toBe('28 Nov 2026')
    expect(formatMoney(100000, 'en')).toBe('₹1,00,000.00')
    expect(formatMoney(5, 'hi')).toBe('₹5.00')
    expect(formatDayTime('2026-11-27T20:00:00Z', 'hi')).toBe('28-11-2026, 01:30')
    expect(formatDayTime('2026-11-27T20:00:00Z', 'hi')).toBe('28-11-2026, 01:30')
    // One each: India's day, India's year, the news date in English, rupees, the 24-hour clock, displayDate's day.
    expect(built.count).toBe(6)
  })
})

import { base } from '../../support/account'
import { expectNoAxeViolations } from '../../support/browser'
import { englishLeft } from '../../support/hindi-text'
import { expect, test, type Fixtures } from '../../support/browser-fixtures'
import { shotsIn } from '../../support/screenshots'

/**
 * The overdue grievances line in "The office" on the
 * dashboard, and the open and overdue columns of /admin/districts, at 360 and
 * 1280 px, in English and Hindi, axe clean.
 */

const shots = shotsIn('grievances/deadlines', expectNoAxeViolations)

async function open({ newContext, adminSession }: Pick<Fixtures, 'newContext' | 'adminSession'>, url: string) {
  const context = await newContext('mobile', adminSession)
  const page = await context.newPage()
  await page.goto(`${base}${url}`)
  return page
}

const CASES = [
  {
    lang: 'en',
    prefix: '',
    label: 'Overdue grievances',
    link: 'See the overdue grievances',
    column: 'Overdue grievances',
    open: 'Open grievances',
  },
  {
    lang: 'hi',
    prefix: '/hi',
    label: 'समय-सीमा पार शिकायतें',
    link: 'समय-सीमा पार शिकायतें देखें',
    column: 'समय-सीमा पार शिकायतें',
    open: 'लंबित शिकायतें',
  },
] as const

for (const c of CASES) {
  test(`dashboard: the overdue line in The office (${c.lang})`, async ({ newContext, adminSession }) => {
    const page = await open({ newContext, adminSession }, `${c.prefix}/admin/dashboard`)
    const line = page.getByTestId('overdue-grievances-line')
    await expect(line).toContainText(c.label)
    await expect(page.getByTestId('overdue-grievances')).toHaveText(/^\d+$/)
    const link = line.getByRole('link', { name: c.link })
    await expect(link).toHaveAttribute('href', `${c.prefix}/admin/grievances?overdue=1`)
    // The spec's four cards stay as they were.
    await expect(
      page
        .locator('main ul')
        .filter({ has: page.getByTestId('total-users') })
        .locator('> li'),
    ).toHaveCount(4)
    if (c.lang === 'hi') expect(await englishLeft(line)).toEqual([])
    await shots(page, `dashboard-${c.lang}`)
  })

  test(`districts: open and overdue grievance columns (${c.lang})`, async ({ newContext, adminSession }) => {
    const page = await open({ newContext, adminSession }, `${c.prefix}/admin/districts`)
    const table = page.getByTestId('districts-table')
    await expect(table.locator('tbody tr')).toHaveCount(75)
    await expect(table.getByRole('button', { name: c.open, exact: false }).first()).toBeVisible()
    const overdue = table.locator('[data-column="overdueGrievances"]')
    await expect(overdue).toContainText(c.column)
    // Sorting by it puts the most overdue first.
    await overdue.click()
    await expect(overdue.locator('xpath=..')).toHaveAttribute('aria-sort', 'descending')
    await shots(page, `districts-${c.lang}`)
  })
}

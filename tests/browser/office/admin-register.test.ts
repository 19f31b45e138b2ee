import { base, expectNoAxeViolations, freshMember } from '../../support/account'
import { expect, openAsAdmin, test } from '../../support/browser-fixtures'
import { englishLeft } from '../../support/hindi-text'
import { paidMember, registerRows, shots, storedTexts, tag } from '../../support/register-helpers'

/**
 * /admin/members in Chromium: search and filters kept in the URL
 * (back and a shared link show the same list), paging, the CSV of the filtered
 * list, a row opening the member file; 360 and 1280 px, English and Hindi, axe clean.
 */
test.describe('the member register', () => {
  const family = `Reg${tag()}`
  let paidName: string

  test.beforeAll(async ({ browser }) => {
    paidName = `${family} Asha`
    await paidMember(browser, { name: paidName, district: 'Agra', block: 'Bichpuri' })
    await freshMember(browser, { name: `${family} Bina`, district: 'Agra', block: 'Bichpuri' })
    await freshMember(browser, { name: `${family} Chandan`, district: 'Varanasi', block: 'Kashi' })
  })

  test('searches, filters, keeps the query in the URL, goes back, and opens a file (360 px)', async ({ newContext, adminSession }) => {
    const { page } = await openAsAdmin({ newContext, adminSession }, '/admin/members', 'mobile')
    await expect(page.getByRole('heading', { level: 1, name: 'Member register' })).toBeVisible()
    await expect(page.getByRole('table')).toBeVisible()

    await page.getByRole('searchbox', { name: 'Search' }).fill(family)
    await page.getByRole('button', { name: 'Show members' }).click()
    await expect(page).toHaveURL(new RegExp(`\\?q=${family}`))
    await expect(page.getByRole('status').filter({ hasText: '3 members' })).toBeVisible()
    const names = page.locator('main tbody th')
    await expect(names).toHaveText([`${family} Asha`, `${family} Bina`, `${family} Chandan`])
    await expectNoAxeViolations(page)
    await shots(page, 'register-search-en')

    await page.locator('main select[name="status"]').selectOption('paid')
    await page.getByRole('button', { name: 'Show members' }).click()
    await expect(page).toHaveURL(/status=paid/)
    await expect(names).toHaveText([paidName])
    await expect(page.locator('main tbody td').filter({ hasText: 'Paid' })).toHaveCount(1)

    // Back: the previous list and the form as it was.
    await page.goBack()
    await expect(names).toHaveCount(3)
    await expect(page.locator('main select[name="status"]')).toHaveValue('')
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(family)

    // A row opens the member file; back returns to the same list.
    await page.getByRole('link', { name: `${family} Bina` }).click()
    await expect(page).toHaveURL(/\/admin\/members\/\d+$/)
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`${family} Bina`) })).toBeVisible()
    await page.goBack()
    await expect(names).toHaveCount(3)
  })

  test('a shared link shows the same list; district filter and paging (1280 px)', async ({ browser, newContext, adminSession }) => {
    const { page } = await openAsAdmin({ newContext, adminSession }, `/admin/members?q=${family}&district=Agra&sort=-name`)
    await expect(page.locator('main tbody th')).toHaveText([`${family} Bina`, `${family} Asha`])
    await expect(page.locator('main select[name="district"]')).toHaveValue('Agra')
    await expect(page.locator('main select[name="sort"]')).toHaveValue('-name')

    // Paging, 20 to a page: 21 members of their own.
    const pages = `Pg${tag()}`
    for (let i = 1; i <= 21; i++) await freshMember(browser, { name: `${pages} ${String(i).padStart(2, '0')}` })
    await page.goto(`${base}/admin/members?q=${pages}`)
    const pager = page.getByRole('navigation', { name: 'Pages' })
    await expect(pager.getByText('Page 1 of 2')).toBeVisible()
    await expect(page.locator('main tbody th')).toHaveCount(20)
    await pager.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(new RegExp(`q=${pages}&page=2`))
    await expect(pager.getByText('Page 2 of 2')).toBeVisible()
    await expect(page.locator('main tbody th')).toHaveText([`${pages} 21`])
    await expectNoAxeViolations(page)
  })

  test('downloads the filtered list as CSV', async ({ newContext, adminSession }) => {
    const { page } = await openAsAdmin({ newContext, adminSession }, `/admin/members?q=${family}&district=Agra`)
    await expect(page.locator('main tbody th')).toHaveCount(2)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()])
    expect(download.suggestedFilename()).toMatch(/^members_\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = await (await download.createReadStream()).toArray()
    const text = Buffer.concat(csv).toString('utf8')
    expect(text).toContain(`${family} Asha`)
    expect(text).toContain(`${family} Bina`)
    expect(text).not.toContain(`${family} Chandan`)
  })

  test('in Hindi at 360 and 1280 px: no English left, axe clean', async ({ newContext, adminSession }) => {
    const { context, page } = await openAsAdmin({ newContext, adminSession }, `/hi/admin/members?q=${family}`, 'mobile')
    await expect(page.getByRole('heading', { level: 1, name: 'सदस्य रजिस्टर' })).toBeVisible()
    await expect(page.locator('main tbody th')).toHaveCount(3)
    await expect(page.locator('main tbody td').filter({ hasText: 'भुगतान हो चुका' })).toHaveCount(1)
    await expect(page.locator('main tbody td').filter({ hasText: 'वाराणसी' })).toHaveCount(1)
    const data = storedTexts(await registerRows(context, adminSession, `q=${family}`))
    expect(await englishLeft(page.locator('main'), { data, allow: ['CSV', 'EHRMS'] })).toEqual([])
    await expectNoAxeViolations(page)
    await shots(page, 'register-search-hi')
    // A bad link shows the server's message in Hindi.
    await page.goto(`${base}/hi/admin/members?status=gone`)
    await expect(page.locator('main').getByRole('alert')).toContainText('स्थिति इनमें से एक होनी चाहिए')
  })

  test('the dashboard links to the register', async ({ newContext, adminSession }) => {
    const { page } = await openAsAdmin({ newContext, adminSession }, '/admin/dashboard')
    await page.getByRole('link', { name: /Member register/ }).click()
    await expect(page).toHaveURL(/\/admin\/members$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Member register' })).toBeVisible()
  })
})

import type { Browser } from '@playwright/test'

import { base, byLabel, expectNoAxeViolations, fieldError, freshMember, type Viewport } from '../../support/account'
import { holdRequests, screenshot } from '../../support/browser'
import { expect, test, type Fixtures } from '../../support/browser-fixtures'

/**
 * /grievance in Chromium: both fields required, 'Submitting...', success
 * (the form cleared and the grievance stored as pending for the member) and
 * each error of spec §8.
 */
async function openForm({ browser, newContext }: { browser: Browser; newContext: Fixtures['newContext'] }, vp: Viewport = 'desktop') {
  const registered = await freshMember(browser, { name: 'Raju Prasad', gender: 'Male' })
  const context = await newContext(vp, registered)
  const page = await context.newPage()
  await page.goto(`${base}/grievance`)
  const main = page.locator('main')
  await main.locator('form').waitFor()
  return {
    context,
    page,
    registered,
    subject: byLabel(page, 'Subject'),
    description: byLabel(page, 'Description'),
    submit: main.getByRole('button', { name: /^Submit/ }),
    status: main.getByRole('status'),
  }
}

test.describe('the grievance page', () => {
  test('requires a subject and a description, then submits, clears the form and stores it as pending', async ({
    browser,
    newContext,
    adminSession: admin,
  }) => {
    const { context, page, registered, subject, description, submit, status } = await openForm({ browser, newContext }, 'mobile')
    await expect(page.locator('main h1')).toHaveText('Submit a Grievance')
    await submit.click()
    await expect.poll(() => fieldError(page, 'Subject')).toBe('Subject is required')
    await expect.poll(() => fieldError(page, 'Description')).toBe('Description is required')
    await expect(subject).toBeFocused()
    await screenshot(page, 'account-grievance-errors-mobile')
    await subject.fill('Honorarium not paid')
    await expect.poll(() => fieldError(page, 'Subject')).toBeNull()
    await submit.click()
    await expect.poll(() => fieldError(page, 'Description')).toBe('Description is required')
    await expect(description).toBeFocused()

    const text = `My honorarium for the last three months has not been paid (${registered.member.ehrms}).`
    await description.fill(text)
    const release = await holdRequests(page, '**/api/common/grievance')
    await submit.click()
    await expect(submit).toHaveText('Submitting...')
    await expect(submit).toBeDisabled()
    release()
    await expect(status).toHaveText('Grievance submitted successfully!')
    await expect(subject).toHaveValue('')
    await expect(description).toHaveValue('')
    await expect(submit).toHaveText('Submit Grievance')
    await screenshot(page, 'account-grievance-success-mobile')

    const res = await page.request.get(`${base}/cms-api/grievances?where[description][equals]=${encodeURIComponent(text)}&depth=0`, {
      headers: { Authorization: `JWT ${admin.token}` },
    })
    const { docs } = (await res.json()) as { docs: { subject: string; status: string }[] }
    expect(docs).toEqual([expect.objectContaining({ subject: 'Honorarium not paid', status: 'pending' })])
    await context.close()
  })

  test("shows the server's message, else 'Failed to submit grievance. Please try again.', and the network message", async ({
    browser,
    newContext,
  }) => {
    const { context, page, subject, description, submit, status } = await openForm({ browser, newContext })
    await subject.fill('Transfer request')
    await description.fill('Please help with a mutual transfer.')
    await page.route('**/api/common/grievance', (route) =>
      route.fulfill({ status: 400, json: { message: 'Subject must be at most 200 characters' } }),
    )
    await submit.click()
    await expect(status).toHaveText('Subject must be at most 200 characters')
    await expect(subject).toHaveValue('Transfer request')
    await page.unroute('**/api/common/grievance')
    await page.route('**/api/common/grievance', (route) => route.fulfill({ status: 503, body: '' }))
    await submit.click()
    await expect(status).toHaveText('Failed to submit grievance. Please try again.')
    await page.unroute('**/api/common/grievance')
    await page.route('**/api/common/grievance', (route) => route.abort('internetdisconnected'))
    await submit.click()
    await expect(status).toHaveText('An error occurred. Please try again later.')
    await page.unroute('**/api/common/grievance')
    await page.route('**/api/common/grievance', (route) => route.fulfill({ status: 201, json: { message: 'Recorded: we will call you' } }))
    await submit.click()
    await expect(status).toHaveText('Recorded: we will call you')
    await context.close()
  })

  test("says 'Authentication required. Please login again.' when the token is gone", async ({ browser, newContext }) => {
    const { context, page, subject, description, submit, status } = await openForm({ browser, newContext })
    await subject.fill('Uniform allowance')
    await description.fill('Not received this year.')
    // Removed in this tab, so no storage event: the page still shows the form.
    await page.evaluate(() => localStorage.removeItem('token'))
    await submit.click()
    await expect(status).toHaveText('Authentication required. Please login again.')
    await context.close()
  })

  for (const vp of ['mobile', 'desktop'] as const)
    test(`(${vp}) looks right and has no accessibility violations`, async ({ browser, newContext }) => {
      const { context, page } = await openForm({ browser, newContext }, vp)
      await expectNoAxeViolations(page)
      await screenshot(page, `account-grievance-${vp}`)
      await context.close()
    })
})

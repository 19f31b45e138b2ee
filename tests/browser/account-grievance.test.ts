import type { Browser } from '@playwright/test'
import { expect, test } from './fixtures'

import { E2E_ADMIN } from '../support/app-setup'
import { holdRequests, launchBrowser, screenshot } from '../support/browser'
import { base, byLabel, expectNoAxeViolations, fieldError, freshMember, newContext, sessionOf, type Viewport } from '../support/account'

/**
 * /grievance in Chromium: both fields required, 'Submitting...', success
 * (the form cleared and the grievance stored as pending for the member) and
 * each error of spec §8.
 */
async function openForm(vp: Viewport = 'desktop') {
  const registered = await freshMember(browser, { name: 'Raju Prasad', gender: 'Male' })
  const context = await newContext(browser, vp, registered)
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
  test('requires a subject and a description, then submits, clears the form and stores it as pending', async () => {
    const { context, page, registered, subject, description, submit, status } = await openForm('mobile')
    await expect(page.locator('main h1')).toHaveText('Submit a Grievance')
    await submit.click()
    expect(await fieldError(page, 'Subject')).toBe('Subject is required')
    expect(await fieldError(page, 'Description')).toBe('Description is required')
    await expect(subject).toBeFocused()
    await screenshot(page, 'account-grievance-errors-mobile')
    await subject.fill('Honorarium not paid')
    expect(await fieldError(page, 'Subject')).toBeNull()
    await submit.click()
    expect(await fieldError(page, 'Description')).toBe('Description is required')
    await expect(description).toBeFocused()

    const text = `My honorarium for the last three months has not been paid (${registered.member.ehrms}).`
    await description.fill(text)
    const release = await holdRequests(page, '**/api/common/grievance')
    await submit.click()
    await expect(submit).toHaveText('Submitting...')
    await expect(submit).toBeDisabled()
    release()
    await expect(status).toHaveText('Grievance submitted successfully!')
    expect([await subject.inputValue(), await description.inputValue()]).toEqual(['', ''])
    await expect(submit).toHaveText('Submit Grievance')
    await screenshot(page, 'account-grievance-success-mobile')

    const admin = await sessionOf(browser, E2E_ADMIN)
    const res = await page.request.get(`${base}/cms-api/grievances?where[description][equals]=${encodeURIComponent(text)}&depth=0`, {
      headers: { Authorization: `JWT ${admin.token}` },
    })
    const { docs } = (await res.json()) as { docs: { subject: string; status: string }[] }
    expect(docs).toEqual([expect.objectContaining({ subject: 'Honorarium not paid', status: 'pending' })])
    await context.close()
  })

  test("shows the server's message, else 'Failed to submit grievance. Please try again.', and the network message", async () => {
    const { context, page, subject, description, submit, status } = await openForm()
    await subject.fill('Transfer request')
    await description.fill('Please help with a mutual transfer.')
    await page.route('**/api/common/grievance', (route) => route.fulfill({ status: 400, json: { message: 'Subject must be at most 200 characters' } }))
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

  test("says 'Authentication required. Please login again.' when the token is gone", async () => {
    const { context, page, subject, description, submit, status } = await openForm()
    await subject.fill('Uniform allowance')
    await description.fill('Not received this year.')
    // Removed in this tab, so no storage event: the page still shows the form.
    await page.evaluate(() => localStorage.removeItem('token'))
    await submit.click()
    await expect(status).toHaveText('Authentication required. Please login again.')
    await context.close()
  })

  it.each(['mobile', 'desktop'] as const)('(%s) looks right and has no accessibility violations', async (vp) => {
    const { context, page } = await openForm(vp)
    await expectNoAxeViolations(page)
    await screenshot(page, `account-grievance-${vp}`)
    await context.close()
  })
})

import type { BrowserContext, Locator, Page } from '@playwright/test'

import { base, newContext as contextOf, expectNoAxeViolations, freshMember, screenShot, sessionOf } from '../../support/account'
import { E2E_ADMIN } from '../../support/app-setup'
import { screenshot } from '../../support/browser'
import { expect, openAsAdmin, test, type Session } from '../../support/browser-fixtures'

/**
 * /admin/grievances and /admin/contact in Chromium (spec §2, §4, §7, §8): the
 * cards, the 150-character cut with Show more / Show less, the expand toggle,
 * the details modal, the status dropdown and buttons (persisted), the empty and
 * error states.
 */
const RED = 'rgb(185, 28, 28)'

const today = () =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date())
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** The card whose heading (the expand toggle) is `title`. */
const cardOf = (page: Page, title: string): Locator =>
  page.locator('main article').filter({ has: page.getByRole('button', { name: title, exact: true }) })

async function adminStatus(context: BrowserContext, admin: Session, path: string, id: number): Promise<string | undefined> {
  const res = await context.request.get(`${base}${path}`, { headers: { authorization: `Bearer ${admin.token}` } })
  const items = (await res.json()) as { id: number; status: string }[]
  return items.find((item) => item.id === id)?.status
}

/** Checks the cut at 150 characters and that Show more / Show less toggle the whole text. */
async function checkShowMore(card: Locator, full: string) {
  const text = card.locator('p[id]').first()
  await expect(text).toHaveText(`${full.slice(0, 150).trimEnd()}…`)
  const more = card.getByRole('button', { name: 'Show more' })
  await expect(more).toHaveAttribute('aria-expanded', 'false')
  await more.click()
  await expect(text).toHaveText(full)
  const less = card.getByRole('button', { name: 'Show less' })
  await expect(less).toHaveAttribute('aria-expanded', 'true')
  await less.click()
  await expect(text).toHaveText(`${full.slice(0, 150).trimEnd()}…`)
}

/** The expand toggle folds the card's body away and back. */
async function checkExpandToggle(card: Locator, title: string) {
  const toggle = card.getByRole('button', { name: title, exact: true })
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(card.getByRole('button', { name: /^View details/ })).toBeHidden()
  await toggle.click()
  await expect(card.getByRole('button', { name: /^View details/ })).toBeVisible()
}

/** Opens the details modal, checks it holds everything, closes it with Escape and returns focus. */
async function checkModal(page: Page, card: Locator, title: string, expected: string[], shot: string) {
  const opener = card.getByRole('button', { name: /^View details/ })
  await opener.click()
  const dialog = page.locator('dialog[open]')
  await dialog.waitFor()
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(title)
  for (const part of expected) await expect(dialog).toContainText(part, { useInnerText: true })
  await expect(dialog.locator('[aria-label="Close"]')).toBeFocused()
  await expectNoAxeViolations(page)
  // The visible screen: a full-page shot would scroll the fixed modal away from its backdrop.
  await screenShot(page, shot)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
}

test.describe('/admin/grievances', () => {
  let grievance: { id: number; subject: string; description: string; name: string; email: string; phone: string }

  test.beforeAll(async ({ browser }) => {
    const admin = await sessionOf(browser, E2E_ADMIN)
    const member = await freshMember(browser, { name: 'Suresh Grievant', phone: '9876501234' })
    const subject = `Honorarium delayed ${tag()}`
    const description =
      'My honorarium for August, September and October has not been credited. The block office says the file was sent to the district, ' +
      'and the district says it never arrived. Please take this up with the CMO so that it is paid before Diwali.'
    expect(description.length).toBeGreaterThan(150)
    const context = await contextOf(browser)
    const res = await context.request.post(`${base}/api/common/grievance`, {
      headers: { authorization: `Bearer ${member.token}` },
      data: { subject, description },
    })
    expect(res.status(), await res.text()).toBeLessThan(300)
    const list = (await (
      await context.request.get(`${base}/api/admin/grievances`, { headers: { authorization: `Bearer ${admin.token}` } })
    ).json()) as { id: number; subject: string }[]
    await context.close()
    const id = list.find((g) => g.subject === subject)!.id
    grievance = { id, subject, description, name: member.member.name, email: member.member.email, phone: member.member.phone }
  })

  test('shows the new grievance first: badge, subject, contact details, date, cut description, toggle and modal', async ({
    adminPage: page,
    adminSession,
  }) => {
    const context = page.context()
    await page.goto(`${base}/admin/grievances`)
    await expect(page.locator('main h1')).toHaveText('Grievances')
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin/dashboard')
    const card = cardOf(page, grievance.subject)
    await card.waitFor()
    await expect(page.locator('main article').first()).toContainText(grievance.subject, { useInnerText: true })
    await expect(card.locator('span').first()).toHaveText('Pending')
    await expect(card.locator('time')).toHaveText(today())
    // Who wrote it stays beside the date even when the card is folded.
    await expect(card.locator('div').first()).toContainText(grievance.name, { useInnerText: true })
    for (const part of [grievance.name, grievance.email, grievance.phone])
      await expect(card.locator('dl')).toContainText(part, { useInnerText: true })
    await expect(card.getByRole('link', { name: grievance.phone })).toHaveAttribute('href', `tel:${grievance.phone}`)
    await expect(card.getByRole('link', { name: grievance.email })).toHaveAttribute('href', `mailto:${grievance.email}`)

    await checkShowMore(card, grievance.description)
    await checkExpandToggle(card, grievance.subject)
    await checkModal(
      page,
      card,
      grievance.subject,
      [grievance.description, grievance.name, grievance.email, grievance.phone, today()],
      'admin-grievances-modal-desktop',
    )
    await context.close()
  })

  test('changes the status through the dropdown, updates the card at once and keeps it after a reload', async ({
    adminPage: page,
    adminSession,
  }) => {
    const context = page.context()
    await page.goto(`${base}/admin/grievances`)
    const card = cardOf(page, grievance.subject)
    await card.waitFor()
    const select = card.getByRole('combobox', { name: `Status of ${grievance.subject}` })
    await expect
      .poll(() => select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)))
      .toEqual(['pending', 'in-progress', 'resolved'])

    // A failed change leaves everything as it was.
    await page.route(`**/api/admin/grievances/${grievance.id}/status`, (route) => route.fulfill({ status: 500, json: { message: 'no' } }))
    await select.selectOption('resolved')
    const error = card.getByRole('alert')
    await expect(error).toHaveText('Failed to update grievance status')
    await expect(error).toHaveCSS('color', RED)
    await expect(select).toHaveValue('pending')
    await expect(card.locator('span').first()).toHaveText('Pending')
    await page.unroute(`**/api/admin/grievances/${grievance.id}/status`)

    const patched = page.waitForResponse(
      (r) => r.url().endsWith(`/api/admin/grievances/${grievance.id}/status`) && r.request().method() === 'PATCH',
    )
    await select.selectOption('in-progress')
    expect((await patched).status()).toBe(200)
    await expect(card.locator('span').first()).toHaveText('In Progress')
    await expect(card.getByRole('alert')).toHaveCount(0)
    await expect.poll(() => adminStatus(context, adminSession, '/api/admin/grievances', grievance.id)).toBe('in-progress')

    await page.reload()
    await cardOf(page, grievance.subject).waitFor()
    await expect(cardOf(page, grievance.subject).getByRole('combobox')).toHaveValue('in-progress')

    // Resolved cards start folded after a reload, so open work stands out.
    await cardOf(page, grievance.subject).getByRole('combobox').selectOption('resolved')
    await expect.poll(() => adminStatus(context, adminSession, '/api/admin/grievances', grievance.id)).toBe('resolved')
    await page.reload()
    const toggle = cardOf(page, grievance.subject).getByRole('button', { name: grievance.subject, exact: true })
    await toggle.waitFor()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(cardOf(page, grievance.subject).locator('span').first()).toHaveText('Resolved')
    await context.close()
  })

  test("shows 'No grievances' when there are none, and a failed fetch as red text", async ({ newContext, adminSession }) => {
    const { context, page } = await openAsAdmin({ newContext, adminSession }, '/admin/dashboard', 'mobile')
    await page.route('**/api/admin/grievances', (route) => route.fulfill({ status: 200, json: [] }))
    await page.goto(`${base}/admin/grievances`)
    await page.getByRole('heading', { name: 'No grievances' }).waitFor()
    await expect(page.getByText('No grievances have been submitted yet.')).toBeVisible()
    await screenshot(page, 'admin-grievances-empty-mobile')
    await page.unroute('**/api/admin/grievances')
    await page.route('**/api/admin/grievances', (route) => route.fulfill({ status: 500, body: '' }))
    await page.reload()
    const alert = page.locator('main [role="alert"]')
    await expect(alert).toHaveText('Failed to fetch grievances')
    await expect(alert).toHaveCSS('color', RED)
    await context.close()
  })

  for (const vp of ['mobile', 'desktop'] as const)
    test(`(${vp}) looks right and has no accessibility violations`, async ({ newContext, adminSession }) => {
      const { context, page } = await openAsAdmin({ newContext, adminSession }, '/admin/grievances', vp)
      await page.locator('main article').first().waitFor()
      await expectNoAxeViolations(page)
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      await screenshot(page, `admin-grievances-${vp}`)
      if (vp === 'mobile') {
        // The newest card may be resolved and so folded: open it first.
        const toggle = page.locator('main article h2 button').first()
        if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click()
        await page
          .getByRole('button', { name: /^View details/ })
          .first()
          .click()
        await page.locator('dialog[open]').waitFor()
        await screenShot(page, 'admin-grievances-modal-mobile')
      }
      await context.close()
    })
})

test.describe('/admin/contact', () => {
  let message: { id: number; name: string; email: string; message: string }

  test.beforeAll(async ({ browser }) => {
    const admin = await sessionOf(browser, E2E_ADMIN)
    const id = tag()
    const name = `Neha Sender ${id}`
    const email = `neha.${id}@example.org`
    const text =
      'Namaste. I am a CHO posted in Barabanki and would like to know how to join the association, what the yearly fee is, ' +
      'and whether the membership certificate is accepted by the district office for leave applications. धन्यवाद।'
    expect(text.length).toBeGreaterThan(150)
    const context = await contextOf(browser)
    const res = await context.request.post(`${base}/api/common/contact-us`, { data: { name, email, message: text } })
    expect(res.status(), await res.text()).toBeLessThan(300)
    const list = (await (
      await context.request.get(`${base}/api/admin/contact-submissions`, { headers: { authorization: `Bearer ${admin.token}` } })
    ).json()) as {
      id: number
      email: string
    }[]
    await context.close()
    message = { id: list.find((s) => s.email === email)!.id, name, email, message: text }
  })

  const buttonsOf = (card: Locator) => card.getByRole('group').first().getByRole('button').allTextContents()

  test('shows the message first with its cut text, modal and buttons for the other statuses only; a change persists', async ({
    adminPage: page,
    adminSession,
  }) => {
    const context = page.context()
    await page.goto(`${base}/admin/contact`)
    await expect(page.locator('main h1')).toHaveText('Contact Submissions')
    const card = cardOf(page, message.name)
    await card.waitFor()
    await expect(page.locator('main article').first()).toContainText(message.name, { useInnerText: true })
    await expect(card.locator('span').first()).toHaveText('Pending')
    await expect(card.getByRole('link', { name: message.email })).toHaveAttribute('href', `mailto:${message.email}`)
    await checkShowMore(card, message.message)
    await checkModal(page, card, message.name, [message.message, message.email, today()], 'admin-contact-modal-desktop')

    await expect.poll(() => buttonsOf(card)).toEqual(['Mark In Progress', 'Mark Resolved'])
    await page.route(`**/api/admin/contact-submissions/${message.id}/status`, (route) => route.fulfill({ status: 500, body: '' }))
    await card.getByRole('button', { name: 'Mark Resolved' }).click()
    await expect(card.getByRole('alert')).toHaveText('Failed to update status')
    await expect.poll(() => buttonsOf(card)).toEqual(['Mark In Progress', 'Mark Resolved'])
    await page.unroute(`**/api/admin/contact-submissions/${message.id}/status`)

    await card.getByRole('button', { name: 'Mark In Progress' }).click()
    await expect(card.locator('span').first()).toHaveText('In Progress')
    await expect.poll(() => buttonsOf(card)).toEqual(['Mark Pending', 'Mark Resolved'])
    // The pressed button is gone; focus stays in the group.
    await expect(card.getByRole('button', { name: 'Mark Pending', exact: true })).toBeFocused()
    await expect.poll(() => adminStatus(context, adminSession, '/api/admin/contact-submissions', message.id)).toBe('in-progress')

    await page.reload()
    const again = cardOf(page, message.name)
    await again.waitFor()
    await expect(again.locator('span').first()).toHaveText('In Progress')
    await expect.poll(() => buttonsOf(again)).toEqual(['Mark Pending', 'Mark Resolved'])
    await context.close()
  })

  test("shows 'No submissions' when there are none, and a failed fetch as red text", async ({ newContext, adminSession }) => {
    const { context, page } = await openAsAdmin({ newContext, adminSession }, '/admin/dashboard', 'mobile')
    await page.route('**/api/admin/contact-submissions', (route) => route.fulfill({ status: 200, json: [] }))
    await page.goto(`${base}/admin/contact`)
    await page.getByRole('heading', { name: 'No submissions' }).waitFor()
    await expect(page.getByText('No contact submissions have been received yet.')).toBeVisible()
    await page.unroute('**/api/admin/contact-submissions')
    await page.route('**/api/admin/contact-submissions', (route) => route.fulfill({ status: 403, json: { message: 'Admins only.' } }))
    await page.reload()
    await expect(page.locator('main [role="alert"]')).toHaveText('Admins only.')
    await page.unroute('**/api/admin/contact-submissions')
    await page.route('**/api/admin/contact-submissions', (route) => route.abort('internetdisconnected'))
    await page.reload()
    await expect(page.locator('main [role="alert"]')).toHaveText('Failed to fetch contact submissions')
    await context.close()
  })

  for (const vp of ['mobile', 'desktop'] as const)
    test(`(${vp}) looks right and has no accessibility violations`, async ({ newContext, adminSession }) => {
      const { context, page } = await openAsAdmin({ newContext, adminSession }, '/admin/contact', vp)
      await page.locator('main article').first().waitFor()
      await expectNoAxeViolations(page)
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      await screenshot(page, `admin-contact-${vp}`)
      if (vp === 'mobile') {
        await page
          .locator('main article')
          .first()
          .getByRole('button', { name: /^View details/ })
          .click()
        await page.locator('dialog[open]').waitFor()
        await screenShot(page, 'admin-contact-modal-mobile')
      }
      await context.close()
    })
})

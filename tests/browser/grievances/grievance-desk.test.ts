import fs from 'node:fs'
import path from 'node:path'

import type { Page } from '@playwright/test'

import { base, expectNoAxeViolations, freshMember, newContext as contextOf, sessionOf, type Viewport } from '../../support/account'
import { E2E_ADMIN } from '../../support/app-setup'
import { expect, test } from '../../support/browser-fixtures'
import { englishLeft, overflowsSideways, textsWithoutHindiFont } from '../../support/hindi-text'
import { shotsDir } from '../../support/screenshots'

/**
 * The grievance desk in Chromium: from a card's "Open case" link the
 * office replies to the member, adds an internal note, assigns the case and
 * resolves it; in English and Hindi, at 360 and 1280 px, axe clean.
 * Screenshots in the shots folder grievances/desk/.
 */
const SHOTS = shotsDir('grievances/desk')
async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true })
}

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const DESCRIPTION = 'My performance incentive for the last quarter has not been paid.'
type Case = { id: number; subject: string; caseNumber: string; member: string; email: string }

async function fileCase(browser: import('@playwright/test').Browser): Promise<Case> {
  const admin = await sessionOf(browser, E2E_ADMIN)
  const member = await freshMember(browser, { name: 'Rekha Grievant' })
  const subject = `Incentive not paid ${tag()}`
  const context = await contextOf(browser)
  const res = await context.request.post(`${base}/api/common/grievance`, {
    headers: { authorization: `Bearer ${member.token}` },
    data: { subject, description: DESCRIPTION },
  })
  expect(res.status(), await res.text()).toBeLessThan(300)
  const list = (await (
    await context.request.get(`${base}/api/admin/grievances`, { headers: { authorization: `Bearer ${admin.token}` } })
  ).json()) as {
    id: number
    subject: string
    caseNumber: string
  }[]
  await context.close()
  const found = list.find((g) => g.subject === subject)!
  return { id: found.id, subject, caseNumber: found.caseNumber, member: member.member.name, email: member.member.email }
}

const VIEWPORTS: Viewport[] = ['mobile', 'desktop']

for (const vp of VIEWPORTS) {
  test(`the office replies, adds a note, assigns and resolves (English, ${vp})`, async ({ browser, newContext, adminSession }) => {
    const c = await fileCase(browser)
    const page = await (await newContext(vp, adminSession)).newPage()
    // Made overdue in the CMS (the due date an admin may change): the card says so in words, and ?overdue=1 lists it.
    const due = await page.request.patch(`${base}/cms-api/grievances/${c.id}`, {
      headers: { Authorization: `JWT ${adminSession.token}` },
      data: { dueAt: '2026-01-01T00:00:00.000Z' },
    })
    expect(due.status(), await due.text()).toBe(200)
    await page.goto(`${base}/admin/grievances?overdue=1`)
    await expect(page.locator('main')).toContainText('Showing overdue cases only.')
    const card = page.locator('main article').filter({ hasText: c.subject })
    await card.waitFor()
    await expect(card.getByText('Overdue', { exact: true })).toBeVisible()
    await expect(card).toContainText(c.caseNumber)
    await expect(card).toContainText('Answer due')
    await expect(card).toContainText('Nobody')
    await expectNoAxeViolations(page)
    await shot(page, `cards-en-${vp}`)
    await card.getByRole('link', { name: /^Open case/ }).click()
    await page.waitForURL(`${base}/admin/grievances/${c.id}`)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 2, name: c.subject })).toBeVisible()
    await expect(main).toContainText(c.email)

    // A reply to the member.
    await main.getByLabel('Your reply').fill('The district office has released your incentive.')
    await main.getByRole('button', { name: 'Send reply' }).click()
    await expect(main.getByRole('status').filter({ hasText: 'Reply sent to the member.' })).toBeVisible()
    const timeline = main.locator('ol li')
    await expect(timeline.last()).toContainText('The district office has released your incentive.')

    // An internal note: marked in words on the timeline.
    await main.getByLabel('Your reply').fill('Checked with the treasury by phone.')
    await main.getByLabel('Internal note').check()
    await main.getByRole('button', { name: 'Add note' }).click()
    await expect(timeline.last()).toContainText('Internal note — the member does not see this')
    await expect(timeline.last()).toContainText('Checked with the treasury by phone.')

    // Assign to an admin from the server's list.
    const assignee = main.getByLabel('Assignee')
    const option = assignee.locator('option').filter({ hasText: '(Admin)' }).first()
    await assignee.selectOption({ label: (await option.textContent())!.trim() })
    await main.getByRole('button', { name: 'Assign', exact: true }).click()
    await expect(main.getByRole('status').filter({ hasText: 'Case assigned.' })).toBeVisible()
    await expect(timeline.last()).toContainText('Assigned to')
    await expect(timeline.last()).toContainText('Internal note — the member does not see this')

    // Resolve with the spec's dropdown.
    await main.getByRole('combobox', { name: /^Status/ }).selectOption('resolved')
    await expect(timeline.last()).toContainText('Status changed from Pending to Resolved')
    await expectNoAxeViolations(page)
    expect(await overflowsSideways(page)).toBe(false)
    await shot(page, `case-en-${vp}`)

    // What the member's side gets: the reply and the status, never the note.
    const view = await page.request.get(`${base}/api/admin/grievances/${c.id}`, {
      headers: { authorization: `Bearer ${adminSession.token}` },
    })
    const body = (await view.json()) as {
      timeline: { kind: string; internal: boolean }[]
      grievance: { status: string; assignee: unknown }
    }
    expect(body.grievance.status).toBe('resolved')
    expect(body.grievance.assignee).not.toBeNull()
    expect(body.timeline.map((e) => [e.kind, e.internal])).toEqual([
      ['filed', false],
      ['reply', false],
      ['note', true],
      ['assigned', true],
      ['status', false],
    ])
  })

  test(`the case page and the cards in Hindi (${vp})`, async ({ browser, newContext, adminSession }) => {
    const c = await fileCase(browser)
    const page = await (await newContext(vp, adminSession)).newPage()
    await page.goto(`${base}/hi/admin/grievances/${c.id}`)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('शिकायत')
    await main.getByLabel('आपका उत्तर').fill('आपका प्रोत्साहन जारी कर दिया गया है।')
    await main.getByRole('button', { name: 'उत्तर भेजें' }).click()
    await expect(main.getByRole('status').filter({ hasText: 'उत्तर सदस्य को भेज दिया गया।' })).toBeVisible()
    await main.getByLabel('आपका उत्तर').fill('कोषागार से फ़ोन पर बात हुई।')
    await main.getByLabel('आंतरिक टिप्पणी').check()
    await main.getByRole('button', { name: 'टिप्पणी जोड़ें' }).click()
    await expect(main.locator('ol li').last()).toContainText('आंतरिक टिप्पणी — सदस्य इसे नहीं देखते')
    const admins = await main.getByLabel('ज़िम्मेदार व्यक्ति').locator('option').allTextContents()
    const data = [c.subject, DESCRIPTION, c.caseNumber, c.member, c.email, ...admins.map((a) => a.replace(/\s*\(.*\)$/, ''))]
    expect(await englishLeft(main, { data })).toEqual([])
    expect(await textsWithoutHindiFont(page.locator('body'))).toEqual([])
    expect(await overflowsSideways(page)).toBe(false)
    await expectNoAxeViolations(page)
    await shot(page, `case-hi-${vp}`)

    await page.goto(`${base}/hi/admin/grievances?overdue=1`)
    await expect(main).toContainText('केवल समय-सीमा पार मामले दिखाए जा रहे हैं।')
    await page.goto(`${base}/hi/admin/grievances`)
    const card = main.locator('article').filter({ hasText: c.subject })
    await card.waitFor()
    await expect(card.getByRole('link', { name: /^मामला खोलें/ })).toHaveAttribute('href', `/hi/admin/grievances/${c.id}`)
    await expectNoAxeViolations(page)
    await shot(page, `cards-hi-${vp}`)
  })
}

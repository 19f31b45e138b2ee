import fs from 'node:fs'
import path from 'node:path'

import type { Browser, Page } from '@playwright/test'

import { indiaDay } from '../../../src/features/grievances/rules/report'
import { currentCode } from '../../../src/features/accounts/two-factor/codes'
import { base, freshMember, PAID } from '../../support/account'
import { expectNoAxeViolations, VIEWPORTS } from '../../support/browser'
import { englishLeft, overflowsSideways, textsWithoutHindiFont } from '../../support/hindi-text'
import { expect, test, type Session } from '../../support/browser-fixtures'
import { shotsDir } from '../../support/screenshots'

/**
 * The grievance desk's monthly figures at 360 and 1280 px, in English and
 * Hindi, axe clean: the office's /admin/grievances/report, and the public
 * /grievance-report, which answers 404 until office staff publish it in the CMS and
 * never shows a name, a case's words or a case number.
 */
const SHOTS = shotsDir('grievances/report')
const SUBJECT = `Report browser case ${Date.now()}`
const DESCRIPTION = 'The attendance app rejects my photo every morning since the update.'
/** This month in India: the cases this file files count in it. */
const MONTH = indiaDay(new Date()).slice(0, 7)

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true })
  for (const [label, size] of [
    ['360', VIEWPORTS.mobile],
    ['1280', VIEWPORTS.desktop],
  ] as const) {
    await page.setViewportSize(size)
    await page.screenshot({ path: path.join(SHOTS, `${name}-${label}.png`), fullPage: true })
  }
}

async function checkBothWidths(page: Page) {
  for (const size of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await page.setViewportSize(size)
    expect(await overflowsSideways(page)).toBe(false)
    await expectNoAxeViolations(page)
  }
}

async function publish(page: Page, admin: Session, publishReport: boolean) {
  const res = await page.request.post(`${base}/cms-api/globals/grievance-settings`, {
    headers: { authorization: `JWT ${admin.token}` },
    data: { publishReport },
  })
  expect(res.status(), await res.text()).toBe(200)
}

const total = (page: Page) => page.locator('[data-figure="total"] dd')

test.describe.configure({ mode: 'serial' })

let filed = false
/** Two cases filed by the demo member this month (once per run), so the month's figures are not empty. */
async function fileCases(page: Page, member: Session) {
  if (filed) return
  for (const n of [1, 2]) {
    const res = await page.request.post(`${base}/api/common/grievance`, {
      headers: { authorization: `Bearer ${member.token}` },
      data: { subject: `${SUBJECT} ${n}`, description: DESCRIPTION },
    })
    expect(res.status(), await res.text()).toBe(201)
  }
  filed = true
}

/** A fresh member made coordinator of `district` by the admin (through Payload's API, as the CMS does), with a second factor, signed in. */
async function coordinatorSession(browser: Browser, admin: Session, district: string): Promise<Session> {
  const { member } = await freshMember(browser, { district })
  const context = await browser.newContext()
  try {
    const auth = { authorization: `JWT ${admin.token}` }
    const found = await context.request.get(`${base}/cms-api/users?where[email][equals]=${encodeURIComponent(member.email)}&depth=0`, {
      headers: auth,
    })
    const id = ((await found.json()) as { docs: { id: number }[] }).docs[0].id
    const res = await context.request.patch(`${base}/cms-api/users/${id}`, {
      headers: auth,
      data: { role: 'coordinator', districts: [district] },
    })
    expect(res.status(), await res.text()).toBe(200)
    const login = await context.request.post(`${base}/api/auth/login`, { data: { email: member.email, password: member.password } })
    expect(login.status(), await login.text()).toBe(200)
    const session = (await login.json()) as Session
    const bearer = { authorization: `Bearer ${session.token}` }
    const setup = await context.request.post(`${base}/api/auth/two-factor/setup`, { headers: bearer })
    expect(setup.status(), await setup.text()).toBe(200)
    const { secret } = (await setup.json()) as { secret: string }
    const confirmed = await context.request.post(`${base}/api/auth/two-factor/confirm`, {
      headers: bearer,
      data: { otp: currentCode(secret) },
    })
    expect(confirmed.status(), await confirmed.text()).toBe(200)
    return session
  } finally {
    await context.close()
  }
}

test.describe('/admin/grievances/report', () => {
  test('an admin sees the month: summary, tables with bars, definitions; axe clean', async ({
    newContext,
    adminSession,
    memberSession,
  }) => {
    const page = await (await newContext('mobile', adminSession)).newPage()
    await fileCases(page, memberSession)
    await page.goto(`${base}/admin/grievances/report?month=${MONTH}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Grievance report' })).toBeVisible()
    await expect(total(page)).toHaveText(/^\d+$/)
    expect(Number(await total(page).innerText())).toBeGreaterThanOrEqual(2)
    await expect(page.getByTestId('report-status').getByRole('rowheader', { name: 'Pending' })).toBeVisible()
    await expect(page.getByTestId('report-category').getByRole('rowheader', { name: 'Other' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'How the figures are counted' })).toBeVisible()
    await expect(page.getByLabel('Month')).toHaveValue(MONTH)
    await checkBothWidths(page)
    await shot(page, 'admin-en')
  })

  test('in Hindi: every label and category in Hindi, axe clean', async ({ newContext, adminSession, memberSession }) => {
    const page = await (await newContext('mobile', adminSession)).newPage()
    await fileCases(page, memberSession)
    await page.goto(`${base}/hi/admin/grievances/report?month=${MONTH}`)
    await expect(page.getByRole('heading', { level: 1, name: 'शिकायत रिपोर्ट' })).toBeVisible()
    await expect(total(page)).toHaveText(/^\d+$/)
    await expect(page.getByTestId('report-category').getByRole('rowheader', { name: 'अन्य' })).toBeVisible()
    expect(await englishLeft(page.locator('main'))).toEqual([])
    expect(await textsWithoutHindiFont(page.locator('body'))).toEqual([])
    await checkBothWidths(page)
    await shot(page, 'admin-hi')
  })

  test("a coordinator sees their district's figures only, and is told so", async ({ browser, newContext, adminSession, memberSession }) => {
    const probe = await (await newContext('desktop', memberSession)).newPage()
    await fileCases(probe, memberSession)
    const me = await probe.request.get(`${base}/api/auth/profile`, { headers: { authorization: `Bearer ${memberSession.token}` } })
    const { district } = (await me.json()) as { district: string | null }
    expect(district).toBeTruthy()
    const coordinator = await coordinatorSession(browser, adminSession, district!)
    const page = await (await newContext('mobile', coordinator)).newPage()
    await page.goto(`${base}/admin/grievances/report?month=${MONTH}`)
    await expect(page.getByText('Your districts only; cases of workplace safety or harassment are not included.')).toBeVisible()
    await expect(total(page)).toHaveText(/^\d+$/)
    expect(Number(await total(page).innerText())).toBeGreaterThanOrEqual(2)
    await expect(page.getByTestId('report-district').locator('tbody tr')).toHaveCount(1)
    await expect(page.getByTestId('report-district').getByRole('rowheader', { name: district! })).toBeVisible()
    await checkBothWidths(page)
    await shot(page, 'admin-coordinator-en')
  })
})

test.describe('/grievance-report (public)', () => {
  test('a 404 page until published; then the figures without names, case text or case numbers', async ({
    newContext,
    adminSession,
    memberSession,
  }) => {
    const page = await (await newContext('mobile')).newPage()
    await fileCases(page, memberSession)
    await publish(page, adminSession, false)
    expect((await page.goto(`${base}/grievance-report?month=${MONTH}`))?.status()).toBe(404)

    await publish(page, adminSession, true)
    try {
      const res = await page.goto(`${base}/grievance-report?month=${MONTH}`)
      expect(res?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: 'Grievance desk: monthly figures' })).toBeVisible()
      expect(Number(await total(page).innerText())).toBeGreaterThanOrEqual(2)
      const html = await page.content()
      for (const secret of [SUBJECT, DESCRIPTION, PAID.name, 'GRV-']) expect(html).not.toContain(secret)
      await checkBothWidths(page)
      await shot(page, 'public-en')

      await page.goto(`${base}/hi/grievance-report?month=${MONTH}`)
      await expect(page.getByRole('heading', { level: 1, name: 'शिकायत डेस्क: मासिक आँकड़े' })).toBeVisible()
      expect(await englishLeft(page.locator('main'))).toEqual([])
      expect(await textsWithoutHindiFont(page.locator('body'))).toEqual([])
      await checkBothWidths(page)
      await shot(page, 'public-hi')
    } finally {
      await publish(page, adminSession, false)
    }
    // Withdrawn in the CMS: gone at once, not after the cache's hour.
    expect((await page.goto(`${base}/grievance-report?month=${MONTH}`))?.status()).toBe(404)
  })
})

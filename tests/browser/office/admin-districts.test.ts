import fs from 'node:fs'
import path from 'node:path'

import type { Browser, Page } from '@playwright/test'

import { currentCode } from '../../../src/features/accounts/two-factor/codes'
import { base, freshMember } from '../../support/account'
import { expectNoAxeViolations, VIEWPORTS } from '../../support/browser'
import { all, parseSvg } from '../../support/svg'
import { englishLeft, overflowsSideways, textsWithoutHindiFont } from '../../support/hindi-text'
import { expect, test, type Fixtures, type Session } from '../../support/browser-fixtures'
import { shotsDir } from '../../support/screenshots'

/**
 * /admin/districts and a coordinator's admin area, at 360 and 1280 px, in
 * English and Hindi, axe clean: 75 districts, the charts (drawn on the server since
 * Shown as images), sorting by a column heading; a coordinator sees their own
 * districts and pages only.
 */
const SHOTS = shotsDir('office/chart')
const HOME = ['Lalitpur', 'Mahoba']

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

/** A fresh member made a coordinator of HOME by the admin (through Payload's API, as the CMS does), signed in. */
async function coordinatorSession(browser: Browser, admin: Session): Promise<Session> {
  const { member } = await freshMember(browser, { district: HOME[0] })
  const context = await browser.newContext()
  try {
    const auth = { authorization: `JWT ${admin.token}` }
    const found = await context.request.get(`${base}/cms-api/users?where[email][equals]=${encodeURIComponent(member.email)}&depth=0`, {
      headers: auth,
    })
    const id = ((await found.json()) as { docs: { id: number }[] }).docs[0].id
    const res = await context.request.patch(`${base}/cms-api/users/${id}`, {
      headers: auth,
      data: { role: 'coordinator', districts: HOME },
    })
    expect(res.status(), await res.text()).toBe(200)
  } finally {
    await context.close()
  }
  // A coordinator signs in with a second factor: set one up through the API, as the enrolment page does.
  const enrolling = await browser.newContext()
  try {
    const login = await enrolling.request.post(`${base}/api/auth/login`, { data: { email: member.email, password: member.password } })
    expect(login.status(), await login.text()).toBe(200)
    const session = (await login.json()) as Session
    const auth = { authorization: `Bearer ${session.token}` }
    const setup = await enrolling.request.post(`${base}/api/auth/two-factor/setup`, { headers: auth })
    expect(setup.status(), await setup.text()).toBe(200)
    const { secret } = (await setup.json()) as { secret: string }
    const confirmed = await enrolling.request.post(`${base}/api/auth/two-factor/confirm`, {
      headers: auth,
      data: { otp: currentCode(secret) },
    })
    expect(confirmed.status(), await confirmed.text()).toBe(200)
    return session
  } finally {
    await enrolling.close()
  }
}

async function open({ newContext }: Pick<Fixtures, 'newContext'>, session: Session, url: string, vp: 'mobile' | 'desktop' = 'desktop') {
  const context = await newContext(vp, session)
  const page = await context.newPage()
  await page.goto(`${base}${url}`)
  return page
}

type Caught = { status: number; type: string; body: string }

/**
 * The answers to the page's requests for its server-drawn charts, by kind, caught on their way
 * (Chromium keeps no body of a response the page reads as a blob, so it is taken here).
 */
async function catchCharts(page: Page) {
  const caught = new Map<string, Caught>()
  await page.route('**/api/admin/districts/chart?**', async (route) => {
    const res = await route.fetch()
    const body = await res.text()
    caught.set(new URL(route.request().url()).searchParams.get('kind') ?? '', {
      status: res.status(),
      type: res.headers()['content-type'],
      body,
    })
    await route.fulfill({ response: res, body })
  })
  return caught
}

/**
 * The chart as the page shows it: an image from a blob: URL, drawn, named by its alt text;
 * and the SVG the server sent for it, read as strict XML: the bars' districts and texts.
 */
async function shownChart(page: Page, testId: 'paid-chart' | 'monthly-chart', caught: Map<string, Caught>, alt: string) {
  const img = page.getByTestId(testId)
  await expect(img).toBeVisible()
  await expect(img).toHaveAttribute('alt', alt)
  await expect(img).toHaveAttribute('src', /^blob:/)
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBeGreaterThan(0)
  const answer = caught.get(testId === 'paid-chart' ? 'districts' : 'monthly')!
  expect([answer.status, answer.type]).toEqual([200, 'image/svg+xml; charset=utf-8'])
  const svg = parseSvg(answer.body)
  return { svg, districts: all(svg, 'g').map((g) => g.attrs['data-district']), texts: all(svg, 'text').map((t) => t.text) }
}

const table = (page: Page) => page.getByTestId('districts-table')
const columnValues = (page: Page, index: number) =>
  table(page)
    .locator('tbody tr')
    .evaluateAll((rows, i) => rows.map((r) => (r.children[i] as HTMLElement).innerText.trim()), index)

test.describe('/admin/districts', () => {
  test('an admin sees all 75 districts, a chart, and sorts by a column', async ({ newContext, adminSession }) => {
    const context = await newContext('mobile', adminSession)
    const page = await context.newPage()
    const caught = await catchCharts(page)
    await page.goto(`${base}/admin/districts`)
    await expect(page.getByRole('heading', { level: 1, name: 'Districts' })).toBeVisible()
    await expect(table(page).locator('tbody tr')).toHaveCount(75)
    const year = await page.getByLabel('Year', { exact: true }).inputValue()
    const paid = await shownChart(page, 'paid-chart', caught, `Share of members paid in ${year}, by district`)
    expect(paid.districts).toHaveLength(75)
    expect(paid.texts).toContain('Varanasi')
    const monthly = await shownChart(page, 'monthly-chart', caught, `Payments received per month in ${year}`)
    expect(monthly.texts).toEqual(expect.arrayContaining(['Jan', 'Dec']))
    await expect(page.getByTestId('monthly-table').locator('tbody tr')).toHaveCount(12)
    // A chart is an image, not page markup: nothing of its drawing is in the page.
    await expect(page.locator('main svg g')).toHaveCount(0)
    const names = await columnValues(page, 0)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))

    // Members, most first; again, fewest first; aria-sort tells a screen reader which.
    const members = table(page).locator('thead th').nth(1)
    await members.getByRole('button').click()
    await expect(members).toHaveAttribute('aria-sort', 'descending')
    const down = (await columnValues(page, 1)).map(Number)
    expect(down).toEqual([...down].sort((a, b) => b - a))
    await members.getByRole('button').click()
    await expect(members).toHaveAttribute('aria-sort', 'ascending')
    const up = (await columnValues(page, 1)).map(Number)
    expect(up).toEqual([...up].sort((a, b) => a - b))

    expect(await overflowsSideways(page)).toBe(false)
    await expectNoAxeViolations(page)
    await page.setViewportSize(VIEWPORTS.desktop)
    await expectNoAxeViolations(page)
    await shot(page, 'districts-admin-en')
  })

  test('in Hindi: district names and every label in Hindi, axe clean', async ({ newContext, adminSession }) => {
    const context = await newContext('mobile', adminSession)
    const page = await context.newPage()
    const caught = await catchCharts(page)
    await page.goto(`${base}/hi/admin/districts`)
    await expect(page.getByRole('heading', { level: 1, name: 'ज़िले' })).toBeVisible()
    await expect(table(page).locator('tbody tr')).toHaveCount(75)
    await expect(table(page).getByRole('rowheader', { name: 'आगरा' })).toBeVisible()
    const year = await page.getByLabel('वर्ष', { exact: true }).inputValue()
    const paid = await shownChart(page, 'paid-chart', caught, `वर्ष ${year} में ज़िलेवार भुगतान कर चुके सदस्यों का प्रतिशत`)
    expect(paid.texts).toContain('वाराणसी')
    expect(paid.texts.filter((t) => /[A-Za-z]/.test(t))).toEqual([])
    const monthly = await shownChart(page, 'monthly-chart', caught, `वर्ष ${year} में हर महीने प्राप्त भुगतान`)
    expect(monthly.texts).toEqual(expect.arrayContaining(['जन', 'दिस']))
    // Sorted as Hindi writes the names.
    const names = await columnValues(page, 0)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'hi')))
    expect(await englishLeft(page.locator('main'))).toEqual([])
    expect(await textsWithoutHindiFont(page.locator('body'))).toEqual([])
    expect(await overflowsSideways(page)).toBe(false)
    await expectNoAxeViolations(page)
    await page.setViewportSize(VIEWPORTS.desktop)
    await expectNoAxeViolations(page)
    await shot(page, 'districts-admin-hi')
  })

  test('a bad year from the API shows the error, not a broken page', async ({ newContext, adminSession }) => {
    const page = await open({ newContext }, adminSession, '/admin/districts')
    await expect(table(page).locator('tbody tr')).toHaveCount(75)
    const res = await page.request.get(`${base}/api/admin/districts?year=nineteen`, {
      headers: { authorization: `Bearer ${adminSession.token}` },
    })
    expect(res.status()).toBe(400)
  })

  test('the chart over HTTP: sandboxed and never stored; bad input 400 in the asked language', async ({ newContext, adminSession }) => {
    const page = await open({ newContext }, adminSession, '/admin/districts')
    const auth = { authorization: `Bearer ${adminSession.token}` }
    const res = await page.request.get(`${base}/api/admin/districts/chart?kind=districts&lang=en`, { headers: auth })
    expect(res.status()).toBe(200)
    expect(res.headers()['content-security-policy']).toMatch(/^sandbox; default-src 'none'/)
    expect(res.headers()['cache-control']).toBe('no-store')
    const bad = await page.request.get(`${base}/api/admin/districts/chart?kind=pie&lang=hi`, { headers: auth })
    expect(bad.status()).toBe(400)
    expect(((await bad.json()) as { message: string }).message).toBe('चार्ट इनमें से एक होना चाहिए: districts, monthly।')
    expect((await page.request.get(`${base}/api/admin/districts/chart?kind=districts`)).status()).toBe(401)
  })
})

test.describe("a coordinator's admin area", () => {
  test('sees their pages only: their dashboard cards, their districts, and is sent away from the others', async ({
    browser,
    newContext,
    adminSession,
  }) => {
    const session = await coordinatorSession(browser, adminSession)
    const page = await open({ newContext }, session, '/admin/dashboard', 'mobile')
    const main = page.locator('main')
    await expect(main.getByTestId('total-users')).toBeVisible()
    const links = await main.getByRole('link').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
    // The second grievances link is the overdue line's (/admin/grievances?overdue=1).
    expect(links.sort()).toEqual(['/admin/districts', '/admin/grievances', '/admin/grievances', '/admin/members', '/admin/users'])
    await expect(main.getByTestId('pending-contacts')).toHaveCount(0)
    await expect(main.getByText('Double payments')).toHaveCount(0)
    await expectNoAxeViolations(page)
    await shot(page, 'coordinator-dashboard-en')

    // The menu: their member pages and their office pages, nothing of the admins'.
    await page.setViewportSize(VIEWPORTS.desktop)
    await page.getByRole('banner').getByRole('button', { name: session.user.name }).click()
    const menu = page.getByRole('banner').getByRole('listitem')
    await expect(menu.getByRole('link', { name: 'Districts' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Media Management' })).toHaveCount(0)

    const caught = await catchCharts(page)
    await page.goto(`${base}/admin/districts`)
    await expect(table(page).locator('tbody tr')).toHaveCount(2)
    expect(await columnValues(page, 0)).toEqual(HOME)
    const year = await page.getByLabel('Year', { exact: true }).inputValue()
    expect((await shownChart(page, 'paid-chart', caught, `Share of members paid in ${year}, by district`)).districts.sort()).toEqual(HOME)
    await expectNoAxeViolations(page)
    await shot(page, 'coordinator-districts-en')

    for (const away of ['/admin/contact', '/admin/media']) {
      await page.goto(`${base}${away}`)
      await expect(page).toHaveURL(`${base}/admin/dashboard`)
    }
  })

  test('in Hindi', async ({ browser, newContext, adminSession }) => {
    const session = await coordinatorSession(browser, adminSession)
    const page = await open({ newContext }, session, '/hi/admin/dashboard', 'mobile')
    await expect(page.locator('main').getByTestId('total-users')).toBeVisible()
    await expect(page.locator('main').getByRole('link', { name: /ज़िले/ })).toBeVisible()
    expect(await englishLeft(page.locator('main'))).toEqual([])
    await expectNoAxeViolations(page)
    await shot(page, 'coordinator-dashboard-hi')
    await page.goto(`${base}/hi/admin/districts`)
    await expect(table(page).locator('tbody tr')).toHaveCount(2)
    // In Hindi's order: म before ल.
    expect(await columnValues(page, 0)).toEqual(['महोबा', 'ललितपुर'])
    await page.goto(`${base}/hi/admin/contact`)
    await expect(page).toHaveURL(`${base}/hi/admin/dashboard`)
  })
})

import type { Page } from '@playwright/test'
import pg from 'pg'

import { startEmbeddedDatabase } from '../../../src/runtime/embedded-db'
import { base, byLabel, expectNoAxeViolations, freshMember, PAID, sessionOf, UNPAID } from '../../support/account'
import { expect, test } from '../../support/browser-fixtures'
import { cmsTexts, englishLeft, expectAllHindi } from '../../support/hindi-text'
import { shotsIn } from '../../support/screenshots'

/**
 * At 360 px in English and Hindi, axe clean: a member the
 * migration backfilled signs in, is shown /notice, confirms, lands where they
 * were going and is not asked again; /privacy-policy shows its version, and
 * after the office publishes a change the earlier version is still readable.
 * The last test publishes a new version: it confirms it for the demo members,
 * so the test files after this one sign them in as before.
 */

const shots = shotsIn('privacy/notice')

async function appDb(appDataDir: string) {
  // The app's embedded PostgreSQL is already running: this finds it and connects.
  const { url } = await startEmbeddedDatabase(appDataDir)
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return client
}

/**
 * A member as the privacy_duties migration left one who registered before the ledger: a copy of a freshly
 * registered member's account (same password) with no entry but a backfilled grant of version 0.
 */
async function backfilledMember(browser: Parameters<typeof freshMember>[0], appDataDir: string) {
  const { member } = await freshMember(browser)
  const email = `old.${member.email}`
  const db = await appDb(appDataDir)
  try {
    const { rows } = await db.query(
      `INSERT INTO users (email, name, role, district, block, preferred_language, hash, salt, created_at, updated_at)
       SELECT $1, name, role, district, block, preferred_language, hash, salt, '2025-06-01T06:00:00Z', now() FROM users WHERE email = $2 RETURNING id`,
      [email, member.email.toLowerCase()],
    )
    await db.query(
      `INSERT INTO consents (member_id, purpose, action, notice_version, language, channel, backfilled, created_at, updated_at)
       VALUES ($1, 'membership', 'granted', 0, 'en', 'backfill', true, '2025-06-01T06:00:00Z', '2025-06-01T06:00:00Z')`,
      [rows[0].id],
    )
    return { id: Number(rows[0].id), email, password: member.password }
  } finally {
    await db.end()
  }
}

async function signInEntries(appDataDir: string, id: number) {
  const db = await appDb(appDataDir)
  try {
    return (await db.query(`SELECT notice_version::int AS v, language FROM consents WHERE member_id = $1 AND channel = 'sign-in'`, [id]))
      .rows
  } finally {
    await db.end()
  }
}

async function logIn(page: Page, who: { email: string; password: string }, lang: 'en' | 'hi') {
  await byLabel(page, lang === 'hi' ? 'ई-मेल' : 'Email').fill(who.email)
  await byLabel(page, lang === 'hi' ? 'पासवर्ड' : 'Password').fill(who.password)
  await page
    .locator('main')
    .getByRole('button', { name: lang === 'hi' ? 'लॉग इन' : 'Login' })
    .click()
}

test.describe('the notice at sign-in', () => {
  test('a backfilled member is shown the notice, confirms it, goes on to their page and is not asked again (English, 360 px)', async ({
    browser,
    app,
    newContext,
  }) => {
    const member = await backfilledMember(browser, app.appDataDir)
    const page = await (await newContext('mobile')).newPage()
    const main = page.locator('main')
    await page.goto(`${base}/grievances`)
    await page.waitForURL(`${base}/login?next=%2Fgrievances`)
    await logIn(page, member, 'en')
    await page.waitForURL(`${base}/notice?next=%2Fgrievances`)
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Please read our privacy notice')
    await expect(
      main.getByText(/^Before you go on, please read our privacy notice \(version \d+, in force since \d{2}-\d{2}-\d{4}\)/),
    ).toBeVisible()
    for (const heading of ['Information We Collect', 'Disclosure of Information', 'Data Retention', 'Your Rights']) {
      await expect(main.getByRole('heading', { name: heading, level: 2 })).toBeVisible()
    }
    await expect(main.getByText(/Data Protection Board of India/).first()).toBeVisible()
    await expect(main.getByRole('link', { name: 'My data' })).toHaveAttribute('href', '/my-data')
    await expectNoAxeViolations(page)
    await shots(page, 'notice-en')

    await main.getByRole('button', { name: 'I have read it' }).click()
    await page.waitForURL(`${base}/grievances`)
    expect(await signInEntries(app.appDataDir, member.id)).toEqual([{ v: expect.any(Number), language: 'en' }])

    // Signed out and in again: straight to the member's home.
    await page.evaluate(() => localStorage.clear())
    await page.goto(`${base}/login`)
    await logIn(page, member, 'en')
    await page.waitForURL(`${base}/profile`)
    expect(await signInEntries(app.appDataDir, member.id)).toHaveLength(1)
  })

  test('the same in Hindi: /hi/notice, all Hindi, and on to the Hindi page (360 px)', async ({ browser, app, newContext }) => {
    const member = await backfilledMember(browser, app.appDataDir)
    const context = await newContext('mobile')
    const page = await context.newPage()
    const main = page.locator('main')
    await page.goto(`${base}/hi/grievances`)
    await page.waitForURL(`${base}/hi/login?next=%2Fhi%2Fgrievances`)
    await logIn(page, member, 'hi')
    await page.waitForURL(`${base}/hi/notice?next=%2Fhi%2Fgrievances`)
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('कृपया हमारी गोपनीयता सूचना पढ़ें')
    await expect(main.getByRole('heading', { name: 'आपके अधिकार', level: 2 })).toBeVisible()
    await expect(main.getByText(/भारतीय डेटा संरक्षण बोर्ड/).first()).toBeVisible()
    await expectAllHindi(page, await cmsTexts(context.request), 'notice')
    await shots(page, 'notice-hi')
    await main.getByRole('button', { name: 'मैंने इसे पढ़ लिया है' }).click()
    await page.waitForURL(`${base}/hi/grievances`)
    expect(await signInEntries(app.appDataDir, member.id)).toEqual([{ v: expect.any(Number), language: 'hi' }])
  })
})

test.describe('the versioned notice', () => {
  test('/privacy-policy shows its version; after a published change the earlier version is readable, in English and Hindi', async ({
    newContext,
    adminSession,
    browser,
  }) => {
    const context = await newContext('mobile')
    const page = await context.newPage()
    const main = page.locator('main')
    const versionLine = /^Version (\d+) · in force since (\d{2}-\d{2}-\d{4})$/

    await page.goto(`${base}/privacy-policy`)
    const line = main.getByText(versionLine)
    await expect(line).toBeVisible()
    const before = Number(versionLine.exec((await line.textContent()) ?? '')?.[1])
    expect(before).toBeGreaterThanOrEqual(1)
    await expect(main.getByText('Last updated: 1 December 2025')).toBeVisible()

    // The office publishes a change (Payload's own API, as the CMS does): a new version.
    const intro = `${(await (await context.request.get(`${base}/cms-api/globals/privacy-policy?locale=en&depth=0`)).json()).intro}\nWe changed this notice on purpose in a test.`
    const saved = await context.request.post(`${base}/cms-api/globals/privacy-policy?locale=en`, {
      headers: { authorization: `JWT ${adminSession.token}`, origin: base },
      data: { intro, _status: 'published' },
    })
    expect(saved.status(), await saved.text()).toBe(200)

    await page.goto(`${base}/privacy-policy`)
    await expect(main.getByText(versionLine)).toHaveText(new RegExp(`^Version ${before + 1} · in force since`))
    const earlier = main.getByRole('navigation', { name: 'Earlier versions of this notice' })
    await expect(earlier.getByRole('link')).toHaveCount(before)
    await expectNoAxeViolations(page)
    await shots(page, 'privacy-policy-en')

    await earlier.getByRole('link', { name: new RegExp(`^Version ${before} · from`) }).click()
    await page.waitForURL(`${base}/privacy-policy/versions/${before}`)
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(`Privacy notice, version ${before}`)
    await expect(main.getByText(/^This version is no longer in force\. It was replaced on \d{2}-\d{2}-\d{4}\.$/)).toBeVisible()
    await expect(main.getByText('We changed this notice on purpose in a test.')).toHaveCount(0)
    await expect(main.getByRole('heading', { name: 'Data Security', level: 2 })).toBeVisible()
    await expectNoAxeViolations(page)
    await shots(page, 'version-old-en')
    await main.getByRole('link', { name: 'Read the notice in force' }).click()
    await page.waitForURL(`${base}/privacy-policy`)

    // Hindi: the version line, the earlier version in Hindi; an unknown version is a 404.
    const cms = await cmsTexts(context.request)
    await page.goto(`${base}/hi/privacy-policy`)
    await expect(main.getByText(new RegExp(`^संस्करण ${before + 1} · \\d{2}-\\d{2}-\\d{4} से लागू$`))).toBeVisible()
    await expectAllHindi(page, cms, 'privacy-policy-versioned')
    await shots(page, 'privacy-policy-hi')
    await main
      .getByRole('navigation', { name: 'इस सूचना के पिछले संस्करण' })
      .getByRole('link', { name: new RegExp(`^संस्करण ${before} ·`) })
      .click()
    await page.waitForURL(`${base}/hi/privacy-policy/versions/${before}`)
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(`गोपनीयता सूचना, संस्करण ${before}`)
    await expect(main.getByText(/^यह संस्करण अब लागू नहीं है।/)).toBeVisible()
    await expect(main.getByRole('heading', { name: 'आपके अधिकार', level: 2 })).toBeVisible()
    expect(await englishLeft(main, cms)).toEqual([])
    await expectNoAxeViolations(page)
    await shots(page, 'version-old-hi')
    expect((await page.goto(`${base}/privacy-policy/versions/${before + 50}`))?.status()).toBe(404)
    expect((await page.goto(`${base}/hi/privacy-policy/versions/abc`))?.status()).toBe(404)

    // The demo members confirm the new version, so later test files sign them in as before.
    for (const who of [PAID, UNPAID]) {
      const session = await sessionOf(browser, who)
      const done = await context.request.post(`${base}/api/my-data/notice`, {
        headers: { authorization: `Bearer ${session.token}` },
        data: { version: before + 1 },
      })
      expect(done.status(), await done.text()).toBe(200)
    }
  })
})

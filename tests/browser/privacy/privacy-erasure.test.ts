import fs from 'node:fs'

import pg from 'pg'

import { startEmbeddedDatabase } from '../../../src/runtime/embedded-db'
import { apiRegister, base, expectNoAxeViolations } from '../../support/account'
import { VIEWPORTS } from '../../support/browser'
import { expect, test } from '../../support/browser-fixtures'
import { cmsTexts, englishLeft } from '../../support/hindi-text'
import { shotsDir } from '../../support/screenshots'

/**
 * /verify/{membershipId} of an erased member at 360 px in English and
 * Hindi: only "this record is not available" — no name, even with the QR code's
 * token — and axe clean. The member is marked erased straight in the running
 * app's database as eraseMember leaves them (its every step is the integration
 * test's, tests/integration/privacy/privacy-erasure.test.ts).
 */
const SHOTS = shotsDir('privacy/erasure')

test('the verify page of an erased member says the record is not available, en and hi, at 360 px', async ({ app, newContext, request }) => {
  const { user } = await apiRegister(request, { name: 'Vimla Erasetest' })
  const { url } = await startEmbeddedDatabase(app.appDataDir)
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const membershipId = `UPCHO-2026-${970_000 + Math.floor(Math.random() * 20_000)}`
  try {
    const [{ id }] = (await client.query('SELECT id FROM users WHERE email = $1', [user.email])).rows as { id: number }[]
    await client.query(
      `INSERT INTO memberships (user_id, membership_year, status, amount, start_date, end_date, membership_id) VALUES ($1, '2026', 'paid', 10000, '2026-01-01', '2026-12-31', $2)`,
      [id, membershipId],
    )
    await client.query(
      `UPDATE users SET name = 'Erased member', email = $2, phone = NULL, ehrms = NULL, dob = NULL, erased_at = now() WHERE id = $1`,
      [id, `erased-${id}@erased.invalid`],
    )
  } finally {
    await client.end()
  }
  fs.mkdirSync(SHOTS, { recursive: true })
  const page = await (await newContext('mobile')).newPage()
  const cms = await cmsTexts(page.request)
  for (const [lang, prefix, title, verdict] of [
    ['en', '', 'Verify Membership', 'This record is not available'],
    ['hi', '/hi', 'सदस्यता का सत्यापन', 'यह रिकॉर्ड उपलब्ध नहीं है'],
  ] as const) {
    await page.goto(`${base}${prefix}/verify/${membershipId}`)
    await expect(page.locator('main h1')).toHaveText(title)
    await expect(page.locator('[data-verdict]')).toHaveText(verdict)
    await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'erased')
    await expect(page.locator('main')).not.toContainText('Vimla')
    await expect(page.locator('main')).not.toContainText('Erased member')
    await expect(page.locator('main dl')).toHaveCount(0)
    if (lang === 'hi') expect(await englishLeft(page.locator('main'), cms)).toEqual([])
    await expectNoAxeViolations(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true)
    await page.screenshot({ path: `${SHOTS}/verify-erased-${lang}-360.png`, fullPage: true })
    await page.setViewportSize(VIEWPORTS.desktop)
    await page.screenshot({ path: `${SHOTS}/verify-erased-${lang}-1280.png`, fullPage: true })
    await page.setViewportSize(VIEWPORTS.mobile)
  }
})

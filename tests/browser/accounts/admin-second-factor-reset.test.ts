import type { Browser } from '@playwright/test'

import { currentCode } from '../../../src/features/accounts/two-factor/codes'
import { base, freshMember, sessionOf, type Viewport } from '../../support/account'
import { expectNoAxeViolations } from '../../support/browser'
import { expect, openAsAdmin, test, type Session } from '../../support/browser-fixtures'
import { englishLeft } from '../../support/hindi-text'
import { storedTexts } from '../../support/register-helpers'
import { shotsIn } from '../../support/screenshots'

/**
 * In Chromium, the second factor's page experience: an admin resets a
 * coordinator's second factor from the member file (a reason is required; the audit
 * trail then shows it), English at 1280 px and Hindi at 360 px, axe clean; and a
 * coordinator signed in without a second factor who opens /admin/dashboard lands on
 * /account/two-factor (/hi/account/two-factor from the Hindi page).
 */

const shots = shotsIn('accounts/mfa-ui')

/** A fresh member made a coordinator of Agra by the admin (through Payload's API, as the CMS does); signed in, no second factor yet. */
async function newCoordinator(browser: Browser, admin: Session): Promise<{ id: number; session: Session }> {
  const { member } = await freshMember(browser, { district: 'Agra' })
  const auth = { authorization: `JWT ${admin.token}` }
  const found = await fetch(`${base}/cms-api/users?where[email][equals]=${encodeURIComponent(member.email)}&depth=0`, { headers: auth })
  const id = ((await found.json()) as { docs: { id: number }[] }).docs[0].id
  const res = await fetch(`${base}/cms-api/users/${id}`, {
    method: 'PATCH',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'coordinator', districts: ['Agra'] }),
  })
  expect(res.status, await res.text()).toBe(200)
  return { id, session: await sessionOf(browser, { email: member.email, password: member.password }) }
}

/** The coordinator enrols through the API, as /account/two-factor does. */
async function enrol(session: Session) {
  const headers = { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' }
  const setup = await fetch(`${base}/api/auth/two-factor/setup`, { method: 'POST', headers })
  expect(setup.status).toBe(200)
  const { secret } = (await setup.json()) as { secret: string }
  const confirm = await fetch(`${base}/api/auth/two-factor/confirm`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ otp: currentCode(secret) }),
  })
  expect(confirm.status, await confirm.text()).toBe(200)
}

const CASES = [
  {
    lang: 'en',
    prefix: '',
    vp: 'desktop' as Viewport,
    t: {
      region: 'Second factor',
      on: 'A second factor (authenticator app) is set up.',
      off: 'No second factor is set up yet: it is asked for at the next sign-in.',
      reset: 'Reset second factor',
      reason: 'Reason (required)',
      short: 'Please give a reason for the reset (at least 5 characters).',
      done: 'The second factor has been reset.',
      trail: 'Audit trail',
      event: 'Second factor reset',
    },
  },
  {
    lang: 'hi',
    prefix: '/hi',
    vp: 'mobile' as Viewport,
    t: {
      region: 'दूसरा सत्यापन',
      on: 'दूसरा सत्यापन (ऑथेंटिकेटर ऐप) सेट है।',
      off: 'अभी कोई दूसरा सत्यापन सेट नहीं है: अगली बार लॉगिन पर यह माँगा जाएगा।',
      reset: 'दूसरा सत्यापन रीसेट करें',
      reason: 'कारण (आवश्यक)',
      short: 'कृपया रीसेट का कारण लिखें (कम से कम 5 अक्षर)।',
      done: 'दूसरा सत्यापन रीसेट हो गया है।',
      trail: 'कार्रवाई का रिकॉर्ड',
      event: 'दूसरा सत्यापन रीसेट किया गया',
    },
  },
] as const

for (const { lang, prefix, vp, t } of CASES) {
  test(`(${lang}) an admin resets a coordinator's second factor with a reason; the audit trail shows it`, async ({
    browser,
    newContext,
    adminSession,
  }) => {
    test.setTimeout(180_000)
    const coordinator = await newCoordinator(browser, adminSession)
    await enrol(coordinator.session)
    const { context, page } = await openAsAdmin({ newContext, adminSession }, `${prefix}/admin/members/${coordinator.id}`, vp)
    const control = page.getByRole('region', { name: t.region, exact: true })
    await expect(control.getByTestId('second-factor-state')).toHaveText(t.on)
    await expectNoAxeViolations(page)
    if (lang === 'hi') {
      const res = await context.request.get(`${base}/api/admin/members/${coordinator.id}`, {
        headers: { authorization: `Bearer ${adminSession.token}` },
      })
      const data = [...storedTexts(await res.json()), adminSession.user.name]
      expect(await englishLeft(page.locator('main'), { data, allow: ['EHRMS'] })).toEqual([])
    }

    // No reason: the API's 400, in the page's language, under the field.
    await control.getByRole('button', { name: t.reset }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: t.reset }).click()
    await expect(dialog.getByRole('alert')).toHaveText(t.short)
    await expectNoAxeViolations(page)
    await shots(page, `reset-dialog-${lang}`)

    await dialog.getByLabel(t.reason).fill('Lost her phone on duty')
    await dialog.getByRole('button', { name: t.reset }).click()
    await expect(page.getByRole('status').filter({ hasText: t.done })).toBeVisible()
    await expect(control.getByTestId('second-factor-state')).toHaveText(t.off)
    await expect(page.getByRole('region', { name: t.trail }).getByRole('row').filter({ hasText: t.event })).toContainText(
      'Lost her phone on duty',
    )
    await expectNoAxeViolations(page)
    await shots(page, `reset-done-${lang}`)
    await context.close()
  })

  test(`(${lang}) a coordinator without a second factor opening /admin/dashboard lands on ${prefix}/account/two-factor`, async ({
    browser,
    newContext,
    adminSession,
  }) => {
    const coordinator = await newCoordinator(browser, adminSession)
    const context = await newContext(vp, coordinator.session)
    const page = await context.newPage()
    await page.goto(`${base}${prefix}/admin/dashboard`)
    await page.waitForURL(`${base}${prefix}/account/two-factor?next=${encodeURIComponent(`${prefix}/admin/dashboard`)}`)
    await expect(page.locator('main')).toBeVisible()
    await expectNoAxeViolations(page)
    await shots(page, `unenrolled-lands-on-setup-${lang}`)
    await context.close()
  })
}

import type { Page } from '@playwright/test'

import { base, expectNoAxeViolations, newContext as contextOf } from '../../support/account'
import { expect, openAsAdmin, test } from '../../support/browser-fixtures'
import { englishLeft } from '../../support/hindi-text'
import { paidMember, registerRows, shots, storedTexts, tag } from '../../support/register-helpers'

/**
 * /admin/members/{id} in Chromium: the member file, revoking with a
 * reason (the member's /payment-status then shows Revoked Date and Revocation
 * Reason, the badge reads 'Membership Required', the certificate is withheld,
 * /verify says revoked) and reinstating (all of it back, same membership id);
 * the coordinator control; 360 and 1280 px, English and Hindi, axe clean.
 */
async function statusRows(page: Page): Promise<Record<string, string>> {
  await page.locator('main dl').waitFor()
  const pairs = await page
    .locator('main dl > div')
    .evaluateAll((divs) => divs.map((d) => [d.querySelector('dt')?.textContent ?? '', d.querySelector('dd')?.textContent ?? '']))
  return Object.fromEntries(pairs)
}

test.describe('the member file', () => {
  const name = `File${tag()} Kavita`
  let member: Awaited<ReturnType<typeof paidMember>>
  let id: number
  let membershipId: string

  test.beforeAll(async ({ browser }) => {
    member = await paidMember(browser, { name, district: 'Agra', block: 'Bichpuri' })
    const context = await contextOf(browser)
    const { sessionOf } = await import('../../support/account')
    const { E2E_ADMIN } = await import('../../support/app-setup')
    const [row] = await registerRows(context, await sessionOf(browser, E2E_ADMIN), `q=${encodeURIComponent(member.member.email)}`)
    id = row.id
    membershipId = row.membershipId!
    await context.close()
  })

  test('revokes with a reason and reinstates; the member, the certificate and /verify follow at once', async ({
    newContext,
    adminSession,
  }) => {
    const { page } = await openAsAdmin({ newContext, adminSession }, `/admin/members/${id}`, 'mobile')
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Payments' }).getByText('Online (Razorpay)')).toBeVisible()
    await expectNoAxeViolations(page)
    await shots(page, 'member-file-en')

    // A reason is required.
    await page.getByRole('button', { name: 'Revoke membership' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: /Revoke the membership of \d{4}/ })).toBeVisible()
    await dialog.getByRole('button', { name: 'Revoke membership' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Reason is required')
    await expectNoAxeViolations(page)
    await shots(page, 'member-file-revoke-dialog-en')
    await dialog.getByLabel('Reason (required)').fill('Left government service')
    await dialog.getByRole('button', { name: 'Revoke membership' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'The membership has been revoked.' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Reinstate membership' })).toBeVisible()
    const trail = page.getByRole('region', { name: 'Audit trail' })
    await expect(trail.getByRole('row').filter({ hasText: 'Membership revoked' })).toContainText('Left government service')

    // What the member sees.
    const memberContext = await newContext('desktop', { token: member.token, user: member.user })
    const memberPage = await memberContext.newPage()
    await memberPage.goto(`${base}/payment-status`)
    const shown = await statusRows(memberPage)
    expect(shown.Status).toBe('revoked')
    expect(shown['Revoked Date']).toMatch(/^\d{2}-\d{2}-\d{4}$/)
    expect(shown['Revocation Reason']).toBe('Left government service')
    await expect(memberPage.getByTestId('membership-badge')).toContainText('Membership Required')
    await memberPage.goto(`${base}/certificate`)
    await expect(memberPage.getByRole('heading', { name: 'Certificate Access' })).toBeVisible()
    await expect(memberPage.getByRole('button', { name: 'Download Certificate' })).toHaveCount(0)
    await memberPage.goto(`${base}/verify/${membershipId}`)
    await expect(memberPage.getByText('This membership has been revoked')).toBeVisible()

    // Reinstated: all of it back, with the same membership id.
    await page.getByRole('button', { name: 'Reinstate membership' }).click()
    await dialog.getByLabel('Reason (required)').fill('Revoked by mistake')
    await dialog.getByRole('button', { name: 'Reinstate membership' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'The membership has been reinstated.' })).toBeVisible()
    await expect(trail.getByRole('row').filter({ hasText: 'Membership reinstated' })).toContainText('Revoked by mistake')
    await memberPage.goto(`${base}/payment-status`)
    const back = await statusRows(memberPage)
    expect(back.Status).toBe('paid')
    expect(back['Membership ID']).toBe(membershipId)
    expect(back['Revoked Date']).toBeUndefined()
    await expect(memberPage.getByTestId('membership-badge')).not.toContainText('Membership Required')
    await memberPage.goto(`${base}/certificate`)
    await expect(memberPage.getByRole('button', { name: 'Download Certificate' })).toBeVisible()
    await memberPage.goto(`${base}/verify/${membershipId}`)
    await expect(memberPage.getByText('Valid membership')).toBeVisible()
  })

  test('makes the member a district coordinator and back (1280 px)', async ({ newContext, adminSession }) => {
    const { page } = await openAsAdmin({ newContext, adminSession }, `/admin/members/${id}`)
    const control = page.getByRole('region', { name: 'Coordinator' })
    await control.getByLabel('Role').selectOption('coordinator')
    await control.getByRole('button', { name: 'Save role' }).click()
    await expect(control.getByRole('alert')).toHaveText('A coordinator needs at least one district.')
    await control.getByRole('checkbox', { name: 'Agra', exact: true }).check()
    await control.getByRole('button', { name: 'Save role' }).click()
    await expect(control.getByRole('status')).toHaveText('The role has been saved.')
    await expect(page.getByText('District coordinator: Agra')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Audit trail' }).getByRole('row').filter({ hasText: 'Role changed' })).toHaveCount(1)
    await expectNoAxeViolations(page)
    await control.getByLabel('Role').selectOption('member')
    await control.getByRole('button', { name: 'Save role' }).click()
    await expect(page.getByRole('region', { name: 'Audit trail' }).getByRole('row').filter({ hasText: 'Role changed' })).toHaveCount(2)
  })

  test('in Hindi at 360 and 1280 px: no English left, axe clean', async ({ newContext, adminSession }) => {
    const { context, page } = await openAsAdmin({ newContext, adminSession }, `/hi/admin/members/${id}`, 'mobile')
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeVisible()
    await expect(page.getByRole('region', { name: 'कार्रवाई का रिकॉर्ड' })).toBeVisible()
    const res = await context.request.get(`${base}/api/admin/members/${id}`, { headers: { authorization: `Bearer ${adminSession.token}` } })
    const data = [...storedTexts(await res.json()), adminSession.user.name]
    expect(await englishLeft(page.locator('main'), { data, allow: ['EHRMS'] })).toEqual([])
    await expectNoAxeViolations(page)
    await shots(page, 'member-file-hi')
    await page.getByRole('button', { name: 'सदस्यता रद्द करें' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'सदस्यता रद्द करें' }).click()
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('कारण आवश्यक है')
    await expectNoAxeViolations(page)
    await shots(page, 'member-file-revoke-dialog-hi')
  })

  test('an unknown member shows the error, in Hindi on a Hindi page', async ({ newContext, adminSession }) => {
    const { page } = await openAsAdmin({ newContext, adminSession }, '/hi/admin/members/999999999')
    await expect(page.locator('main').getByRole('alert')).toHaveText('सदस्य नहीं मिला')
  })
})

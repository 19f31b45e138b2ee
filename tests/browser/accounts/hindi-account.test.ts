import type { Page } from '@playwright/test'

import { base, byLabel, collectAlerts, newMember } from '../../support/account'
import { expectNoAxeViolations, screenshot } from '../../support/browser'
import { expect, test } from '../../support/browser-fixtures'
import { ALLOWED_LATIN, englishLeft } from '../../support/hindi-text'

/**
 * The account pages in Hindi at 360 px: register, the checks in
 * Hindi, the landing, signing out and in again on /hi/login, forgot and reset
 * password — every word on them Hindi, axe clean.
 */
const HINDI = {
  name: 'पूरा नाम',
  gender: 'लिंग',
  email: 'ई-मेल पता',
  ehrms: 'EHRMS कोड',
  block: 'ब्लॉक',
  joiningDate: 'कार्यभार ग्रहण की तिथि',
  dob: 'जन्म तिथि',
  phone: 'फ़ोन नंबर',
  district: 'ज़िला',
  ayushman: 'आयुष्मान आरोग्य मंदिर',
  password: 'पासवर्ड',
  confirmPassword: 'पासवर्ड की पुष्टि करें',
} as const

const field = (page: Page, key: keyof typeof HINDI) => byLabel(page, HINDI[key])

test.describe('the account pages in Hindi (360 px)', () => {
  test('register, checks in Hindi, sign out, log in again on /hi/login and land in Hindi', async ({ newContext }) => {
    const context = await newContext('mobile')
    const page = await context.newPage()
    const alerts = collectAlerts(page)
    await page.goto(`${base}/hi/membership`)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('सदस्य बनें')
    expect(await englishLeft(main)).toEqual([])
    await expectNoAxeViolations(page)

    // The shared checks speak Hindi on a Hindi page.
    await main.getByRole('button', { name: 'पंजीकरण जमा करें' }).click()
    await expect.poll(() => alerts.at(-1)).toBe('कृपया सभी आवश्यक जानकारी सही-सही भरें')
    await expect(main.getByText('नाम आवश्यक है')).toBeVisible()
    expect(await englishLeft(main)).toEqual([])
    await screenshot(page, 'hindi-register-errors-mobile')

    const member = newMember({ name: 'सुनीता देवी' })
    for (const key of [
      'name',
      'email',
      'ehrms',
      'block',
      'joiningDate',
      'dob',
      'phone',
      'ayushman',
      'password',
      'confirmPassword',
    ] as const) {
      await field(page, key).fill(String(member[key]))
    }
    await field(page, 'gender').selectOption('Female')
    await expect(field(page, 'gender').locator('option:checked')).toHaveText('महिला')
    await field(page, 'district').selectOption('Lucknow')
    await expect(field(page, 'district').locator('option:checked')).toHaveText('लखनऊ')
    await main.getByRole('checkbox').check()
    await main.getByRole('button', { name: 'पंजीकरण जमा करें' }).click()
    await page.waitForURL(`${base}/hi/certificate`)
    expect(alerts.at(-1)).toBe('पंजीकरण सफल रहा!')
    // Registered from a Hindi page: Hindi is the member's language.
    const token = await page.evaluate(() => localStorage.getItem('token'))
    const language = await page.request.get(`${base}/api/auth/language`, { headers: { authorization: `Bearer ${token}` } })
    expect(await language.json()).toEqual({ preferredLanguage: 'hi' })

    // Signed out, then in again from the English login page: the member lands on the Hindi profile.
    await page.evaluate(() => localStorage.clear())
    await page.goto(`${base}/hi/login`)
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('लॉग इन')
    expect(await englishLeft(main)).toEqual([])
    await expectNoAxeViolations(page)
    await screenshot(page, 'hindi-login-mobile')
    await byLabel(page, 'ई-मेल').fill(member.email)
    await byLabel(page, 'पासवर्ड').fill('wrong-password-1')
    await main.getByRole('button', { name: 'लॉग इन' }).click()
    await expect.poll(() => alerts.at(-1)).toBe('ई-मेल या पासवर्ड गलत है')
    await page.goto(`${base}/login`)
    await byLabel(page, 'Email').fill(member.email)
    await byLabel(page, 'Password').fill(member.password)
    await page.locator('main').getByRole('button', { name: 'Login' }).click()
    await page.waitForURL(`${base}/hi/profile`)

    // The profile in Hindi: every label, and the stored English values a Hindi reader is shown in Hindi.
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('मेरी प्रोफ़ाइल')
    const labels = await main.locator('dt').allInnerTexts()
    expect(labels.join(' ').replace(ALLOWED_LATIN, ' ')).not.toMatch(/[A-Za-z]{2,}/)
    for (const shown of ['महिला', 'लखनऊ', 'सामुदायिक स्वास्थ्य अधिकारी']) await expect(main.locator('dd', { hasText: shown })).toBeVisible()
    await expect(main.getByRole('button', { name: 'प्रोफ़ाइल बदलें' })).toBeVisible()
    // The language of mail and pages: changed here, saved at once.
    await main.getByRole('radio', { name: 'English' }).check()
    await expect(main.getByRole('status').filter({ hasText: 'सहेज लिया गया' })).toBeVisible()
    const after = await page.request.get(`${base}/api/auth/language`, {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
    })
    expect(await after.json()).toEqual({ preferredLanguage: 'en' })
    await expectNoAxeViolations(page)
    await screenshot(page, 'hindi-profile-mobile')
    await context.close()
  })

  test('forgot and reset password in Hindi', async ({ newContext }) => {
    const context = await newContext('mobile')
    const page = await context.newPage()
    await page.goto(`${base}/hi/forgot-password`)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('पासवर्ड भूल गए')
    expect(await englishLeft(main)).toEqual([])
    await byLabel(page, 'ई-मेल').fill('kisi.ka.nahin@example.org')
    await main.getByRole('button', { name: 'लिंक भेजें' }).click()
    await expect(main.getByRole('heading', { name: 'अपना ई-मेल देखें' })).toBeVisible()
    expect(await englishLeft(main)).toEqual([])
    await expectNoAxeViolations(page)
    await screenshot(page, 'hindi-forgot-sent-mobile')

    await page.goto(`${base}/hi/reset-password`)
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('अमान्य लिंक')
    await page.goto(`${base}/hi/reset-password?token=${'a'.repeat(43)}`)
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('पासवर्ड बदलें')
    await main.getByRole('button', { name: 'पासवर्ड बदलें' }).click()
    await expect(main.getByText('पासवर्ड आवश्यक है')).toBeVisible()
    await byLabel(page, 'नया पासवर्ड').fill('Nayi-pass-2026')
    await byLabel(page, 'नए पासवर्ड की पुष्टि करें').fill('Nayi-pass-2026')
    await main.getByRole('button', { name: 'पासवर्ड बदलें' }).click()
    // The server's answer to a token it does not know, in Hindi.
    await expect(main.getByRole('alert')).toHaveText('यह लिंक अमान्य है या इसकी अवधि समाप्त हो गई है। कृपया नया लिंक मँगाएँ।')
    expect(await englishLeft(main)).toEqual([])
    await expectNoAxeViolations(page)
    await screenshot(page, 'hindi-reset-mobile')
    await context.close()
  })
})

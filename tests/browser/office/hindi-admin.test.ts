import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { base, freshMember, newContext as contextOf, sessionOf } from '../../support/account'
import { E2E_ADMIN } from '../../support/app-setup'
import { expectNoAxeViolations, screenshot, VIEWPORTS } from '../../support/browser'
import { englishLeft } from '../../support/hindi-text'
import { expect, test, type Fixtures } from '../../support/browser-fixtures'

/**
 * The admin pages in Hindi at 360 px: the signed-in admin opens every
 * /hi/admin page (and the media tabs and forms), each axe clean with no English
 * left, and works in Hindi: a grievance's status changed and shown in Hindi, a
 * contact message marked. What members typed and the office stored (names,
 * subjects, titles, payment ids) is shown as written and excused by value, read
 * from the admin API; stored statuses and districts are not excused: they must
 * be shown in Hindi.
 */
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const DATE = /^\d{2}-\d{2}-\d{4}$/
// Words that rightly stay Latin on these screens: file types and sizes the office picks, brands.
const ALLOW = ['JPEG', 'PNG', 'WebP', 'MB', 'URL', 'YouTube', 'Razorpay']
// Stored values the pages must show in Hindi: never excused as data.
const SHOWN_IN_HINDI = new Set(['status', 'district', 'paymentStatus'])

/** Every text the admin API holds for these pages, and the 150-character cut of the long ones as the cards show it. */
async function storedTexts(request: APIRequestContext, token: string): Promise<string[]> {
  const texts: string[] = []
  const collect = (value: unknown, key = ''): void => {
    if (SHOWN_IN_HINDI.has(key)) return
    if (typeof value === 'string') {
      texts.push(value)
      const chars = Array.from(value)
      if (chars.length > 150) texts.push(`${chars.slice(0, 150).join('').trimEnd()}…`)
    } else if (Array.isArray(value)) value.forEach((v) => collect(v))
    else if (value && typeof value === 'object') Object.entries(value).forEach(([k, v]) => collect(v, k))
  }
  const paths = [
    '/api/auth/users',
    '/api/admin/grievances',
    '/api/admin/contact-submissions',
    '/api/admin/news',
    '/api/admin/photos',
    '/api/admin/videos',
    '/api/admin/payment-duplicates',
  ]
  for (const path of paths) {
    const res = await request.get(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } })
    expect(res.status(), path).toBe(200)
    collect(await res.json())
  }
  return texts
}

type Open = { page: Page; main: Locator; data: string[] }

/** A 360 px page of the signed-in admin at `path`, with the stored texts to excuse. */
async function openHindi({ newContext, adminSession }: Pick<Fixtures, 'newContext' | 'adminSession'>, path: string): Promise<Open> {
  const context = await newContext('mobile', adminSession)
  const page = await context.newPage()
  const data = await storedTexts(context.request, adminSession.token)
  await page.goto(`${base}${path}`)
  return { page, main: page.locator('main'), data }
}

/** No English left in `scope`, axe clean, and screenshots at 360 and 1280 px. */
async function checkScreen({ page, main, data }: Open, shot: string, scope: Locator = main) {
  expect(await englishLeft(scope, { data, allow: ALLOW })).toEqual([])
  await expectNoAxeViolations(page)
  await screenshot(page, `hindi-admin-${shot}-mobile`)
  await page.setViewportSize(VIEWPORTS.desktop)
  await screenshot(page, `hindi-admin-${shot}-desktop`)
  await page.setViewportSize(VIEWPORTS.mobile)
}

const cardOf = (page: Page, title: string) =>
  page.locator('main article').filter({ has: page.getByRole('button', { name: title, exact: true }) })

test.describe('the admin pages in Hindi (360 px)', () => {
  let grievance: { id: number; subject: string }
  let message: { id: number; name: string }

  test.beforeAll(async ({ browser }) => {
    const admin = await sessionOf(browser, E2E_ADMIN)
    const member = await freshMember(browser, { name: 'सुनीता देवी' })
    const context = await contextOf(browser)
    const auth = { authorization: `Bearer ${admin.token}` }
    const subject = `मानदेय का भुगतान नहीं हुआ ${tag()}`
    const filed = await context.request.post(`${base}/api/common/grievance`, {
      headers: { authorization: `Bearer ${member.token}` },
      data: { subject, description: 'अगस्त से मानदेय खाते में नहीं आया है। कृपया ज़िला कार्यालय से पता करें।' },
    })
    expect(filed.status(), await filed.text()).toBeLessThan(300)
    const grievances = (await (await context.request.get(`${base}/api/admin/grievances`, { headers: auth })).json()) as {
      id: number
      subject: string
    }[]
    grievance = { id: grievances.find((g) => g.subject === subject)!.id, subject }

    const name = `नेहा ${tag()}`
    const sent = await context.request.post(`${base}/api/common/contact-us`, {
      data: { name, email: `neha.${tag()}@example.org`, message: 'संघ की सदस्यता कैसे लें?' },
    })
    expect(sent.status(), await sent.text()).toBeLessThan(300)
    const messages = (await (await context.request.get(`${base}/api/admin/contact-submissions`, { headers: auth })).json()) as {
      id: number
      name: string
    }[]
    message = { id: messages.find((m) => m.name === name)!.id, name }
    await context.close()
  })

  test('the dashboard: cards, this year in numbers, page title', async ({ newContext, adminSession }) => {
    const fx = { newContext, adminSession }
    const open = await openHindi(fx, '/hi/admin/dashboard')
    const { page, main } = open
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('एडमिन डैशबोर्ड')
    await expect(page).toHaveTitle(/^एडमिन डैशबोर्ड/)
    await expect(main.locator('a[href="/hi/admin/users"]')).toContainText('कुल सदस्य')
    await expect(main.locator('a[href="/hi/admin/grievances"]')).toContainText('लंबित')
    await expect(main.getByTestId('collected')).toHaveText(/^₹\d{1,3}(,\d{2})*(,\d{3})?\.\d{2}$/)
    await expect(main.getByRole('heading', { level: 2, name: /^सदस्यता \d{4}/ })).toBeVisible()
    await checkScreen(open, 'dashboard')
  })

  test('the members: table headers, payment statuses and districts in Hindi, download button', async ({ newContext, adminSession }) => {
    const fx = { newContext, adminSession }
    const open = await openHindi(fx, '/hi/admin/users')
    const { page, main } = open
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('सदस्य प्रबंधन')
    await expect(page).toHaveTitle(/^सदस्य प्रबंधन/)
    await expect(main.getByRole('link', { name: 'डैशबोर्ड पर वापस जाएँ' })).toHaveAttribute('href', '/hi/admin/dashboard')
    await expect(main.locator('thead th')).toHaveText(['नाम', 'ई-मेल', 'ज़िला', 'ब्लॉक', 'सदस्यता आईडी', 'भुगतान की स्थिति'])
    // The newest member is the one registered above: Lucknow, not yet paid.
    await expect(main.locator('tbody tr').first().locator('td').nth(1)).toHaveText('लखनऊ')
    await expect(main.locator('tbody tr').first().locator('td').last()).toHaveText('भुगतान बाकी')
    await expect(main.getByRole('button', { name: 'सभी सदस्यों का डेटा डाउनलोड करें' })).toBeVisible()
    await checkScreen(open, 'users')
  })

  test('the grievances: card, details in Hindi, and a status changed in Hindi', async ({ newContext, adminSession }) => {
    const fx = { newContext, adminSession }
    const open = await openHindi(fx, '/hi/admin/grievances')
    const { page, main } = open
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('शिकायतें')
    await expect(page).toHaveTitle(/^शिकायतें/)
    const card = cardOf(page, grievance.subject)
    await card.waitFor()
    await expect(card.locator('span').first()).toHaveText('लंबित')
    await expect(card.locator('time')).toHaveText(DATE)
    await checkScreen(open, 'grievances')

    // The details modal.
    await card.getByRole('button', { name: /^पूरा विवरण देखें/ }).click()
    const dialog = page.locator('dialog[open]')
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(grievance.subject)
    await expect(dialog.getByRole('button', { name: 'बंद करें' })).toBeFocused()
    expect(await englishLeft(dialog, { data: open.data, allow: ALLOW })).toEqual([])
    await expectNoAxeViolations(page)
    await screenshot(page, 'hindi-admin-grievance-details-mobile')
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)

    // The status: chosen by its Hindi name, sent as the stored English value, shown in Hindi.
    const select = card.getByLabel(/^स्थिति/)
    await expect(select.locator('option')).toHaveText(['लंबित', 'प्रगति पर', 'निस्तारित'])
    await select.selectOption({ label: 'निस्तारित' })
    await expect(card.locator('span').first()).toHaveText('निस्तारित')
    await expect(card.getByRole('status')).toHaveText('स्थिति बदलकर निस्तारित कर दी गई')
    await expect
      .poll(async () => {
        const res = await page.request.get(`${base}/api/admin/grievances`, {
          headers: { authorization: `Bearer ${fx.adminSession.token}` },
        })
        return ((await res.json()) as { id: number; status: string }[]).find((g) => g.id === grievance.id)?.status
      })
      .toBe('resolved')
    expect(await englishLeft(main, { data: open.data, allow: ALLOW })).toEqual([])
  })

  test('the contact messages: card and a status button in Hindi', async ({ newContext, adminSession }) => {
    const fx = { newContext, adminSession }
    const open = await openHindi(fx, '/hi/admin/contact')
    const { page, main } = open
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('संपर्क संदेश')
    await expect(page).toHaveTitle(/^संपर्क संदेश/)
    const card = cardOf(page, message.name)
    await card.waitFor()
    await checkScreen(open, 'contact')
    await card.getByRole('button', { name: 'प्रगति पर चिह्नित करें' }).click()
    await expect(card.locator('span').first()).toHaveText('प्रगति पर')
    await expect(card.getByRole('group').getByRole('button')).toHaveText(['लंबित चिह्नित करें', 'निस्तारित चिह्नित करें'])
  })

  test('the media pages: the three tabs and their forms', async ({ newContext, adminSession }) => {
    const fx = { newContext, adminSession }
    const open = await openHindi(fx, '/hi/admin/media')
    const { page, main } = open
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('मीडिया प्रबंधन')
    await expect(page).toHaveTitle(/^मीडिया प्रबंधन/)
    const tabs = main.getByRole('tab')
    await expect(tabs).toHaveText(['समाचार और कार्यक्रम', 'फ़ोटो गैलरी', 'वीडियो गैलरी'])

    const forms = [
      { tab: 'समाचार और कार्यक्रम', heading: 'समाचार और कार्यक्रमों का प्रबंधन', add: 'समाचार जोड़ें', form: 'समाचार जोड़ें', shot: 'news' },
      { tab: 'फ़ोटो गैलरी', heading: 'फ़ोटो गैलरी का प्रबंधन', add: 'फ़ोटो अपलोड करें', form: 'फ़ोटो अपलोड करें', shot: 'photos' },
      { tab: 'वीडियो गैलरी', heading: 'वीडियो गैलरी का प्रबंधन', add: 'वीडियो जोड़ें', form: 'नया वीडियो जोड़ें', shot: 'videos' },
    ]
    for (const { tab, heading, add, form, shot } of forms) {
      await main.getByRole('tab', { name: tab }).click()
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible()
      // Loaded: the list or its empty line, not the loading line.
      await expect(main.getByText('लोड हो रहा है...')).toHaveCount(0)
      await checkScreen(open, `media-${shot}`)

      await main.getByRole('button', { name: add }).click()
      const dialog = page.locator('dialog[open]')
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(form)
      expect(await englishLeft(dialog, { data: open.data, allow: ALLOW })).toEqual([])
      await expectNoAxeViolations(page)
      await screenshot(page, `hindi-admin-media-${shot}-form-mobile`)
      if (shot === 'photos') {
        // The browser draws a file input's button in its own language: the Hindi one drawn over it still opens the chooser.
        await expect(dialog.getByText('फ़ाइलें चुनें')).toBeVisible()
        const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByLabel('फ़ोटो', { exact: true }).click()])
        expect(chooser.isMultiple()).toBe(true)
      }
      await dialog.getByRole('button', { name: 'रद्द करें' }).click()
      await expect(dialog).toHaveCount(0)
    }

    // A form's checks in Hindi: the news form sent empty.
    await main.getByRole('tab', { name: 'समाचार और कार्यक्रम' }).click()
    await main.getByRole('button', { name: 'समाचार जोड़ें' }).click()
    const dialog = page.locator('dialog[open]')
    await dialog.getByRole('button', { name: 'समाचार जोड़ें' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('कृपया सभी आवश्यक जानकारी भरें')
  })
})

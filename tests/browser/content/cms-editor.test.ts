import type { BrowserContext } from '@playwright/test'

import { base, sessionOf } from '../../support/account'
import { E2E_ADMIN } from '../../support/app-setup'
import { screenshot } from '../../support/browser'
import { expect, test } from '../../support/browser-fixtures'

/**
 * Office staff (role editor) in Payload's admin UI at /cms: they edit content
 * and the site texts, never see members, payments or messages, and what they
 * save shows on the public site at once.
 */
const editor = { email: `office.editor.${Date.now()}@example.org`, password: 'Office-editor-2026', name: 'Office Editor' }
let adminToken: string

test.beforeAll(async ({ browser }) => {
  adminToken = (await sessionOf(browser, E2E_ADMIN)).token
  const res = await fetch(`${base}/cms-api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `JWT ${adminToken}` },
    body: JSON.stringify({ ...editor, role: 'editor' }),
  })
  expect(res.status, await res.text()).toBe(201)
})
async function cmsLogin(context: BrowserContext) {
  const page = await context.newPage()
  await page.goto(`${base}/cms/login`)
  await page.locator('input[name="email"]').fill(editor.email)
  await page.locator('input[name="password"]').fill(editor.password)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL(`${base}/cms`)
  return page
}

test.describe('an editor in the CMS', () => {
  test('sees content and site texts with plain-language descriptions, and nothing about members', async ({ newContext }) => {
    const page = await cmsLogin(await newContext('desktop'))
    const dashboard = page.locator('main, .dashboard').first()
    for (const label of [
      'News & Events',
      'Photo Gallery',
      'Video Gallery',
      'Images',
      'Gallery images',
      'Documents',
      'Site settings, menu and footer',
      'Home page',
      'Leaders (team)',
      'Contact details',
    ]) {
      await expect(dashboard.getByText(label, { exact: true }).first(), label).toBeVisible()
    }
    for (const hidden of ['Users', 'Memberships', 'Payments', 'Grievances', 'Contact messages', 'Member data exports', 'Webhook Events']) {
      await expect(dashboard.getByText(hidden, { exact: true }), hidden).toHaveCount(0)
    }
    await screenshot(page, 'cms-editor-dashboard')
    await page.goto(`${base}/cms/collections/news/create`)
    await expect(page.getByText('News and events on the News page and the home page', { exact: false }).first()).toBeVisible()
    await screenshot(page, 'cms-editor-news-form')
    await page.close()
  })

  test('edits a news item in Hindi, drawn in a Devanagari font, with its version history', async ({ newContext }) => {
    const page = await cmsLogin(await newContext('desktop'))
    // The demo news in Hindi: the seed writes each item's Hindi side.
    const news = (await (await fetch(`${base}/api/news?locale=hi`)).json()) as { id: number; title: string }[]
    const item = news.find((n) => /[\u0900-\u097F]/.test(n.title))!
    expect(item, 'a news item with a Hindi title').toBeTruthy()
    await page.goto(`${base}/cms/collections/news/${item.id}?locale=hi`)
    await expect(page.locator('input[name="title"]')).toHaveValue(item.title)
    // The site's own Devanagari font, so an office PC without one never draws boxes.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Noto Sans Devanagari' && f.status === 'loaded'),
        ),
      )
      .toBe(true)
    await screenshot(page, 'cms-editor-news-hindi')
    await page.goto(`${base}/cms/collections/news/${item.id}/versions`)
    await expect(page.getByRole('columnheader', { name: 'Version ID' })).toBeVisible()
    await expect(page.locator(`a[href^="/cms/collections/news/${item.id}/versions/"]`).first()).toBeVisible()
    // Payload remembers the editor's last locale: back to English, as the other tests expect to find it.
    await page.goto(`${base}/cms/collections/news/${item.id}?locale=en`)
    await expect(page.locator('input[name="title"]')).not.toHaveValue(item.title)
    await page.close()
  })

  test("is refused members' data through the CMS API too", async () => {
    const login = await fetch(`${base}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(editor),
    })
    const { token } = (await login.json()) as { token: string }
    const headers = { Authorization: `JWT ${token}` }
    for (const collection of ['payments', 'memberships', 'grievances', 'contact-submissions', 'user-exports']) {
      expect((await fetch(`${base}/cms-api/${collection}`, { headers })).status, collection).toBe(403)
    }
    const users = (await (await fetch(`${base}/cms-api/users`, { headers })).json()) as { docs: { email: string }[] }
    expect(users.docs.map((u) => u.email)).toEqual([editor.email])
  })

  test('renames a video in the form, and the public gallery shows the new title at once', async ({ newContext }) => {
    const videos = (await (await fetch(`${base}/api/videos`)).json()) as { id: number; title: string }[]
    const target = videos[0]
    await fetch(`${base}/media/videos`) // the cached page, before the change
    const title = `Health camp highlights ${Date.now()}`
    const page = await cmsLogin(await newContext('desktop'))
    let restored = 0
    try {
      await page.goto(`${base}/cms/collections/videos/${target.id}`)
      const field = page.locator('#field-title')
      await field.waitFor()
      await field.fill(title)
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect.poll(async () => (await (await fetch(`${base}/media/videos`)).text()).includes(title), { timeout: 15_000 }).toBe(true)
    } finally {
      await page.close()
      // Put back by the editor: the document stays locked to them (Payload's document locking) after the form closes.
      const login = await fetch(`${base}/cms-api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(editor),
      })
      const { token } = (await login.json()) as { token: string }
      const res = await fetch(`${base}/cms-api/videos/${target.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', Authorization: `JWT ${token}` },
        body: JSON.stringify({ title: target.title }),
      })
      restored = res.status
    }
    expect(restored).toBe(200)
    // The seeded title is back on the public page before the tests that count on the demo content run.
    await expect.poll(async () => (await (await fetch(`${base}/media/videos`)).text()).includes(title), { timeout: 15_000 }).toBe(false)
  })
})

import type { Page } from '@playwright/test'

import { answerDialogs, jpeg, onDisk, openMedia, pdf, png, unique, removeContentAddedByThisFile } from '../../fixtures/admin-media/page'
import { screenShot, type Viewport } from '../../support/account'
import { expectNoAxeViolations, screenshot, VIEWPORTS } from '../../support/browser'
import { expect, test } from '../../support/browser-fixtures'

/**
 * /admin/media, the page and its News & Events tab, in Chromium against the production
 * build: tabs, the news table, the Add/Edit modal with its file rules, saving with new,
 * replaced and removed files (checked through the API and the stored files), delete, and
 * each message of spec §5 and §8.
 */
type News = { id: number; title: string; content: string; date: string; pdfUrl: string | null; photoUrl: string | null } // The public-page tests count the seeded content, whatever the file order.
removeContentAddedByThisFile()

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })
const row = (page: Page, title: string) => page.locator('main tbody tr', { has: page.getByRole('rowheader', { name: title, exact: true }) })

test.describe('/admin/media', () => {
  for (const vp of Object.keys(VIEWPORTS) as Viewport[])
    test(`has a title, a back link and three tabs, News & Events first, that the keyboard moves through (${vp})`, async ({
      newContext,
      browser,
    }) => {
      const { context, page, main } = await openMedia({ browser, newContext }, vp)
      await expect(page).toHaveTitle(/^Media Management/)
      const back = main.getByRole('link', { name: 'Back to Dashboard' })
      await expect(back).toHaveAttribute('href', '/admin/dashboard')
      const tabs = page.getByRole('tablist').getByRole('tab')
      await expect(tabs).toHaveText(['News & Events', 'Photo Gallery', 'Video Gallery'])
      const selected = () => page.getByRole('tab', { selected: true }).textContent()
      await expect.poll(selected).toBe('News & Events')
      await main.locator('tbody tr').first().waitFor()
      await expect(
        page.getByRole('tabpanel', { name: 'News & Events' }).getByRole('heading', { name: 'Manage News & Events' }),
      ).toHaveCount(1)
      await expectNoAxeViolations(page)
      await screenshot(page, `admin-media-news-${vp}`)
      // Nothing in the page is wider than the screen.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS[vp].width)

      await tabs.first().focus()
      await page.keyboard.press('ArrowRight')
      await expect.poll(selected).toBe('Photo Gallery')
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Photo Gallery')
      await page.getByRole('tabpanel', { name: 'Photo Gallery' }).getByRole('heading', { name: 'Manage Photo Gallery' }).waitFor()
      await page.keyboard.press('End')
      await expect.poll(selected).toBe('Video Gallery')
      await page.getByRole('heading', { name: 'Manage Video Gallery' }).waitFor()
      await page.keyboard.press('ArrowRight')
      await expect.poll(selected).toBe('News & Events')
      await page.keyboard.press('ArrowLeft')
      await expect.poll(selected).toBe('Video Gallery')
      await page.keyboard.press('Home')
      await expect.poll(selected).toBe('News & Events')
      await context.close()
    })
})

test.describe('News & Events', () => {
  test('checks required fields and file types, then adds an item with a PDF and a photo', async ({ newContext, browser }) => {
    const { context, page, main, api } = await openMedia({ browser, newContext }, 'mobile')
    const title = unique('Block meeting')
    await main.getByRole('button', { name: 'Add News' }).click()
    const modal = dialog(page, 'Add News Item')
    await modal.waitFor()
    await expect(modal.getByLabel('Title')).toBeFocused()

    await modal.getByRole('button', { name: 'Add News' }).click()
    await expect(modal.getByRole('alert')).toHaveText('Please fill in all required fields')
    await expect(modal.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true')
    await modal.getByLabel('Title').fill(title)
    await modal.getByRole('button', { name: 'Add News' }).click()
    await expect(modal.getByLabel('Content')).toBeFocused()

    // A picture offered as the PDF and a PDF offered as the photo are both refused, and nothing is kept.
    await modal.getByLabel('Choose a PDF').setInputFiles(await png('notice.png'))
    await modal.getByText('Please select a PDF file').waitFor()
    await modal.getByLabel('Choose a photo').setInputFiles(pdf('photo.pdf', 'Not a photo'))
    await modal.getByText('Please select an image file').waitFor()
    await expect(modal.getByText('No file')).toHaveCount(2)
    await screenShot(page, 'admin-media-news-form-errors-mobile')
    await expectNoAxeViolations(page)

    const content = 'The block meeting is on Monday.\nAll CHOs of the block attend.\n\nBring your ID card.'
    await modal.getByLabel('Content').fill(content)
    await modal.getByLabel('Choose a PDF').setInputFiles(pdf('agenda.pdf', title))
    await modal.getByLabel('Choose a photo').setInputFiles(await jpeg('meeting.jpg', 3))
    // Choosing a right file clears the message.
    await expect(modal.getByText('Please select a PDF file')).toHaveCount(0)
    await expect(modal.getByText('Please select an image file')).toHaveCount(0)
    await modal.getByText('agenda.pdf').waitFor()
    await modal.getByText('meeting.jpg').waitFor()
    await modal.getByRole('button', { name: 'Add News' }).click()
    await modal.waitFor({ state: 'detached' })

    await row(page, title).waitFor()
    await expect(row(page, title).getByRole('link', { name: /^View PDF/ })).toHaveCount(1)
    await expect(row(page, title).getByRole('img', { name: `Photo: ${title}` })).toHaveCount(1)
    const saved = (await api.get<News[]>('/api/admin/news')).find((n) => n.title === title)!
    expect(saved).toMatchObject({ content, pdfUrl: expect.any(String), photoUrl: expect.any(String) })
    const stored = await api.file(saved.pdfUrl!)
    expect([stored.status, stored.type, stored.body.subarray(0, 5).toString()]).toEqual([200, 'application/pdf', '%PDF-'])
    await expect(api.status(saved.photoUrl!)).resolves.toBe(200)
    await expect(row(page, title).getByRole('link', { name: /^View PDF/ })).toHaveAttribute('href', saved.pdfUrl!)
    await screenshot(page, 'admin-media-news-added-mobile')
    await context.close()
  })

  test('edits an item: replaces the photo, removes the PDF, and the old files are gone from storage', async ({ newContext, browser }) => {
    const { context, page, main, api } = await openMedia({ browser, newContext }, 'desktop')
    const title = unique('Training camp')
    await main.getByRole('button', { name: 'Add News' }).click()
    let modal = dialog(page, 'Add News Item')
    await modal.getByLabel('Title').fill(title)
    await modal.getByLabel('Content').fill('Three days of training.')
    await modal.getByLabel('Choose a PDF').setInputFiles(pdf('schedule.pdf', title))
    await modal.getByLabel('Choose a photo').setInputFiles(await jpeg('camp.jpg', 5))
    await modal.getByRole('button', { name: 'Add News' }).click()
    await modal.waitFor({ state: 'detached' })
    const before = (await api.get<News[]>('/api/admin/news')).find((n) => n.title === title)!
    expect([onDisk('news-pdfs', before.pdfUrl!), onDisk('news-photos', before.photoUrl!)]).toEqual([true, true])

    await row(page, title)
      .getByRole('button', { name: `Edit news item: ${title}` })
      .click()
    modal = dialog(page, 'Edit News Item')
    await modal.waitFor()
    await expect(modal.getByLabel('Title')).toHaveValue(title)
    await expect(modal.getByLabel('Content')).toHaveValue('Three days of training.')
    await expect(modal.getByRole('img', { name: 'Current photo' })).toHaveAttribute('src', before.photoUrl!)
    await expect(modal.getByRole('link', { name: /^View PDF/ })).toHaveAttribute('href', before.pdfUrl!)
    await expectNoAxeViolations(page)
    await screenShot(page, 'admin-media-news-edit-desktop')

    await modal.getByRole('button', { name: 'Remove the PDF' }).click()
    await modal.getByText('The current file will be removed on save.').waitFor()
    // 'Keep current file' undoes it; then removed for good.
    await modal.getByRole('button', { name: 'Keep current file (PDF)' }).click()
    await modal.getByRole('link', { name: /^View PDF/ }).waitFor()
    await modal.getByRole('button', { name: 'Remove the PDF' }).click()
    await modal.getByLabel('Replace the photo').setInputFiles(await png('camp-new.png', 900, 600))
    await modal.getByText('camp-new.png').waitFor()
    await modal.getByLabel('Content').fill('Three days of training.\nBring a notebook.')
    await screenShot(page, 'admin-media-news-edit-changed-desktop')
    await modal.getByRole('button', { name: 'Update News' }).click()
    await modal.waitFor({ state: 'detached' })

    const after = (await api.get<News[]>('/api/admin/news')).find((n) => n.id === before.id)!
    expect(after).toMatchObject({ title, content: 'Three days of training.\nBring a notebook.', pdfUrl: null })
    expect(after.photoUrl).toBeTruthy()
    expect(after.photoUrl).not.toBe(before.photoUrl)
    await expect(api.status(after.photoUrl!)).resolves.toBe(200)
    // The replaced photo and the removed PDF are gone from storage and no longer served.
    expect([onDisk('news-pdfs', before.pdfUrl!), onDisk('news-photos', before.photoUrl!), onDisk('news-photos', after.photoUrl!)]).toEqual([
      false,
      false,
      true,
    ])
    const gone = [await api.status(before.photoUrl!), await api.status(before.pdfUrl!)]
    await expect(row(page, title).getByRole('img', { name: `Photo: ${title}` })).toHaveAttribute('src', after.photoUrl!)
    await row(page, title).getByText('No PDF').waitFor()

    // Saved again without touching the files: both stay as they are.
    await row(page, title)
      .getByRole('button', { name: `Edit news item: ${title}` })
      .click()
    modal = dialog(page, 'Edit News Item')
    await modal.getByLabel('Title').fill(`${title} (updated)`)
    await modal.getByRole('button', { name: 'Update News' }).click()
    await modal.waitFor({ state: 'detached' })
    const kept = (await api.get<News[]>('/api/admin/news')).find((n) => n.id === before.id)!
    expect(kept).toMatchObject({ title: `${title} (updated)`, pdfUrl: null, photoUrl: after.photoUrl })
    await expect(api.status(after.photoUrl!)).resolves.toBe(200)
    expect(gone).toEqual([404, 404])
    await context.close()
  })

  test('deletes after the confirmation, and says so when saving or deleting fails', async ({ newContext, browser }) => {
    const { context, page, main, api } = await openMedia({ browser, newContext }, 'desktop')
    const title = unique('Old notice')
    const created = await api.post('/api/admin/news', { title, content: 'To be deleted.', pdfUrl: null, photoUrl: null })
    expect(created.status()).toBe(201)
    await page.reload()
    await row(page, title).waitFor()
    const dialogs = answerDialogs(page, [false, true, true, true])

    const remove = row(page, title).getByRole('button', { name: `Delete news item: ${title}` })
    await remove.click()
    await expect.poll(() => dialogs.length).toBe(1)
    expect(dialogs[0]).toBe('Are you sure you want to delete this news item?')
    await expect(row(page, title)).toHaveCount(1)

    // The server refuses the delete: an alert, and the row stays.
    await page.route('**/api/admin/news/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: { message: 'Internal error' } }) : route.fallback(),
    )
    await remove.click()
    await expect.poll(() => dialogs.length).toBe(3)
    expect(dialogs.slice(1)).toEqual(['Are you sure you want to delete this news item?', 'Error deleting news item'])
    await expect(row(page, title)).toHaveCount(1)
    await page.unroute('**/api/admin/news/*')

    // Saving fails: an alert, the modal stays open with what was typed.
    await page.route('**/api/admin/news', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { message: 'Internal error' } }) : route.fallback(),
    )
    await main.getByRole('button', { name: 'Add News' }).click()
    const modal = dialog(page, 'Add News Item')
    await modal.getByLabel('Title').fill('Will not save')
    await modal.getByLabel('Content').fill('Because the server fails.')
    await modal.getByRole('button', { name: 'Add News' }).click()
    await expect.poll(() => dialogs.at(-1)).toBe('Error saving news item')
    await expect(modal.getByLabel('Title')).toHaveValue('Will not save')
    await expect(modal.getByRole('button', { name: 'Add News' })).toBeEnabled()
    await modal.getByRole('button', { name: 'Cancel' }).click()
    await modal.waitFor({ state: 'detached' })
    await page.unroute('**/api/admin/news')

    dialogs.length = 0
    await remove.click()
    await row(page, title).waitFor({ state: 'detached' })
    expect(dialogs).toEqual(['Are you sure you want to delete this news item?'])
    await expect(api.get<News[]>('/api/admin/news').then((list) => list.some((n) => n.title === title))).resolves.toBe(false)
    await context.close()
  })

  test("shows 'No news items found' for an empty list and 'Failed to fetch news items' in red when the list fails", async ({
    newContext,
    browser,
  }) => {
    const { context, page, main } = await openMedia({ browser, newContext }, 'mobile')
    await main.locator('tbody tr').first().waitFor()
    await page.route('**/api/admin/news', (route) => route.fulfill({ json: [] }))
    await page.reload()
    await main.getByText('No news items found').waitFor()
    await expect(main.locator('table')).toHaveCount(0)

    await page.route('**/api/admin/news', (route) => route.fulfill({ status: 500, json: { message: 'Internal error' } }))
    await page.reload()
    const error = main.getByRole('alert')
    await expect(error).toHaveText('Failed to fetch news items')
    await expect(error).toHaveCSS('color', 'rgb(185, 28, 28)')
    await expect(main.locator('table')).toHaveCount(0)
    await screenshot(page, 'admin-media-news-error-mobile')
    await context.close()
  })
})

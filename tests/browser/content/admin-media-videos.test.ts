import type { Page } from '@playwright/test'

import { answerDialogs, gate, openMedia, unique, videoId, removeContentAddedByThisFile } from '../../fixtures/admin-media/page'
import { screenShot, type Viewport } from '../../support/account'
import { expectNoAxeViolations, screenshot, VIEWPORTS } from '../../support/browser'
import { expect, test } from '../../support/browser-fixtures'

/**
 * The Video Gallery tab of /admin/media in Chromium: every YouTube link form saved
 * in embed form, a new video on top, an edit in place, delete, the required fields,
 * Cancel clearing the form, and the messages of spec §2, §5 and §8.
 */
type Video = { id: number; title: string; description: string | null; videoUrl: string; uploadDate: string } // The public-page tests count the seeded content, whatever the file order.
removeContentAddedByThisFile()

const cards = (page: Page) => page.locator('main article')
const card = (page: Page, title: string) => page.locator('main article', { has: page.getByRole('heading', { name: title, exact: true }) })
const form = (page: Page, name: 'Add New Video' | 'Edit Video') => page.getByRole('dialog', { name })

async function addVideo(page: Page, title: string, url: string, description = '') {
  await page.locator('main').getByRole('button', { name: 'Add Video' }).click()
  const modal = form(page, 'Add New Video')
  await modal.getByLabel('Title').fill(title)
  await modal.getByLabel('Description').fill(description)
  await modal.getByLabel('Video URL').fill(url)
  await modal.getByRole('button', { name: 'Add Video' }).click()
  await modal.waitFor({ state: 'detached' })
}

test.describe('Video Gallery', () => {
  for (const vp of Object.keys(VIEWPORTS) as Viewport[])
    test(`lists the videos as cards with a player, and the modal passes axe (${vp})`, async ({ newContext, browser }) => {
      const { context, page, main } = await openMedia({ browser, newContext }, vp, 'Video Gallery')
      await main.getByRole('heading', { name: 'Manage Video Gallery' }).waitFor()
      await cards(page).first().waitFor()
      const first = cards(page).first()
      const title = await first.getByRole('heading').textContent()
      await expect(first.locator('iframe')).toHaveAttribute('title', `Video: ${title}`)
      await expect(first.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/)
      await expect(first.getByRole('button', { name: `Edit video: ${title}` })).toHaveCount(1)
      await expect(first.getByRole('button', { name: `Delete video: ${title}` })).toHaveCount(1)
      await expect(first.locator('time')).toHaveText(/^\d{1,2} \w{3} \d{4}$/)
      // The player loads inside the page's Content-Security-Policy.
      await page.frameLocator('main article iframe').first().getByText('Video player').waitFor()
      await expectNoAxeViolations(page)
      await screenshot(page, `admin-media-videos-${vp}`)
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(VIEWPORTS[vp].width)

      await main.getByRole('button', { name: 'Add Video' }).click()
      const modal = form(page, 'Add New Video')
      await modal.waitFor()
      const url = modal.getByLabel('Video URL')
      await expect(url).toHaveAttribute('type', 'url')
      await expect(url).toHaveAttribute('required', '')
      await expect(modal.getByLabel('Title')).toHaveAttribute('required', '')
      await expect(modal.getByText('Enter a YouTube video URL')).toHaveCount(1)
      await expect(modal.getByRole('button')).toHaveText(['', 'Cancel', 'Add Video'])
      await expectNoAxeViolations(page)
      await screenShot(page, `admin-media-videos-form-${vp}`)
      await context.close()
    })

  test('saves each YouTube link form as the embed URL, puts a new video on top and keeps other links as they are', async ({
    newContext,
    browser,
  }) => {
    const { context, page, api } = await openMedia({ browser, newContext }, 'desktop', 'Video Gallery')
    await cards(page).first().waitFor()
    const forms = [
      (id: string) => `https://www.youtube.com/watch?v=${id}&t=42s`,
      (id: string) => `https://youtu.be/${id}?si=abc`,
      (id: string) => `https://www.youtube.com/v/${id}?version=3`,
      (id: string) => `https://www.youtube.com/u/1/${id}`,
      (id: string) => `https://www.youtube.com/embed/${id}`,
    ]
    for (const link of forms) {
      const id = videoId()
      const title = unique('Awareness video')
      await addVideo(page, title, `  ${link(id)}  `, 'About health camps.')
      await expect(cards(page).first().getByRole('heading')).toHaveText(title)
      await expect(cards(page).first().locator('iframe')).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${id}`)
      const saved = (await api.get<Video[]>('/api/admin/videos')).find((v) => v.title === title)
      expect(saved).toMatchObject({ description: 'About health camps.', videoUrl: `https://www.youtube.com/embed/${id}` })
    }
    // A link that is not a YouTube video is kept, and offered as a link rather than a player.
    const other = unique('Other host')
    await addVideo(page, other, 'https://videos.example.org/clip/123')
    await expect(api.get<Video[]>('/api/admin/videos').then((list) => list.find((v) => v.title === other)?.videoUrl)).resolves.toBe(
      'https://videos.example.org/clip/123',
    )
    await expect(card(page, other).getByRole('link', { name: /^Open video/ })).toHaveAttribute(
      'href',
      'https://videos.example.org/clip/123',
    )
    await context.close()
  })

  test('requires a title and a URL, and Cancel clears the form and the message', async ({ newContext, browser }) => {
    const { context, page, main } = await openMedia({ browser, newContext }, 'mobile', 'Video Gallery')
    await cards(page).first().waitFor()
    const count = await cards(page).count()
    await main.getByRole('button', { name: 'Add Video' }).click()
    let modal = form(page, 'Add New Video')
    await modal.getByLabel('Title').fill('Only a title')
    await modal.getByRole('button', { name: 'Add Video' }).click()
    await expect(modal.getByRole('alert')).toHaveText('Title and video URL are required')
    await expect(modal.getByLabel('Video URL')).toHaveAttribute('aria-invalid', 'true')
    await modal.getByLabel('Title').fill('   ')
    await modal.getByLabel('Video URL').fill('https://youtu.be/abcdefghijk')
    await modal.getByRole('button', { name: 'Add Video' }).click()
    await expect(modal.getByRole('alert')).toHaveText('Title and video URL are required')
    await screenShot(page, 'admin-media-videos-form-error-mobile')
    await modal.getByRole('button', { name: 'Cancel' }).click()
    await modal.waitFor({ state: 'detached' })
    await expect(cards(page)).toHaveCount(count)

    await main.getByRole('button', { name: 'Add Video' }).click()
    modal = form(page, 'Add New Video')
    await expect(Promise.all(['Title', 'Description', 'Video URL'].map((l) => modal.getByLabel(l).inputValue()))).resolves.toEqual([
      '',
      '',
      '',
    ])
    await expect(modal.getByRole('alert')).toHaveCount(0)
    // Escape closes it too.
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'detached' })
    await context.close()
  })

  test('edits a video in place, deletes after the confirmation, and shows the save and delete errors in a red banner', async ({
    newContext,
    browser,
  }) => {
    const { context, page, main, api } = await openMedia({ browser, newContext }, 'desktop', 'Video Gallery')
    await cards(page).first().waitFor()
    const title = unique('Edit me')
    await addVideo(page, title, `https://youtu.be/${videoId()}`)
    await addVideo(page, unique('On top'), `https://youtu.be/${videoId()}`)
    const titles = () => cards(page).getByRole('heading').allTextContents()
    const index = (await titles()).indexOf(title)
    expect(index).toBe(1)

    await card(page, title)
      .getByRole('button', { name: `Edit video: ${title}` })
      .click()
    let modal = form(page, 'Edit Video')
    await expect(modal.getByLabel('Title')).toHaveValue(title)
    await expect(modal.getByLabel('Video URL')).toHaveValue(/^https:\/\/www\.youtube\.com\/embed\//)
    await expect(modal.getByRole('button', { name: 'Update Video' })).toHaveCount(1)
    const id = videoId()
    const renamed = `${title} (renamed)`
    await modal.getByLabel('Title').fill(renamed)
    await modal.getByLabel('Description').fill('Now with a description.')
    await modal.getByLabel('Video URL').fill(`https://www.youtube.com/watch?v=${id}`)
    await screenShot(page, 'admin-media-videos-edit-desktop')
    await modal.getByRole('button', { name: 'Update Video' }).click()
    await modal.waitFor({ state: 'detached' })
    await expect(titles().then((t) => t[index])).resolves.toBe(renamed)
    await expect(card(page, renamed).locator('iframe')).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${id}`)
    await expect(card(page, renamed).getByText('Now with a description.')).toHaveCount(1)
    const saved = (await api.get<Video[]>('/api/admin/videos')).find((v) => v.title === renamed)
    expect(saved).toMatchObject({ description: 'Now with a description.', videoUrl: `https://www.youtube.com/embed/${id}` })

    // The server fails the update: 'Failed to save video', the modal stays with what was typed.
    await page.route('**/api/admin/videos/*', (route) =>
      route.request().method() === 'GET' ? route.fallback() : route.fulfill({ status: 500, json: { message: 'Internal error' } }),
    )
    await card(page, renamed)
      .getByRole('button', { name: `Edit video: ${renamed}` })
      .click()
    modal = form(page, 'Edit Video')
    await modal.getByLabel('Title').fill('Not saved')
    await modal.getByRole('button', { name: 'Update Video' }).click()
    await expect(modal.getByRole('alert')).toHaveText('Failed to save video')
    await screenShot(page, 'admin-media-videos-save-error-desktop')
    await modal.getByRole('button', { name: 'Cancel' }).click()
    await modal.waitFor({ state: 'detached' })
    await expect(titles().then((t) => t[index])).resolves.toBe(renamed)

    const dialogs = answerDialogs(page, [false, true, true])
    const remove = card(page, renamed).getByRole('button', { name: `Delete video: ${renamed}` })
    await remove.click()
    await expect.poll(() => dialogs).toEqual(['Are you sure you want to delete this video?'])
    await expect(card(page, renamed)).toHaveCount(1)
    await remove.click()
    const banner = main.getByRole('alert')
    await expect(banner).toHaveText('Failed to delete video')
    await expect(banner).toHaveCSS('color', 'rgb(185, 28, 28)')
    await expect(card(page, renamed)).toHaveCount(1)
    await screenshot(page, 'admin-media-videos-delete-error-desktop')
    await page.unroute('**/api/admin/videos/*')

    await remove.click()
    await card(page, renamed).waitFor({ state: 'detached' })
    // A successful delete clears the earlier error.
    await expect(main.getByRole('alert')).toHaveCount(0)
    expect(dialogs).toHaveLength(3)
    await expect(api.get<Video[]>('/api/admin/videos').then((list) => list.some((v) => v.title === renamed))).resolves.toBe(false)
    await context.close()
  })

  test("shows 'Loading...', then 'No videos added yet' for an empty list, and 'Failed to fetch videos' when the list fails", async ({
    newContext,
    browser,
  }) => {
    const { context, page, main } = await openMedia({ browser, newContext }, 'mobile')
    const held = gate()
    await page.route('**/api/admin/videos', async (route) => {
      await held.opened
      await route.fulfill({ json: [] })
    })
    await page.getByRole('tab', { name: 'Video Gallery' }).click()
    await expect(main.getByRole('status')).toHaveText('Loading...')
    held.open()
    await main.getByText('No videos added yet').waitFor()
    await expect(cards(page)).toHaveCount(0)
    await screenshot(page, 'admin-media-videos-empty-mobile')

    await page.unroute('**/api/admin/videos')
    await page.route('**/api/admin/videos', (route) => route.fulfill({ status: 500, json: { message: 'Internal error' } }))
    await page.getByRole('tab', { name: 'News & Events' }).click()
    await page.getByRole('tab', { name: 'Video Gallery' }).click()
    await expect(main.getByRole('alert')).toHaveText('Failed to fetch videos')
    await expect(cards(page)).toHaveCount(0)
    await context.close()
  })
})

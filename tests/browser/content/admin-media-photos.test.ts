import type { Page, Route } from '@playwright/test'

import {
  answerDialogs,
  brokenJpeg,
  gate,
  imageInfo,
  jpeg,
  onDisk,
  openMedia,
  png,
  progressLog,
  recordProgress,
  unique,
  removeContentAddedByThisFile,
} from '../../fixtures/admin-media/page'
import { base, screenShot } from '../../support/account'
import { expectNoAxeViolations, screenshot } from '../../support/browser'
import { expect, test } from '../../support/browser-fixtures'

/**
 * The Photo Gallery tab of /admin/media in Chromium: the multi-file upload with its
 * four progress steps (thumbnail made in the browser, thumbnail uploaded, image
 * uploaded, record created) while one file fails, the result on the public gallery
 * at once, the full-size viewer, delete, and the messages of spec §5 and §8.
 */
type Photo = { id: number; title: string; imageUrl: string; thumbnailUrl: string; uploadDate: string } // The public-page tests count the seeded content, whatever the file order.
removeContentAddedByThisFile()

const uploadModal = (page: Page) => page.getByRole('dialog', { name: 'Upload Photos' })
const tile = (page: Page, title: string) => page.locator('main li', { has: page.getByText(title, { exact: true }) })
const rowOf = (page: Page, name: string) => uploadModal(page).locator('li', { hasText: name })

async function openUpload(page: Page) {
  await page.locator('main').getByRole('button', { name: 'Upload Photos' }).click()
  await uploadModal(page).waitFor()
  return uploadModal(page)
}

test.describe('Photo Gallery: upload', () => {
  test('uploads three files where one is broken: the others reach 100, the broken one says why, and the gallery shows them at once', async ({
    newContext,
    browser,
  }) => {
    const { context, page, main, api } = await openMedia({ browser, newContext }, 'desktop', 'Photo Gallery')
    await main.getByRole('heading', { name: 'Manage Photo Gallery' }).waitFor()
    const modal = await openUpload(page)
    const title = unique('Health camp')
    const own = unique('Rally at Lucknow')
    await modal.getByLabel('Default title').fill(title)
    await modal
      .getByLabel('Photos', { exact: true })
      .setInputFiles([await jpeg('camp.jpg', 11, 1600, 1000), brokenJpeg('broken.jpg'), await png('rally.png', 480, 900)])
    await expect(modal.getByRole('list', { name: 'Selected photos' }).getByRole('listitem')).toHaveCount(3)
    await modal.getByLabel('Title for rally.png').fill(own)
    await expect(modal.getByLabel('Title for camp.jpg')).toHaveAttribute('placeholder', title)
    await expectNoAxeViolations(page)
    await screenShot(page, 'admin-media-photos-upload-desktop')

    // The records wait until the broken file's row has been read; the modal closes once all have settled.
    const records = gate()
    await page.route('**/api/admin/photos', async (route: Route) => {
      if (route.request().method() === 'POST') await records.opened
      await route.fallback()
    })
    await recordProgress(page)
    await modal.getByRole('button', { name: 'Upload' }).click()
    await expect(modal.getByRole('button', { name: 'Uploading...' })).toBeDisabled()
    await rowOf(page, 'broken.jpg').getByText('Failed to generate thumbnail').waitFor()
    await expect.poll(async () => (await progressLog(page))['Upload progress for camp.jpg']?.at(-1)).toBe(50)
    await expect.poll(async () => (await progressLog(page))['Upload progress for rally.png']?.at(-1)).toBe(50)
    await expect(modal.getByRole('button', { name: 'Close' })).toBeDisabled()
    await screenShot(page, 'admin-media-photos-uploading-desktop')
    records.open()

    await modal.waitFor({ state: 'detached' })
    const log = await progressLog(page)
    expect(log['Upload progress for camp.jpg']).toEqual([0, 10, 30, 50, 100])
    expect(log['Upload progress for rally.png']).toEqual([0, 10, 30, 50, 100])
    expect(log['Upload progress for broken.jpg']).toEqual([0])
    await expect(main.getByRole('status')).toHaveText('2 of 3 photos uploaded. Not uploaded: broken.jpg (Failed to generate thumbnail).')

    await tile(page, title).waitFor()
    await tile(page, own).waitFor()
    const photos = await api.get<Photo[]>('/api/admin/photos')
    const added = [title, own].map((t) => photos.find((p) => p.title === t)!)
    for (const [photo, size] of [
      [added[0], { width: 300, height: 188 }],
      [added[1], { width: 160, height: 300 }],
    ] as const) {
      // The thumbnail was made in the browser: at most 300 px on its longer side, a JPEG.
      const thumb = await api.file(photo.thumbnailUrl)
      expect(thumb.status).toBe(200)
      expect(await imageInfo(thumb.body)).toEqual({ ...size, format: 'jpeg' })
      await expect(api.status(photo.imageUrl)).resolves.toBe(200)
    }
    await screenshot(page, 'admin-media-photos-desktop')

    // The public gallery shows them straight away.
    await page.goto(`${base}/media/photos`)
    await page.getByText(title, { exact: true }).first().waitFor()
    await expect.poll(() => page.getByText(own, { exact: true }).count()).toBeGreaterThan(0)
    await context.close()
  })

  test("marks a file whose upload fails 'Upload failed' while the other is saved", async ({ newContext, browser }) => {
    const { context, page, main, api } = await openMedia({ browser, newContext }, 'mobile', 'Photo Gallery')
    const modal = await openUpload(page)
    const title = unique('Village visit')
    await modal.getByLabel('Default title').fill(title)
    await modal.getByLabel('Photos', { exact: true }).setInputFiles([await jpeg('fail-me.jpg', 21), await jpeg('visit.jpg', 22)])
    // The full image of fail-me.jpg is refused by the "server"; its thumbnail still went up.
    const held = gate()
    await page.route('**/api/admin/upload', async (route: Route) => {
      const body = route.request().postDataBuffer()?.toString('latin1') ?? ''
      if (body.includes('filename="fail-me.jpg"')) return route.fulfill({ status: 500, json: { message: 'Internal error' } })
      if (body.includes('filename="visit.jpg"')) await held.opened
      return route.fallback()
    })
    await recordProgress(page)
    await modal.getByRole('button', { name: 'Upload' }).click()
    await rowOf(page, 'fail-me.jpg').getByText('Upload failed').waitFor()
    await screenShot(page, 'admin-media-photos-upload-failed-mobile')
    await expectNoAxeViolations(page)
    held.open()
    await modal.waitFor({ state: 'detached' })
    const log = await progressLog(page)
    expect(log['Upload progress for fail-me.jpg']).toEqual([0, 10, 30])
    expect(log['Upload progress for visit.jpg']).toEqual([0, 10, 30, 50, 100])
    await expect(main.getByRole('status')).toHaveText('1 of 2 photos uploaded. Not uploaded: fail-me.jpg (Upload failed).')
    await expect(api.get<Photo[]>('/api/admin/photos').then((list) => list.filter((p) => p.title === title).length)).resolves.toBe(1)
    await tile(page, title).waitFor()
    await screenshot(page, 'admin-media-photos-mobile')
    await tile(page, title)
      .getByRole('button', { name: `View photo: ${title}` })
      .click()
    const viewer = page.getByRole('dialog', { name: title })
    await page.waitForFunction(() =>
      [...document.querySelectorAll('dialog img')].some(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      ),
    )
    await expectNoAxeViolations(page)
    await screenShot(page, 'admin-media-photos-viewer-mobile')
    await viewer.getByRole('button', { name: 'Close' }).click()
    await viewer.waitFor({ state: 'detached' })
    await context.close()
  })

  test("needs a photo, takes images only, removes a file from the list, and alerts 'Error uploading photos' when every file fails", async ({
    newContext,
    browser,
  }) => {
    const { context, page } = await openMedia({ browser, newContext }, 'mobile', 'Photo Gallery')
    const dialogs = answerDialogs(page)
    const modal = await openUpload(page)
    await modal.getByRole('button', { name: 'Upload' }).click()
    await expect(modal.getByRole('alert')).toHaveText('Please select at least one photo')

    await modal
      .getByLabel('Photos', { exact: true })
      .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }, await jpeg('keep.jpg', 31)])
    await expect(modal.getByRole('alert')).toHaveText('Please select an image file')
    await modal.getByLabel('Photos', { exact: true }).setInputFiles([brokenJpeg('broken-1.jpg')])
    await expect(modal.getByRole('alert')).toHaveCount(0)
    const items = modal.getByRole('list', { name: 'Selected photos' }).getByRole('listitem')
    await expect(items).toHaveCount(2)
    await screenShot(page, 'admin-media-photos-upload-mobile')
    await modal.getByRole('button', { name: 'Remove keep.jpg' }).click()
    await expect(items.allInnerTexts().then((t) => t.map((x) => x.split('\n')[0]))).resolves.toEqual(['broken-1.jpg'])

    await modal.getByRole('button', { name: 'Upload' }).click()
    await expect.poll(() => dialogs).toEqual(['Error uploading photos'])
    // Nothing succeeded: the modal stays, with the reason on the row.
    await rowOf(page, 'broken-1.jpg').getByText('Failed to generate thumbnail').waitFor()
    await expect(modal).toBeVisible()
    await modal.getByRole('button', { name: 'Cancel' }).click()
    await modal.waitFor({ state: 'detached' })
    // Opened again, it is empty.
    await openUpload(page)
    await expect(uploadModal(page).getByRole('listitem')).toHaveCount(0)
    await expect(uploadModal(page).getByLabel('Default title')).toHaveValue('')
    await context.close()
  })
})

test.describe('Photo Gallery: viewer and delete', () => {
  test('opens a photo full size, deletes after the confirmation and removes both files', async ({ newContext, browser }) => {
    const { context, page, main, api } = await openMedia({ browser, newContext }, 'desktop', 'Photo Gallery')
    const title = unique('Meeting hall')
    const modal = await openUpload(page)
    await modal.getByLabel('Default title').fill(title)
    await modal.getByLabel('Photos', { exact: true }).setInputFiles([await jpeg('hall.jpg', 41)])
    await modal.getByRole('button', { name: 'Upload' }).click()
    await modal.waitFor({ state: 'detached' })
    const photo = (await api.get<Photo[]>('/api/admin/photos')).find((p) => p.title === title)!
    expect([onDisk('gallery-photos', photo.imageUrl), onDisk('gallery-photos/thumbnails', photo.thumbnailUrl)]).toEqual([true, true])

    const open = tile(page, title).getByRole('button', { name: `View photo: ${title}` })
    await open.click()
    const viewer = page.getByRole('dialog', { name: title })
    await viewer.waitFor()
    await expect(viewer.getByRole('img', { name: title })).toHaveAttribute('src', photo.imageUrl)
    await page.waitForFunction(() => [...document.querySelectorAll('dialog img')].every((img) => (img as HTMLImageElement).complete))
    await expectNoAxeViolations(page)
    await screenShot(page, 'admin-media-photos-viewer-desktop')
    await page.keyboard.press('Escape')
    await viewer.waitFor({ state: 'detached' })
    await expect(open).toBeFocused()

    const dialogs = answerDialogs(page, [false, true, true, true])
    const remove = tile(page, title).getByRole('button', { name: `Delete photo: ${title}` })
    await remove.click()
    await expect.poll(() => dialogs).toEqual(['Are you sure you want to delete this photo?'])
    await expect(tile(page, title)).toHaveCount(1)

    await page.route('**/api/admin/photos/*', (route) => route.fulfill({ status: 500, json: { message: 'Internal error' } }))
    await remove.click()
    await expect.poll(() => dialogs.slice(1)).toEqual(['Are you sure you want to delete this photo?', 'Error deleting photo'])
    await expect(tile(page, title)).toHaveCount(1)
    await page.unroute('**/api/admin/photos/*')

    await remove.click()
    await tile(page, title).waitFor({ state: 'detached' })
    await expect(api.get<Photo[]>('/api/admin/photos').then((list) => list.some((p) => p.id === photo.id))).resolves.toBe(false)
    expect([onDisk('gallery-photos', photo.imageUrl), onDisk('gallery-photos/thumbnails', photo.thumbnailUrl)]).toEqual([false, false])
    await expect(main.getByRole('heading', { name: 'Manage Photo Gallery' })).toBeFocused()
    await expect(Promise.all([api.status(photo.imageUrl), api.status(photo.thumbnailUrl)])).resolves.toEqual([404, 404])
    await context.close()
  })

  test("shows 'Failed to fetch photos' in red in place of the grid", async ({ newContext, browser }) => {
    const { context, page, main } = await openMedia({ browser, newContext }, 'mobile')
    await page.route('**/api/admin/photos', (route) => route.fulfill({ status: 500, json: { message: 'Internal error' } }))
    await page.getByRole('tab', { name: 'Photo Gallery' }).click()
    await expect(main.getByRole('alert')).toHaveText('Failed to fetch photos')
    await expect(main.locator('ul img')).toHaveCount(0)
    await context.close()
  })
})

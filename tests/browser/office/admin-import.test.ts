import type { Page } from '@playwright/test'

import { expectNoAxeViolations, screenshot, VIEWPORTS } from '../../support/browser'
import { englishLeft, overflowsSideways, textsWithoutHindiFont } from '../../support/hindi-text'
import { expect, openAsAdmin, test } from '../../support/browser-fixtures'

/**
 * /admin/members/import: an admin chooses a CSV, sees the upload's
 * progress and then the dry run's tables (rows to create, errors by line,
 * duplicates), imports, and sees the commit's progress until it is done — in
 * English and in Hindi, at 1280 and 360 px, axe clean. The status polls and the
 * upload are held for a moment so the progress bars can be seen.
 */
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
let phones = Date.now() % 1_000_000
const phone = () => `8${String(process.pid % 1000).padStart(3, '0')}${String(phones++ % 1_000_000).padStart(6, '0')}`

type Row = { name: string; email: string; phone: string; ehrms: string; district: string; dob: string }
const row = (name: string, extra: Partial<Row> = {}): Row => {
  const id = tag()
  return { name, email: `roll-${id}@example.org`, phone: phone(), ehrms: `RL${id}`, district: 'Lucknow', dob: '15-08-1990', ...extra }
}
const csvOf = (rows: Row[]) =>
  ['Name,Email,Phone,EHRMS,District,DOB', ...rows.map((r) => [r.name, r.email, r.phone, r.ehrms, r.district, r.dob].join(','))].join(
    '\r\n',
  ) + '\r\n'

/** Two new members, a bad e-mail (line 4) and a repeated EHRMS code (line 5). */
function roll(names: [string, string, string, string]) {
  const [a, b] = [row(names[0]), row(names[1])]
  const rows = [a, b, row(names[2], { email: 'not-an-email' }), row(names[3], { ehrms: a.ehrms })]
  return { rows, csv: csvOf(rows), data: rows.flatMap((r) => [r.email, r.ehrms, r.phone]) }
}

/** Holds GET /api/admin/members/import/{id} (the progress polls) until released. */
async function holdPolls(page: Page): Promise<() => void> {
  let release: () => void = () => {}
  const released = new Promise<void>((r) => (release = r))
  await page.route(
    (url) => /\/api\/admin\/members\/import\/\d+$/.test(url.pathname),
    async (route) => {
      await released
      await route.continue()
    },
  )
  return release
}

/** Chooses the file and runs the dry run, seeing the upload's progress bar while the request is held. */
async function checkFile(page: Page, csv: string, fileName: string, labels: { file: string; check: string; progress: string }) {
  let release: () => void = () => {}
  const released = new Promise<void>((r) => (release = r))
  await page.route('**/api/admin/members/import/dry-run', async (route) => {
    await released
    await route.continue()
  })
  await page.getByLabel(labels.file).setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await page.getByRole('button', { name: labels.check }).click()
  await expect(page.getByRole('progressbar', { name: labels.progress })).toBeVisible()
  release()
}

const countOf = (page: Page, label: string) =>
  page
    .locator('main dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd')

test.describe('importing a roll on /admin/members/import', () => {
  test('in English: upload, the dry run by line, the import with its progress (1280 and 360 px)', async ({ newContext, adminSession }) => {
    const { page } = await openAsAdmin({ newContext, adminSession }, '/admin/members/import')
    await expect(page.getByRole('heading', { level: 1, name: 'Import members' })).toBeVisible()
    const { rows, csv } = roll(['Sunita Devi', 'Ramesh Kumar', 'Bad Email', 'Repeated Code'])
    await checkFile(page, csv, 'roll.csv', { file: 'CSV file', check: 'Check the file (dry run)', progress: 'Upload progress' })

    await expect(page.getByRole('heading', { name: '2. What the import would do' })).toBeVisible()
    await expect(countOf(page, 'New members')).toHaveText('2')
    await expect(countOf(page, 'Rows with errors')).toHaveText('1')
    await expect(countOf(page, 'Duplicates')).toHaveText('1')
    const errors = page.getByRole('region', { name: /^Rows with errors/ })
    await expect(errors.getByRole('row', { name: /^4 / })).toContainText('Please enter a valid email address')
    const dups = page.getByRole('region', { name: /^Duplicates/ })
    await expect(dups.getByRole('row', { name: /^5 / })).toContainText('The same EHRMS code is already on line 2 of this file')
    const creates = page.getByRole('region', { name: /^New members/ })
    await expect(creates.getByRole('row')).toHaveCount(3)
    await expect(creates).toContainText(rows[0].ehrms)
    await expectNoAxeViolations(page)
    await screenshot(page, 'admin-import-dry-run-1280')
    await page.setViewportSize(VIEWPORTS.mobile)
    expect(await overflowsSideways(page)).toBe(false)
    await screenshot(page, 'admin-import-dry-run-360')

    const release = await holdPolls(page)
    await page.getByRole('button', { name: 'Import 2 new and 0 updated members' }).click()
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible()
    await expect(page.getByText('Importing… 0 of 2')).toBeVisible()
    await screenshot(page, 'admin-import-committing-360')
    release()
    await expect(page.getByText('Import complete: 2 members added, 0 updated, 0 dues recorded.')).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText(/were skipped/)).toHaveCount(0)
    await expectNoAxeViolations(page)
    await screenshot(page, 'admin-import-done-360')
    await page.setViewportSize(VIEWPORTS.desktop)
    await screenshot(page, 'admin-import-done-1280')

    // The same file again: nothing left to import.
    await page.reload()
    await checkFile(page, csv, 'roll.csv', { file: 'CSV file', check: 'Check the file (dry run)', progress: 'Upload progress' })
    await expect(countOf(page, 'Already up to date')).toHaveText('2')
    await expect(page.getByText('Nothing to import: the site already has every valid row as it is.')).toBeVisible()
  })

  test('in Hindi at 360 px: every text in Hindi, the dry run and the import', async ({ newContext, adminSession }) => {
    const { page } = await openAsAdmin({ newContext, adminSession }, '/hi/admin/members/import', 'mobile')
    await expect(page.getByRole('heading', { level: 1, name: 'सदस्य आयात करें' })).toBeVisible()
    const { csv, data } = roll(['सुनीता देवी', 'रमेश कुमार', 'पूजा यादव', 'अनिल सिंह'])
    const fileName = `सूची-${tag()}.csv`
    // The column names the file must carry, and the formats it names, stay as they are.
    const allow = [
      'CSV',
      'UTF',
      'Excel',
      'DD',
      'MM',
      'YYYY',
      'MB',
      'name',
      'email',
      'phone',
      'ehrms',
      'district',
      'dob',
      'block',
      'ayushman',
      'joiningDate',
      'gender',
      'language',
      'en',
      'hi',
      'paidYear',
      'receiptReference',
    ]
    const checks = async (shot: string) => {
      expect(await englishLeft(page.locator('main'), { data: [...data, fileName], allow })).toEqual([])
      expect(await textsWithoutHindiFont(page.locator('body'))).toEqual([])
      expect(await overflowsSideways(page)).toBe(false)
      await expectNoAxeViolations(page)
      await screenshot(page, `hindi-admin-import-${shot}-360`)
      await page.setViewportSize(VIEWPORTS.desktop)
      await screenshot(page, `hindi-admin-import-${shot}-1280`)
      await page.setViewportSize(VIEWPORTS.mobile)
    }
    await checks('empty')

    await checkFile(page, csv, fileName, { file: 'CSV फ़ाइल', check: 'फ़ाइल जाँचें (बिना बदलाव के)', progress: 'फ़ाइल भेजने की प्रगति' })
    await expect(countOf(page, 'नए सदस्य')).toHaveText('2')
    await expect(page.getByRole('region', { name: /^त्रुटि वाली पंक्तियाँ/ })).toContainText('कृपया सही ई-मेल पता लिखें')
    await expect(page.getByRole('region', { name: /^दोहराव/ })).toContainText('यही EHRMS कोड इस फ़ाइल की पंक्ति 2 में पहले से है')
    await checks('dry-run')

    const release = await holdPolls(page)
    await page.getByRole('button', { name: '2 नए और 0 अद्यतन सदस्य आयात करें' }).click()
    await expect(page.getByRole('progressbar', { name: 'आयात की प्रगति' })).toBeVisible()
    release()
    await expect(page.getByText('आयात पूरा हुआ: 2 सदस्य जोड़े गए, 0 अद्यतन हुए, 0 शुल्क दर्ज हुए।')).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText(/छोड़ दिए गए/)).toHaveCount(0)
    await checks('done')
  })

  test('members and editors are turned away by the import API', async ({ memberSession, app }) => {
    const form = new FormData()
    form.append('file', new File([csvOf([row('Someone')])], 'roll.csv', { type: 'text/csv' }))
    const res = await fetch(`${app.baseUrl}/api/admin/members/import/dry-run`, {
      method: 'POST',
      headers: { authorization: `Bearer ${memberSession.token}` },
      body: form,
    })
    expect(res.status).toBe(403)
  })
})

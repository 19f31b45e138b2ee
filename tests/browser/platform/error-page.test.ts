import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startEmbeddedDatabase } from '../../../src/runtime/embedded-db'
import { startApp } from '../../support/app-process'
import { screenshot } from '../../support/browser'
import { expect, test } from '../../support/browser-fixtures'

/** Spec §2: an unexpected failure shows 'Unexpected Application Error!', never a stack trace. */
test.describe('the error page', () => {
  test('appears when a page cannot be rendered (the database is gone)', async ({ newContext }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upcho-error-'))
    const db = await startEmbeddedDatabase(dir)
    const app = await startApp({ DATABASE_URL: db.url, PAYLOAD_SECRET: 'error-page-test-secret-00000', SEED_DEMO: 'false' })
    try {
      await db.stop()
      const page = await (await newContext('mobile')).newPage()
      await page.goto(`${app.url}/media/news/987654`)
      const heading = page.getByRole('heading', { name: 'Unexpected Application Error!' })
      await expect(heading).toBeVisible({ timeout: 15_000 })
      await expect(page.locator('body')).not.toHaveText(/ECONNREFUSED|\.js:\d+/, { useInnerText: true })
      await screenshot(page, 'error-page-mobile')
    } finally {
      expect(await app.stop()).toBe(0)
      await db.stop()
      fs.rmSync(dir, { recursive: true, force: true })
      fs.rmSync(app.dataDir, { recursive: true, force: true })
    }
  })
})

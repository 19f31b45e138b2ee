import type { Migration, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { useFreshDatabase } from '../../support/fresh-database'

/**
 * Making texts localized moved them into *_locales tables. On a
 * database that already holds the site's content, the migrations keep every
 * text as the English one and keep what was on the site published.
 */
let payload: Payload
let exec: (query: string) => Promise<Record<string, unknown>[]>

beforeAll(async () => {
  await useFreshDatabase('localize')
  const { getPayload } = await import('payload')
  const config = (await import('../../../payload.config')).default
  const { migrations } = await import('../../../migrations')
  payload = await getPayload({ config })
  const all = migrations as unknown as Migration[]
  const at = all.findIndex((m) => m.name.endsWith('_localize_content'))
  expect(at).toBeGreaterThan(0)
  exec = async (query) => (await payload.db.pool.query(query)).rows

  // The database as it was before: the texts in their own columns.
  await payload.db.migrate({ migrations: all.slice(0, at) })
  await exec(
    `INSERT INTO news (id, title, content, date, updated_at, created_at) VALUES (9001, 'Old news', 'Old text', '2025-01-01', now(), now())`,
  )
  await exec(`INSERT INTO home_page (id, hero_headline, hero_text) VALUES (1, 'Old headline', 'Old hero')`)
  await exec(
    `INSERT INTO home_page_programs (_order, _parent_id, id, title, text) VALUES (1, 1, 'p1', 'Old programme', 'Old programme text')`,
  )
  await exec(`INSERT INTO site_settings (id, site_name) VALUES (1, 'Old name')`)
  await exec(`INSERT INTO site_settings_menu (_order, _parent_id, id, label, href) VALUES (1, 1, 'm1', 'Old menu', '/old')`)

  await payload.db.migrate({ migrations: all })
})

describe('the localize and content-desk migrations', () => {
  it('keep a news item as its English text, published', async () => {
    const en = await payload.findByID({ collection: 'news', id: 9001, locale: 'en' })
    expect(en).toMatchObject({ title: 'Old news', content: 'Old text', _status: 'published' })
    const hi = await payload.findByID({ collection: 'news', id: 9001, locale: 'hi', fallbackLocale: 'en' })
    expect(hi.title).toBe('Old news')
    expect(await exec(`SELECT count(*)::int AS n FROM news_locales WHERE _parent_id = 9001 AND _locale = 'hi'`)).toEqual([{ n: 0 }])
  })

  it('keep the page texts, their list items and the menu', async () => {
    const home = await payload.findGlobal({ slug: 'home-page', locale: 'en' })
    expect(home).toMatchObject({ heroHeadline: 'Old headline', heroText: 'Old hero', _status: 'published' })
    expect(home.programs?.map((p) => [p.title, p.text])).toEqual([['Old programme', 'Old programme text']])
    const site = await payload.findGlobal({ slug: 'site-settings', locale: 'hi', fallbackLocale: 'en' })
    expect(site.siteName).toBe('Old name')
    expect(site.menu?.map((m) => [m.label, m.href])).toEqual([['Old menu', '/old']])
  })

  it('go down and up again without losing the English', async () => {
    const { createLocalReq } = await import('payload')
    const { migrations } = await import('../../../migrations')
    const all = migrations as unknown as Migration[]
    const req = await createLocalReq({}, payload)
    const db = (payload.db as unknown as { drizzle: unknown }).drizzle
    // Every down() from the newest back to the localize migration, newest first, as `payload migrate:down`
    // runs them (a later migration may use what these create, e.g. the grievance categories' locales).
    const from = all.findIndex((m) => m.name.endsWith('_localize_content'))
    for (const migration of all.slice(from).reverse()) {
      await migration.down({ db, payload, req } as never)
      await exec(`DELETE FROM payload_migrations WHERE name = '${migration.name}'`)
    }
    expect(await exec(`SELECT title, content FROM news WHERE id = 9001`)).toEqual([{ title: 'Old news', content: 'Old text' }])
    expect(await exec(`SELECT hero_headline FROM home_page WHERE id = 1`)).toEqual([{ hero_headline: 'Old headline' }])
    await payload.db.migrate({ migrations: all })
    expect((await payload.findByID({ collection: 'news', id: 9001 })).title).toBe('Old news')
  })
})

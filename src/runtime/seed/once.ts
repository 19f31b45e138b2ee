import type { Payload } from 'payload'

import { drizzleOf, rows, sql } from '../../platform/db/sql'
import { seedDemo } from './index'

/**
 * The demo seed runs once per database, whichever instance starts first. A
 * marker row (table `demo_seed`, one row) remembers it: written before the
 * seed starts and completed when it ends. After that, what office staff do to
 * the demo content (delete an item, rename it) is theirs: no later start of any
 * instance brings anything back. The caller holds the start-up advisory lock
 * (src/runtime/prepare.ts), so two instances never seed at once.
 *
 * - no row, and the site already has content: seeded before the marker existed
 *   (or a real site with SEED_DEMO on): marked as seeded, nothing added.
 * - no row, empty site: seed, then mark completed.
 * - a row never completed (a start that died half-way): seed again; each item
 *   is looked up by its title, so the finished part is not doubled.
 */
export type SeedOutcome = 'seeded' | 'resumed' | 'already-seeded' | 'marked-existing'

type Log = (msg: string) => void

export async function seedDemoOnce(payload: Payload, log: Log): Promise<SeedOutcome> {
  const db = drizzleOf(payload)
  const [marker] = await rows(db, sql`SELECT completed_at FROM demo_seed`)
  if (marker?.completed_at) return 'already-seeded'
  if (!marker && (await hasContent(payload))) {
    await rows(db, sql`INSERT INTO demo_seed (started_at, completed_at) VALUES (now(), now())`)
    log('the site already has content: demo seed marked as done, nothing added')
    return 'marked-existing'
  }
  if (!marker) await rows(db, sql`INSERT INTO demo_seed (started_at) VALUES (now())`)
  await seedDemo(payload, log)
  await rows(db, sql`UPDATE demo_seed SET completed_at = now()`)
  log('demo content seeded; later starts leave it to office staff')
  return marker ? 'resumed' : 'seeded'
}

/** Anything a seed (or an editor) would have left: news, photos, videos, the site's name or the home page's text. */
async function hasContent(payload: Payload): Promise<boolean> {
  for (const collection of ['news', 'photos', 'videos'] as const) {
    if ((await payload.count({ collection, overrideAccess: true })).totalDocs > 0) return true
  }
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const home = await payload.findGlobal({ slug: 'home-page', depth: 0, overrideAccess: true })
  return Boolean(settings.siteName || home.heroHeadline)
}

import type { GlobalSlug } from 'payload'
import { describe, expect, it } from 'vitest'

import { cmsApi } from '../../support/cms-api'
import { CALLERS, other, payload, scope, tokenOf, useCmsCallers, users } from '../../support/cms-api-callers'

/**
 * The access matrix of Payload's own REST API at /cms-api, its globals and the rest: every global (read, update)
 * for anonymous visitors, members, editors and admins; GraphQL off; Payload's own collections. The collections'
 * matrix is cms-api-matrix.test.ts.
 */
useCmsCallers()

// ---- Globals: everyone reads them; staff change them ------------------------------------------

// Payload's own payload-jobs-stats (the schedules' bookkeeping) has its rules below.
// The renewal settings are the office's, not page texts: their rules are below too.
type ContentGlobal = Exclude<GlobalSlug, 'payload-jobs-stats' | 'renewal-settings' | 'grievance-settings' | 'retention-settings'>
const GLOBALS: Record<ContentGlobal, string> = {
  'site-settings': 'siteName',
  'home-page': 'heroHeadline',
  'about-page': 'title',
  'mission-vision': 'title',
  'privacy-policy': 'title',
  leaders: 'title',
  'contact-details': 'title',
}
const globalRows = (Object.keys(GLOBALS) as ContentGlobal[]).flatMap((slug) => CALLERS.map((caller) => [slug, caller] as const))

describe.each(globalRows)('/cms-api/globals/%s as %s', (slug, caller) => {
  const write = scope('staff', caller)

  it('read: all', async () => {
    expect((await cmsApi('GET', `globals/${slug}?depth=0`, { token: tokenOf(caller) })).status).toBe(200)
  })

  it(`update: ${write}`, async () => {
    const field = GLOBALS[slug]
    const before = (await payload.findGlobal({ slug, depth: 0 })) as unknown as Record<string, unknown>
    // The required text as it is (or a first value), so an allowed update changes nothing visible.
    const res = await cmsApi('POST', `globals/${slug}`, {
      token: tokenOf(caller),
      body: { [field]: before[field] ?? 'Set by the access matrix' },
    })
    expect(res.status, await res.clone().text()).toBe(write === 'all' ? 200 : 403)
    if (write === 'none') expect(await payload.findGlobal({ slug, depth: 0 })).toEqual(before)
  })
})

describe.each(CALLERS)('/cms-api/globals/renewal-settings as %s', (caller) => {
  const rule = scope('admins', caller)
  it(`read and update: ${rule}`, async () => {
    expect((await cmsApi('GET', 'globals/renewal-settings?depth=0', { token: tokenOf(caller) })).status).toBe(rule === 'all' ? 200 : 403)
    const before = await payload.findGlobal({ slug: 'renewal-settings', depth: 0 })
    const res = await cmsApi('POST', 'globals/renewal-settings', { token: tokenOf(caller), body: { graceDate: before.graceDate } })
    expect(res.status, await res.clone().text()).toBe(rule === 'all' ? 200 : 403)
    // Compared by what it says: a global never saved reads its defaults with fresh row ids each time.
    const said = (g: typeof before) => ({ graceDate: g.graceDate, steps: g.reminderSteps?.map((s) => s.day), updatedAt: g.updatedAt })
    if (rule === 'none') expect(said(await payload.findGlobal({ slug: 'renewal-settings', depth: 0 }))).toEqual(said(before))
  })
})

describe.each(CALLERS)('/cms-api/globals/grievance-settings as %s', (caller) => {
  const rule = scope('admins', caller)
  it(`read and update: ${rule}`, async () => {
    expect((await cmsApi('GET', 'globals/grievance-settings?depth=0', { token: tokenOf(caller) })).status).toBe(rule === 'all' ? 200 : 403)
    const before = await payload.findGlobal({ slug: 'grievance-settings', depth: 0 })
    const res = await cmsApi('POST', 'globals/grievance-settings', {
      token: tokenOf(caller),
      body: { answerDays: before.answerDays ?? 21 },
    })
    expect(res.status, await res.clone().text()).toBe(rule === 'all' ? 200 : 403)
    if (rule === 'none') expect((await payload.findGlobal({ slug: 'grievance-settings', depth: 0 })).updatedAt).toEqual(before.updatedAt)
  })
})

// The retention periods are the office's too.
describe.each(CALLERS)('/cms-api/globals/retention-settings as %s', (caller) => {
  const rule = scope('admins', caller)
  it(`read and update: ${rule}`, async () => {
    expect((await cmsApi('GET', 'globals/retention-settings?depth=0', { token: tokenOf(caller) })).status).toBe(rule === 'all' ? 200 : 403)
    const before = await payload.findGlobal({ slug: 'retention-settings', depth: 0 })
    const res = await cmsApi('POST', 'globals/retention-settings', {
      token: tokenOf(caller),
      body: { contactMessagesDays: before.contactMessagesDays ?? 365 },
    })
    expect(res.status, await res.clone().text()).toBe(rule === 'all' ? 200 : 403)
    if (rule === 'none') expect((await payload.findGlobal({ slug: 'retention-settings', depth: 0 })).updatedAt).toEqual(before.updatedAt)
  })
})

it('/cms-api/globals/renewal-settings refuses a grace date that is not MM-DD, even from an admin', async () => {
  const res = await cmsApi('POST', 'globals/renewal-settings', { token: tokenOf('admin'), body: { graceDate: '31-03' } })
  expect(res.status).toBe(400)
  expect((await payload.findGlobal({ slug: 'renewal-settings', depth: 0 })).graceDate).toBe('03-31')
})

describe.each(CALLERS)('/cms-api/globals/payload-jobs-stats as %s', (caller) => {
  it(`read: ${scope('staff', caller)}, update: none`, async () => {
    const read = await cmsApi('GET', 'globals/payload-jobs-stats?depth=0', { token: tokenOf(caller) })
    expect(read.status).toBe(scope('staff', caller) === 'all' ? 200 : 403)
    const before = await payload.findGlobal({ slug: 'payload-jobs-stats', depth: 0 })
    const res = await cmsApi('POST', 'globals/payload-jobs-stats', { token: tokenOf(caller), body: { stats: { scheduledRuns: {} } } })
    expect(res.status, await res.clone().text()).toBe(403)
    expect(await payload.findGlobal({ slug: 'payload-jobs-stats', depth: 0 })).toEqual(before)
  })
})

// ---- GraphQL is off ------------------------------------------------------------------------------

describe('/cms-api/graphql', () => {
  it.each(CALLERS)('answers 404 to %s, for a query and a mutation', async (caller) => {
    for (const query of ['{ Users { docs { email } } }', `mutation { updateUser(id: ${other.id}, data: { name: "x" }) { id } }`]) {
      const res = await cmsApi('POST', 'graphql', { token: tokenOf(caller), body: { query } })
      expect(res.status).toBe(404)
    }
    expect((await cmsApi('GET', 'graphql-playground', { token: tokenOf(caller) })).status).toBe(404)
    expect((await payload.findByID({ collection: 'users', id: other.id })).name).not.toBe('x')
  })

  it("is turned off in Payload's config, and its own handler answers 404 too if the route came back", async () => {
    const config = await (await import('../../../payload.config')).default
    expect(config.graphQL.disable).toBe(true)
    const { GRAPHQL_POST } = await import('@payloadcms/next/routes')
    const res = await GRAPHQL_POST(config)(
      new Request('http://localhost:3999/cms-api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ __typename }"}',
      }),
    )
    expect(res.status).toBe(404)
  })
})

// ---- Payload's own collections -------------------------------------------------------------------

describe("Payload's admin-UI preferences and migrations", () => {
  it('preferences: members and visitors can neither store nor list any; staff keep their own', async () => {
    for (const caller of ['anonymous', 'member'] as const) {
      expect(
        (await cmsApi('POST', 'payload-preferences/matrix-key', { token: tokenOf(caller), body: { value: { big: 'x'.repeat(1000) } } }))
          .status,
      ).toBe(403)
      expect((await cmsApi('GET', 'payload-preferences/matrix-key', { token: tokenOf(caller) })).status).toBe(403)
      expect((await cmsApi('GET', 'payload-preferences', { token: tokenOf(caller) })).status).toBe(403)
    }
    expect(
      (await cmsApi('POST', 'payload-preferences/matrix-key', { token: users.editor.token, body: { value: { columns: [] } } })).status,
    ).toBe(200)
    expect(
      (await cmsApi('POST', 'payload-preferences/matrix-key', { token: users.admin.token, body: { value: { columns: [] } } })).status,
    ).toBe(200)
    const listed = (await (await cmsApi('GET', 'payload-preferences?depth=0', { token: users.editor.token })).json()) as {
      docs: { user: { value: number } }[]
    }
    expect(listed.docs.length).toBeGreaterThan(0)
    expect(new Set(listed.docs.map((d) => d.user.value))).toEqual(new Set([users.editor.user.id]))
  })

  it('migrations: no route, a 404 (Payload said 501)', async () => {
    expect((await cmsApi('GET', 'payload-migrations', { token: users.admin.token })).status).toBe(404)
  })
})

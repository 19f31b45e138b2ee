import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { makePdf } from '../../../src/platform/seed/pdf'
import { cmsApi, userWithToken } from '../../support/cms-api'
import { createUser, testPayload, unique } from '../../support/payload'
import { jpeg, png } from '../../fixtures/media/images'

/**
 * The access matrix of Payload's own REST API at /cms-api: every
 * collection (list, read, update, delete) and every global (read, update), for
 * anonymous visitors, members, editors and admins, through Payload's real REST
 * handlers with `Authorization: JWT <token>`. The expected answers come from
 * the rules below (deny by default), not from what the code happens to do.
 */
type Caller = 'anonymous' | 'member' | 'editor' | 'admin'
type Rule = 'anyone' | 'staff' | 'admins' | 'adminsOrOwner' | 'adminsOrSelf' | 'nobody'
type Scope = 'all' | 'own' | 'none'

const CALLERS: Caller[] = ['anonymous', 'member', 'editor', 'admin']
const SCOPES: Record<Rule, Partial<Record<Caller, Scope>>> = {
  anyone: { anonymous: 'all', member: 'all', editor: 'all', admin: 'all' },
  staff: { editor: 'all', admin: 'all' },
  admins: { admin: 'all' },
  adminsOrOwner: { member: 'own', admin: 'all' },
  adminsOrSelf: { member: 'own', editor: 'own', admin: 'all' },
  nobody: {},
}
const scope = (rule: Rule, caller: Caller): Scope => SCOPES[rule][caller] ?? 'none'

let payload: Payload
const users = {} as Record<Exclude<Caller, 'anonymous'>, Awaited<ReturnType<typeof userWithToken>>>
let other: { id: number }
const now = () => new Date().toISOString()
let year = 2100
const file = (data: Buffer, mimetype: string, name: string) => ({ data, mimetype, name, size: data.length })

type Made = { id: number | string }
type Spec = { read: Rule; write: Rule; owned?: boolean; make: (owner: number) => Promise<Made>; change: Record<string, unknown> }
const create = (collection: CollectionSlug, data: Record<string, unknown>, extra: object = {}) =>
  payload.create({ collection, data, overrideAccess: true, ...extra } as Parameters<Payload['create']>[0]) as Promise<Made>

const COLLECTIONS: Record<string, Spec> = {
  users: { read: 'adminsOrSelf', write: 'admins', make: () => createUser(payload), change: { name: 'Renamed' } },
  memberships: {
    read: 'adminsOrOwner',
    write: 'admins',
    owned: true,
    make: (user) => create('memberships', { user, membershipYear: String(year++), status: 'unpaid', amount: 10000 }),
    change: { revokedReason: 'matrix' },
  },
  payments: {
    read: 'adminsOrOwner',
    write: 'admins',
    owned: true,
    make: (user) =>
      create('payments', {
        providerOrderId: `order_${unique()}`,
        user,
        membershipYear: '2026',
        amount: 10000,
        currency: 'INR',
        status: 'created',
      }),
    change: { status: 'failed' },
  },
  grievances: {
    read: 'adminsOrOwner',
    write: 'admins',
    owned: true,
    make: (user) => create('grievances', { user, subject: 'Matrix', description: 'x', status: 'pending' }),
    change: { status: 'in-progress' },
  },
  'contact-submissions': {
    read: 'admins',
    write: 'admins',
    make: () => create('contact-submissions', { name: 'Visitor', email: 'v@example.org', message: 'Hi', status: 'pending' }),
    change: { status: 'in-progress' },
  },
  news: {
    read: 'anyone',
    write: 'staff',
    make: () => create('news', { title: 'Matrix', content: 'x', date: now() }),
    change: { title: 'Matrix, renamed' },
  },
  videos: {
    read: 'anyone',
    write: 'staff',
    make: () => create('videos', { title: 'Matrix', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', uploadDate: now() }),
    change: { title: 'Matrix, renamed' },
  },
  photos: {
    read: 'anyone',
    write: 'staff',
    make: async () =>
      create('photos', {
        title: 'Matrix',
        image: (await create('gallery-images', {}, { file: file(await jpeg(16, 16), 'image/jpeg', 'matrix.jpg') })).id,
        uploadDate: now(),
      }),
    change: { title: 'Matrix, renamed' },
  },
  circulars: {
    read: 'anyone',
    write: 'staff',
    make: () => create('circulars', { number: `M/${unique()}`, date: now(), officeEn: 'NHM UP', titleEn: 'Matrix', summaryEn: 'x' }),
    change: { titleEn: 'Matrix, renamed' },
  },
  'circular-tags': {
    read: 'anyone',
    write: 'staff',
    make: () => create('circular-tags', { slug: `matrix-${unique()}`, nameEn: 'Matrix', nameHi: 'मैट्रिक्स' }),
    change: { nameEn: 'Renamed' },
  },
  images: {
    read: 'anyone',
    write: 'staff',
    make: async () => create('images', { alt: 'Matrix' }, { file: file(await png(8, 8), 'image/png', 'matrix.png') }),
    change: { alt: 'Renamed' },
  },
  'gallery-images': {
    read: 'anyone',
    write: 'staff',
    make: async () => create('gallery-images', { alt: 'Matrix' }, { file: file(await jpeg(8, 8), 'image/jpeg', 'matrix.jpg') }),
    change: { alt: 'Renamed' },
  },
  'gallery-thumbnails': {
    read: 'anyone',
    write: 'staff',
    make: async () => create('gallery-thumbnails', {}, { file: file(await jpeg(8, 8), 'image/jpeg', 'matrix-thumb.jpg') }),
    change: {},
  },
  documents: {
    read: 'anyone',
    write: 'staff',
    make: () => create('documents', { title: 'Matrix' }, { file: file(makePdf(['Matrix']), 'application/pdf', 'matrix.pdf') }),
    change: { title: 'Renamed' },
  },
  'password-resets': {
    read: 'nobody',
    write: 'nobody',
    make: (user) => create('password-resets', { user, tokenHash: unique(), expiresAt: now() }),
    change: { usedAt: now() },
  },
  'webhook-events': {
    read: 'admins',
    write: 'nobody',
    make: () => create('webhook-events', { eventId: `evt_${unique()}`, event: 'payment.captured' }),
    change: { event: 'changed' },
  },
  'user-exports': {
    read: 'admins',
    write: 'nobody',
    make: () => create('user-exports', { exportedBy: users.admin.user.id, rowCount: 1, completed: true }),
    change: { rowCount: 2 },
  },
  'mail-outbox': {
    read: 'admins',
    write: 'nobody',
    make: () =>
      create('mail-outbox', { recipient: 'm@example.org', kind: 'welcome', subject: 'Matrix', messageId: `<${unique()}@example.org>` }),
    change: { status: 'sent' },
  },
  // The member file's audit trail: only the server's own code writes it.
  'member-events': {
    read: 'admins',
    write: 'nobody',
    make: (member) => create('member-events', { member, actor: users.admin.user.id, action: 'revoked', reason: 'Matrix' }),
    change: { reason: 'Rewritten' },
  },
  // The roll imports: admins read them in the CMS; only the server's own code writes them.
  'member-imports': {
    read: 'admins',
    write: 'nobody',
    make: () => create('member-imports', { fileSha256: unique(), fileName: 'matrix.csv', status: 'ready' }),
    change: { status: 'committed' },
  },
  // The grievance desk: admins keep the categories; only the server writes entries and files,
  // and attachments are served only by /api/grievances, never by Payload's own routes.
  'grievance-categories': {
    read: 'anyone',
    write: 'admins',
    make: () => create('grievance-categories', { key: `matrix-${unique()}`, name: 'Matrix' }),
    change: { name: 'Renamed' },
  },
  'grievance-events': {
    read: 'admins',
    write: 'nobody',
    make: async (user) =>
      create('grievance-events', { grievance: (await COLLECTIONS.grievances.make(user)).id, kind: 'note', internal: true, text: 'Matrix' }),
    change: { text: 'Rewritten' },
  },
  'grievance-attachments': {
    read: 'nobody',
    write: 'nobody',
    make: (owner) => create('grievance-attachments', { owner }, { file: file(makePdf(['Matrix']), 'application/pdf', 'matrix.pdf') }),
    change: { owner: null },
  },
  // Data requests and the access log are the admins' to read; only the server writes them.
  'data-requests': {
    read: 'admins',
    write: 'nobody',
    make: (member) => create('data-requests', { member, kind: 'erasure', status: 'pending', dueBy: now() }),
    change: { status: 'approved' },
  },
  'access-log': {
    read: 'admins',
    write: 'nobody',
    make: (member) => create('access-log', { member, actor: users.admin.user.id, action: 'viewed-member' }),
    change: { details: 'Rewritten' },
  },
  'payload-jobs': {
    read: 'admins',
    write: 'nobody',
    make: () => create('payload-jobs', { taskSlug: 'deliverMail', queue: 'matrix', input: {} }),
    change: { queue: 'changed' },
  },
  'payload-kv': {
    read: 'nobody',
    write: 'nobody',
    make: () => create('payload-kv', { key: unique(), data: { a: 1 } }),
    change: { data: { a: 2 } },
  },
  'payload-locked-documents': {
    read: 'staff',
    write: 'staff',
    make: async () =>
      create('payload-locked-documents', {
        document: { relationTo: 'news', value: (await COLLECTIONS.news.make(0)).id },
        user: { relationTo: 'users', value: users.admin.user.id },
      }),
    change: { globalSlug: 'home-page' },
  },
}

// Per collection: a row of somebody else ('theirs') and, where rows have owners, one of each caller ('own').
const theirs: Record<string, Made> = {}
const own: Record<string, Partial<Record<Caller, Made>>> = {}

beforeAll(async () => {
  payload = await testPayload()
  ;[users.member, users.editor, users.admin] = await Promise.all([
    userWithToken(payload, 'member'),
    userWithToken(payload, 'editor'),
    userWithToken(payload, 'admin'),
  ])
  other = await createUser(payload)
  for (const [slug, spec] of Object.entries(COLLECTIONS)) {
    theirs[slug] = slug === 'users' ? other : await spec.make(other.id)
    own[slug] = {}
    if (slug === 'users') for (const c of ['member', 'editor', 'admin'] as const) own[slug][c] = users[c].user
    if (spec.owned) for (const c of ['member', 'editor', 'admin'] as const) own[slug][c] = await spec.make(users[c].user.id)
  }
}, 300_000)

const tokenOf = (caller: Caller) => (caller === 'anonymous' ? undefined : users[caller].token)
const stored = (slug: string, id: Made['id']) =>
  payload.findByID({ collection: slug as CollectionSlug, id, depth: 0, overrideAccess: true, disableErrors: true } as Parameters<
    Payload['findByID']
  >[0])
const idsOf = async (res: Response) => ((await res.json()) as { docs: Made[] }).docs.map((d) => d.id)

const rows = Object.keys(COLLECTIONS).flatMap((slug) => CALLERS.map((caller) => [slug, caller] as const))

describe.each(rows)('/cms-api/%s as %s', (slug, caller) => {
  const spec = COLLECTIONS[slug]
  const read = scope(spec.read, caller)
  const write = scope(spec.write, caller)
  const token = () => tokenOf(caller)

  it(`list: ${read}`, async () => {
    const mine = own[slug][caller]
    const ids = [theirs[slug].id, ...(mine ? [mine.id] : [])].join(',')
    const res = await cmsApi('GET', `${slug}?depth=0&limit=100&where[id][in]=${ids}`, { token: token() })
    if (read === 'none') return expect(res.status).toBe(403)
    expect(res.status).toBe(200)
    const listed = await idsOf(res)
    if (read === 'all') expect(listed).toContain(theirs[slug].id)
    else expect(listed).toEqual(mine ? [mine.id] : [])
  })

  it(`read another's row: ${read}`, async () => {
    const res = await cmsApi('GET', `${slug}/${theirs[slug].id}?depth=0`, { token: token() })
    expect(res.status).toBe({ all: 200, own: 404, none: 403 }[read])
    const mine = own[slug][caller]
    if (read === 'own' && mine) expect((await cmsApi('GET', `${slug}/${mine.id}?depth=0`, { token: token() })).status).toBe(200)
  })

  it(`update: ${write}`, async () => {
    // Refused: the caller's own row where they have one (not even that), else somebody else's.
    const target = write === 'none' ? (own[slug][caller] ?? theirs[slug]) : theirs[slug]
    const before = await stored(slug, target.id)
    const res = await cmsApi('PATCH', `${slug}/${target.id}?depth=0`, { token: token(), body: spec.change })
    expect(res.status, await res.clone().text()).toBe(write === 'all' ? 200 : 403)
    if (write === 'none') expect(await stored(slug, target.id)).toEqual(before)
  })

  it(`delete: ${write}`, async () => {
    const target = write === 'all' ? await spec.make(other.id) : (own[slug][caller] ?? theirs[slug])
    const res = await cmsApi('DELETE', `${slug}/${target.id}`, { token: token() })
    expect(res.status, await res.clone().text()).toBe(write === 'all' ? 200 : 403)
    expect(Boolean(await stored(slug, target.id))).toBe(write !== 'all')
  })
})

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

import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { makePdf } from '../../../src/platform/seed/pdf'
import { cmsApi } from '../../support/cms-api'
import { CALLERS, type Caller, other, payload, type Rule, scope, tokenOf, useCmsCallers, users } from '../../support/cms-api-callers'
import { createUser, unique } from '../../support/payload'
import { jpeg, png } from '../../fixtures/media/images'

/**
 * The access matrix of Payload's own REST API at /cms-api: every
 * collection (list, read, update, delete) and every global (read, update), for
 * anonymous visitors, members, editors and admins, through Payload's real REST
 * handlers with `Authorization: JWT <token>`. The expected answers come from
 * the rules below (deny by default), not from what the code happens to do.
 */

useCmsCallers()

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
  for (const [slug, spec] of Object.entries(COLLECTIONS)) {
    theirs[slug] = slug === 'users' ? other : await spec.make(other.id)
    own[slug] = {}
    if (slug === 'users') for (const c of ['member', 'editor', 'admin'] as const) own[slug][c] = users[c].user
    if (spec.owned) for (const c of ['member', 'editor', 'admin'] as const) own[slug][c] = await spec.make(users[c].user.id)
  }
}, 300_000)

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

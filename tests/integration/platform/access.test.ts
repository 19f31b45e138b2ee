import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { membershipYear } from '../../../src/features/membership/rules/membership'
import { createUser, testPayload, unique } from '../../support/payload'

/** The access rules of each collection, through the Local API with overrideAccess off. */
let payload: Payload
type Doc = Awaited<ReturnType<typeof createUser>>
let alice: Doc, bob: Doc, editor: Doc, admin: Doc
const as = (user: Doc | null) => ({ overrideAccess: false, user: user ? { ...user, collection: 'users' as const } : null })

beforeAll(async () => {
  payload = await testPayload()
  ;[alice, bob, editor, admin] = await Promise.all([
    createUser(payload),
    createUser(payload),
    createUser(payload, 'editor'),
    createUser(payload, 'admin'),
  ])
  for (const owner of [alice, bob]) {
    const orderId = `order_${unique()}`
    await payload.create({
      collection: 'payments',
      data: {
        providerOrderId: orderId,
        user: owner.id,
        membershipYear: membershipYear(),
        amount: 10000,
        currency: 'INR',
        status: 'created',
      },
    })
    await payload.create({
      collection: 'memberships',
      data: { user: owner.id, membershipYear: membershipYear(), status: 'pending', amount: 10000, orderId },
    })
    await payload.create({
      collection: 'grievances',
      data: { user: owner.id, subject: `Grievance of ${owner.name}`, description: 'x', status: 'pending' },
    })
  }
  await payload.create({
    collection: 'contact-submissions',
    data: { name: 'Visitor', email: 'v@example.org', message: 'Hi', status: 'pending' },
  })
})

const ids = (docs: { user?: unknown; id: unknown }[], key: 'user' | 'id' = 'user') =>
  docs.map((d) => (key === 'user' ? (typeof d.user === 'object' ? (d.user as { id: number }).id : d.user) : d.id))

describe('anonymous visitors', () => {
  it.each(['users', 'memberships', 'payments', 'grievances', 'contact-submissions'] as const)('read nothing of %s', async (collection) => {
    await expect(payload.find({ collection, ...as(null) })).rejects.toThrow(/not allowed/i)
  })

  it('read public content but cannot write it', async () => {
    await expect(payload.find({ collection: 'news', ...as(null) })).resolves.toBeTruthy()
    await expect(payload.findGlobal({ slug: 'site-settings', ...as(null) })).resolves.toBeTruthy()
    await expect(
      payload.create({ collection: 'news', data: { title: 'x', content: 'y', date: new Date().toISOString() }, ...as(null) }),
    ).rejects.toThrow()
    await expect(payload.updateGlobal({ slug: 'site-settings', data: { siteName: 'Hacked' }, ...as(null) })).rejects.toThrow()
  })
})

describe('a member', () => {
  it('sees only their own user record', async () => {
    const { docs } = await payload.find({ collection: 'users', ...as(alice) })
    expect(ids(docs, 'id')).toEqual([alice.id])
    await expect(payload.findByID({ collection: 'users', id: bob.id, ...as(alice) })).rejects.toThrow()
  })

  it.each(['memberships', 'payments', 'grievances'] as const)('sees only their own %s', async (collection) => {
    const { docs } = await payload.find({ collection, ...as(alice), depth: 0 })
    expect(docs.length).toBeGreaterThan(0)
    expect(new Set(ids(docs))).toEqual(new Set([alice.id]))
  })

  it("cannot change another member's profile", async () => {
    await expect(payload.update({ collection: 'users', id: bob.id, data: { name: 'Changed' }, ...as(alice) })).rejects.toThrow()
    expect((await payload.findByID({ collection: 'users', id: bob.id })).name).toBe(bob.name)
  })

  it('cannot change their own role or EHRMS code, but can change their name', async () => {
    const updated = await payload.update({
      collection: 'users',
      id: alice.id,
      data: { role: 'admin', ehrms: 'NEW123', name: 'Alice Renamed' },
      ...as(alice),
    })
    expect(updated.name).toBe('Alice Renamed')
    const stored = await payload.findByID({ collection: 'users', id: alice.id })
    expect(stored.role).toBe('member')
    expect(stored.ehrms).toBe(alice.ehrms)
  })

  it('cannot create or change memberships and payments, nor edit content', async () => {
    await expect(
      payload.create({
        collection: 'memberships',
        data: { user: alice.id, membershipYear: '2030', status: 'paid', amount: 1 },
        ...as(alice),
      }),
    ).rejects.toThrow()
    const { docs } = await payload.find({ collection: 'memberships', where: { user: { equals: alice.id } } })
    await expect(payload.update({ collection: 'memberships', id: docs[0].id, data: { status: 'paid' }, ...as(alice) })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'videos',
        data: { title: 'x', videoUrl: 'https://example.org', uploadDate: new Date().toISOString() },
        ...as(alice),
      }),
    ).rejects.toThrow()
  })

  it('cannot read contact submissions', async () => {
    await expect(payload.find({ collection: 'contact-submissions', ...as(alice) })).rejects.toThrow(/not allowed/i)
  })
})

describe('an editor (office staff)', () => {
  it('edits content and globals', async () => {
    const news = await payload.create({
      collection: 'news',
      data: { title: 'By the office', content: 'x', date: new Date().toISOString() },
      ...as(editor),
    })
    expect(news.title).toBe('By the office')
    const site = await payload.updateGlobal({ slug: 'home-page', data: { heroHeadline: 'Edited by staff' }, ...as(editor) })
    expect(site.heroHeadline).toBe('Edited by staff')
  })

  it('cannot read other users, memberships, payments, grievances or contact messages', async () => {
    const { docs } = await payload.find({ collection: 'users', ...as(editor) })
    expect(ids(docs, 'id')).toEqual([editor.id])
    for (const collection of ['memberships', 'payments', 'grievances', 'contact-submissions'] as const) {
      await expect(payload.find({ collection, ...as(editor) })).rejects.toThrow(/not allowed/i)
    }
  })

  it('cannot make themselves an admin', async () => {
    await payload.update({ collection: 'users', id: editor.id, data: { role: 'admin' }, ...as(editor) })
    expect((await payload.findByID({ collection: 'users', id: editor.id })).role).toBe('editor')
  })
})

describe('an admin', () => {
  it('reads and changes everything', async () => {
    const { totalDocs } = await payload.find({ collection: 'payments', ...as(admin) })
    expect(totalDocs).toBeGreaterThanOrEqual(2)
    const promoted = await payload.update({ collection: 'users', id: bob.id, data: { role: 'editor' }, ...as(admin) })
    expect(promoted.role).toBe('editor')
    const { docs } = await payload.find({ collection: 'contact-submissions', ...as(admin) })
    expect(docs.length).toBeGreaterThan(0)
  })
})

describe('deleting an account', () => {
  it("keeps the member's membership, payment and grievance on record, no longer linked", async () => {
    const gone = await createUser(payload)
    const orderId = `order_${unique()}`
    const payment = await payload.create({
      collection: 'payments',
      data: {
        providerOrderId: orderId,
        user: gone.id,
        membershipYear: membershipYear(),
        amount: 10000,
        currency: 'INR',
        status: 'created',
      },
    })
    const membership = await payload.create({
      collection: 'memberships',
      data: { user: gone.id, membershipYear: membershipYear(), status: 'pending', amount: 10000, orderId },
    })
    const grievance = await payload.create({
      collection: 'grievances',
      data: { user: gone.id, subject: 'Kept', description: 'x', status: 'pending' },
    })
    await payload.delete({ collection: 'users', id: gone.id, ...as(admin) })
    await expect(payload.findByID({ collection: 'users', id: gone.id })).rejects.toThrow()
    for (const [collection, id] of [
      ['payments', payment.id],
      ['memberships', membership.id],
      ['grievances', grievance.id],
    ] as const) {
      expect((await payload.findByID({ collection, id, depth: 0 })).user ?? null, collection).toBeNull()
    }
  })
})

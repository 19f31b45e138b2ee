/* eslint-disable @typescript-eslint/no-explicit-any */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { membershipYear } from '../../../src/features/membership/rules/membership'
import { makePdf } from '../../../src/platform/seed/pdf'
import { createUser, testPayload, unique } from '../../support/payload'

/** Every collection and global can be written and read back through the Local API on PostgreSQL. */
let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const PDF = makePdf(['Circular'])

describe('collections on PostgreSQL', () => {
  it('stores a member with every registration field and fixes the designation', async () => {
    const user = await createUser(payload, 'member', {
      gender: 'Female',
      block: 'Bilhaur',
      joiningDate: '2021-04-01T00:00:00.000Z',
      dob: '1992-08-15T00:00:00.000Z',
      district: 'Kanpur Nagar',
      ayushman: 'Ayushman Arogya Mandir Bilhaur',
      designation: 'Something else',
    })
    const read = await payload.findByID({ collection: 'users', id: user.id })
    expect(read).toMatchObject({ gender: 'Female', block: 'Bilhaur', district: 'Kanpur Nagar', role: 'member' })
    expect(read.designation).toBe('Community Health Officer')
    expect(read.dob?.slice(0, 10)).toBe('1992-08-15')
  })

  it('rejects a district outside the 75 and a duplicate EHRMS code', async () => {
    await expect(createUser(payload, 'member', { district: 'Atlantis' })).rejects.toThrow()
    const first = await createUser(payload)
    await expect(createUser(payload, 'member', { ehrms: first.ehrms })).rejects.toThrow()
  })

  it('round-trips Hindi text unchanged', async () => {
    const title = 'सामुदायिक स्वास्थ्य अधिकारी संघ — एकता, अनुशासन'
    const news = await payload.create({
      collection: 'news',
      data: { title, content: 'पहला अनुच्छेद\nदूसरा अनुच्छेद', date: new Date().toISOString() },
    })
    const read = await payload.findByID({ collection: 'news', id: news.id })
    expect(read.title).toBe(title)
    expect(read.content).toBe('पहला अनुच्छेद\nदूसरा अनुच्छेद')
  })

  it('allows at most one membership per user and year', async () => {
    const user = await createUser(payload)
    const year = membershipYear()
    await payload.create({ collection: 'memberships', data: { user: user.id, membershipYear: year, status: 'pending', amount: 10000 } })
    await expect(
      payload.create({ collection: 'memberships', data: { user: user.id, membershipYear: year, status: 'pending', amount: 10000 } }),
    ).rejects.toThrow()
    const other = await payload.create({
      collection: 'memberships',
      data: { user: user.id, membershipYear: '2025', status: 'paid', amount: 10000 },
    })
    expect(other.membershipYear).toBe('2025')
  })

  it('keeps payment order ids and payment ids unique', async () => {
    const user = await createUser(payload)
    const orderId = `order_${unique()}`
    const payment = await payload.create({
      collection: 'payments',
      data: {
        providerOrderId: orderId,
        user: user.id,
        membershipYear: membershipYear(),
        amount: 10000,
        currency: 'INR',
        status: 'created',
        providerData: '{"id":"x"}',
      },
    })
    expect(payment.status).toBe('created')
    await expect(
      payload.create({
        collection: 'payments',
        data: { providerOrderId: orderId, user: user.id, membershipYear: '2026', amount: 1, currency: 'INR', status: 'created' },
      }),
    ).rejects.toThrow()
    await payload.update({ collection: 'payments', id: payment.id, data: { providerPaymentId: `pay_${orderId}` } })
    const second = await payload.create({
      collection: 'payments',
      data: { providerOrderId: `${orderId}b`, user: user.id, membershipYear: '2026', amount: 1, currency: 'INR', status: 'created' },
    })
    await expect(payload.update({ collection: 'payments', id: second.id, data: { providerPaymentId: `pay_${orderId}` } })).rejects.toThrow()
  })

  it('stores news with a PDF and a photo, and reads them back with file URLs', async () => {
    const pdf = await payload.create({
      collection: 'documents',
      data: { title: 'Circular' },
      file: { data: PDF, mimetype: 'application/pdf', name: 'circular.pdf', size: PDF.length },
    })
    const photo = await payload.create({
      collection: 'images',
      data: { alt: 'x' },
      file: { data: PNG_1x1, mimetype: 'image/png', name: 'p.png', size: PNG_1x1.length },
    })
    const news = await payload.create({
      collection: 'news',
      data: { title: 'With files', content: 'a\nb', date: new Date().toISOString(), pdf: pdf.id, photo: photo.id },
    })
    const read = await payload.findByID({ collection: 'news', id: news.id, depth: 1 })
    expect(typeof read.pdf === 'object' && read.pdf?.url).toMatch(/circular.*\.pdf$/)
    expect(typeof read.photo === 'object' && read.photo?.mimeType).toBe('image/png')
  })

  it('makes a gallery thumbnail at most 300 px on its longer side, as JPEG', async () => {
    const sharp = (await import('sharp')).default
    const big = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b91c1c' } })
      .jpeg()
      .toBuffer()
    const image = await payload.create({
      collection: 'gallery-images',
      data: {},
      file: { data: big, mimetype: 'image/jpeg', name: 'big.jpg', size: big.length },
    })
    const thumb = image.sizes?.thumbnail
    expect(thumb).toMatchObject({ width: 300, height: 200, mimeType: 'image/jpeg' })
    const photo = await payload.create({ collection: 'photos', data: { title: 'Camp', image: image.id } as never })
    expect(photo.uploadDate).toBeTruthy()
  })

  it('stores a video link in embed form', async () => {
    const video = await payload.create({
      collection: 'videos',
      data: { title: 'Meeting', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', uploadDate: new Date().toISOString() },
    })
    expect(video.videoUrl).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ')
  })

  it('stores grievances and contact submissions as pending', async () => {
    const user = await createUser(payload)
    const g = await payload.create({
      collection: 'grievances',
      data: { user: user.id, subject: 'Salary delay', description: 'Three months' } as never,
    })
    const c = await payload.create({
      collection: 'contact-submissions',
      data: { name: 'Asha', email: 'asha@example.org', message: 'Hello' } as never,
    })
    expect([g.status, c.status]).toEqual(['pending', 'pending'])
    await expect(payload.update({ collection: 'grievances', id: g.id, data: { status: 'closed' as never } })).rejects.toThrow()
  })

  it('saves and reads every global', async () => {
    const cases = [
      ['site-settings', { siteName: 'Test Association', menu: [{ label: 'Home', href: '/' }] }, (g: any) => g.siteName, 'Test Association'],
      ['about-page', { title: 'हमारे बारे में', aims: [{ text: 'एकता' }] }, (g: any) => g.aims[0].text, 'एकता'],
      [
        'contact-details',
        { phone1: '9999999999', offices: [{ label: 'Kanpur', address: 'Kanpur Nagar' }] },
        (g: any) => g.offices[0].label,
        'Kanpur',
      ],
      ['leaders', { leaders: [{ name: 'A', position: 'State President' }] }, (g: any) => g.leaders[0].position, 'State President'],
      ['home-page', { heroHeadline: 'Empowering CHOs' }, (g: any) => g.heroHeadline, 'Empowering CHOs'],
      ['mission-vision', { title: 'Mission', futureGoals: [{ text: 'Grow' }] }, (g: any) => g.futureGoals[0].text, 'Grow'],
      [
        'privacy-policy',
        { title: 'Privacy Policy', sections: [{ heading: 'Data Security', body: 'We protect it.' }] },
        (g: any) => g.sections[0].heading,
        'Data Security',
      ],
    ] as const
    for (const [slug, data, pick, expected] of cases) {
      const original = await payload.findGlobal({ slug, depth: 0 })
      await payload.updateGlobal({ slug, data: data as never })
      expect(pick(await payload.findGlobal({ slug })), slug).toBe(expected)
      // Leave the global as it was, so the seed test still sees an empty site.
      await payload.updateGlobal({ slug, data: original as never })
    }
  })
})

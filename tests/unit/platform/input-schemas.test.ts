import { describe, expect, it } from 'vitest'

import { CONTACT_LIMITS, ContactInput } from '../../../src/features/contact/rules/contact'
import { MEDIA_LIMITS, NewsInput, PhotoInput, VideoInput } from '../../../src/features/content/rules/media-input'
import { SandboxPayInput, VerifyPaymentInput } from '../../../src/features/payments/rules/payments'
import { parseInput } from '../../../src/platform/validation/validation'
import { first, messages } from '../../support/validators'
import { StatusChangeInput } from '../../../src/features/office/rules/workflow'

/** The schemas of the contact form, the admin media calls, status changes and payments: issues[0] is the API's answer. */

describe('ContactInput', () => {
  const good = { name: 'Ramesh Kumar', email: 'Ramesh@Example.org', message: 'Hello' }

  it('keeps the e-mail as typed (trimmed), unlike an account’s', () => {
    expect(parseInput(ContactInput, { ...good, email: ' Ramesh@Example.org ' })).toEqual(good)
  })

  it('orders name, email, message and names the body it wants', () => {
    expect(messages(ContactInput, { email: 'bad', message: 7 })).toEqual([
      'Name is required',
      'Please enter a valid email address',
      'Message must be text',
    ])
    expect(messages(ContactInput, [good])).toEqual(['Please send your name, email and message.'])
    expect(first(ContactInput, { ...good, message: 'x'.repeat(CONTACT_LIMITS.message + 1) })).toBe(
      'Message must be at most 5000 characters',
    )
  })
})

describe('NewsInput', () => {
  const good = { title: 'Camp', content: 'Text', pdfUrl: '/cms-api/documents/file/a.pdf', photoUrl: '' }

  it('gives the file names of the URLs (undefined: keep, null: none)', () => {
    expect(parseInput(NewsInput, good)).toEqual({ title: 'Camp', content: 'Text', pdfUrl: 'a.pdf', photoUrl: null })
    expect(parseInput(NewsInput, { title: 'T', content: 'C' })).toEqual({ title: 'T', content: 'C' })
  })

  it('says one required message for title and content, before any other problem', () => {
    expect(first(NewsInput, { ...good, title: 'x'.repeat(MEDIA_LIMITS.title + 1), content: '' })).toBe('Please fill in all required fields')
    expect(first(NewsInput, { ...good, title: 12 })).toBe('Please fill in all required fields')
    expect(messages(NewsInput, { ...good, title: 'x'.repeat(201), pdfUrl: 'https://evil.example/x.pdf' })).toEqual([
      'The title must be at most 200 characters',
      'The PDF must be a file uploaded to news-pdfs.',
    ])
    expect(first(NewsInput, { ...good, content: 'x'.repeat(20001) })).toBe('The content must be at most 20000 characters')
    expect(first(NewsInput, null)).toBe('Please send the form fields as a JSON object.')
  })
})

describe('PhotoInput', () => {
  const good = { title: 'Camp', imageUrl: '/cms-api/gallery-images/file/1-a.jpg' }

  it('needs a title and a gallery image; the thumbnail defaults to none', () => {
    expect(parseInput(PhotoInput, good)).toEqual({ title: 'Camp', imageUrl: '1-a.jpg', thumbnailUrl: null })
    expect(first(PhotoInput, { ...good, title: 'x'.repeat(201), imageUrl: null })).toBe('Title and image URL are required')
    expect(first(PhotoInput, { ...good, imageUrl: 5 })).toBe('The image must be a file uploaded to gallery-photos.')
    expect(first(PhotoInput, { ...good, thumbnailUrl: good.imageUrl })).toBe(
      'The thumbnail must be an image uploaded to gallery-photos/thumbnails.',
    )
  })
})

describe('VideoInput', () => {
  it('turns a YouTube link into the embed form and an empty description into null', () => {
    expect(parseInput(VideoInput, { title: 'T', description: ' ', videoUrl: ' https://youtu.be/dQw4w9WgXcQ ' })).toEqual({
      title: 'T',
      description: null,
      videoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
    })
  })

  it('checks title, then the URL, then the description', () => {
    expect(first(VideoInput, { title: 'x'.repeat(201) })).toBe('Title and video URL are required')
    expect(messages(VideoInput, { title: 'x'.repeat(201), videoUrl: 'ftp://x', description: 'x'.repeat(2001) })).toEqual([
      'The title must be at most 200 characters',
      'Please enter a video URL starting with http:// or https://',
      'The description must be at most 2000 characters',
    ])
    expect(first(VideoInput, { title: 'T', videoUrl: `https://example.org/${'v'.repeat(481)}` })).toBe(
      'The video URL must be at most 500 characters',
    )
  })
})

describe('StatusChangeInput', () => {
  it.each([{ status: 'resolved' }, { status: 'in-progress' }, { status: 'pending' }])('takes %j', (body) => {
    expect(parseInput(StatusChangeInput, body)).toEqual(body)
  })

  it.each([{ status: 'Resolved' }, {}, { status: 1 }, [], null, 'resolved'])('answers %j with the list of statuses', (body) => {
    expect(messages(StatusChangeInput, body)).toEqual(['Status must be one of: pending, in-progress, resolved.'])
  })
})

describe('VerifyPaymentInput and SandboxPayInput', () => {
  it('verify-payment: gateway ids, anything else is the one failure message', () => {
    const body = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'ab' }
    expect(parseInput(VerifyPaymentInput, body)).toEqual(body)
    for (const bad of [
      null,
      [],
      { ...body, razorpay_payment_id: 'pay 1' },
      { ...body, razorpay_order_id: 1 },
      { razorpay_signature: 'ab' },
    ]) {
      expect(messages(VerifyPaymentInput, bad).every((message) => message === 'Payment verification failed')).toBe(true)
      expect(first(VerifyPaymentInput, bad)).toBe('Payment verification failed')
    }
  })

  it('sandbox pay: an order id and success or failure', () => {
    expect(parseInput(SandboxPayInput, { order_id: 'order_1', outcome: 'failure' })).toEqual({ order_id: 'order_1', outcome: 'failure' })
    for (const bad of [null, {}, { order_id: 'o' }, { order_id: 1, outcome: 'success' }, { order_id: 'o', outcome: 'maybe' }]) {
      expect(first(SandboxPayInput, bad)).toBe('Send order_id and outcome (success or failure).')
    }
  })
})
